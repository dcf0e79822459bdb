// Playwright fixtures every browser test starts from: pages already signed in through the API.
//   import { test, expect } from "./fixtures";
//   test("…", async ({ student, teacher }) => { await student.goto("/#/debater"); … });
// Each role page lives in its own browser context (own cookies), so one test can act as a teacher
// and a student at once. Addresses come from the config's baseURL (and `modelURL` for the server
// with the scripted model), never from a port written here.
import { test as base, expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

/** The e2e servers' settings (tests/support/e2e-server.ts). */
export const TEACHER_CODE = "TEACH-2026";
export const ADMIN_EMAIL = "admin@example.com";

export type Role = "student" | "teacher" | "admin";
export interface Account {
  name: string;
  email: string;
  password: string;
  role: Role;
}

export function uniqueUser(prefix = "user") {
  const n = Math.random().toString(36).slice(2, 8);
  return { name: `${prefix} ${n}`, email: `${prefix}.${n}@example.com`, password: "secret123" };
}

/** The origin header better-auth wants on every write, taken from the request context's base URL. */
function originOf(request: APIRequestContext, baseURL: string | undefined) {
  if (!baseURL) throw new Error("No baseURL: set use.baseURL in playwright.config.ts");
  return { origin: new URL(baseURL).origin };
}

/**
 * Creates an account through the API and leaves `request` (a page's `page.request` or the `request`
 * fixture) signed in. The admin is the one address in the server's ADMIN_EMAILS, so it is created
 * once and signed in to after that.
 */
export async function signUpThroughApi(request: APIRequestContext, baseURL: string | undefined, role: Role = "student"): Promise<Account> {
  const headers = originOf(request, baseURL);
  const u = role === "admin" ? { name: "Admin", email: ADMIN_EMAIL, password: "admin-secret-123" } : uniqueUser(role);
  const res = await request.post("/api/signup", {
    data: {
      username: u.name,
      email: u.email,
      password: u.password,
      role: role === "teacher" ? "teacher" : "student",
      teacherCode: role === "teacher" ? TEACHER_CODE : undefined,
    },
    headers,
  });
  if (role === "admin" && res.status() === 409) {
    const signIn = await request.post("/api/auth/sign-in/email", {
      data: { email: u.email, password: u.password, rememberMe: true },
      headers,
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
  } else {
    expect(res.status(), await res.text()).toBe(200);
  }
  return { ...u, role };
}

const accounts = new WeakMap<Page, Account>();
/** The account a role fixture's page is signed in as (name, e-mail, password). */
export function accountOf(page: Page): Account {
  const a = accounts.get(page);
  if (!a) throw new Error("accountOf: this page is not a student/teacher/admin fixture");
  return a;
}

interface Fixtures {
  student: Page;
  teacher: Page;
  admin: Page;
}
export interface Options {
  /** Base URL of the second server, which answers with the scripted model (tests/support/e2e-model-script.ts). */
  modelURL: string;
}
export interface WorkerOptions {
  /** Base URL of the server with e-mail, which the specs that need it start themselves (./mail-server.ts). */
  mailURL: string;
}

function rolePage(role: Role) {
  return async ({ browser, baseURL }: { browser: Browser; baseURL: string | undefined }, use: (p: Page) => Promise<void>) => {
    // browser.newContext() inside a test takes the config's `use` options (baseURL, viewport…) and is traced like `page`.
    const context = await browser.newContext();
    const page = await context.newPage();
    accounts.set(page, await signUpThroughApi(page.request, baseURL, role));
    await use(page);
    await context.close();
  };
}

export const test = base.extend<Fixtures & Options, WorkerOptions>({
  modelURL: ["", { option: true }],
  mailURL: ["", { option: true, scope: "worker" }],
  student: rolePage("student"),
  teacher: rolePage("teacher"),
  admin: rolePage("admin"),
});

export { expect };

export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}
