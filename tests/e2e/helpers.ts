import { expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

export const TEACHER_CODE = "TEACH-2026";

export function uniqueUser(prefix = "user") {
  const n = Math.random().toString(36).slice(2, 8);
  return { name: `${prefix} ${n}`, email: `${prefix}.${n}@example.com`, password: "secret123" };
}

export async function signUpThroughScreen(page: Page, u: { name: string; email: string; password: string }, role: "Student" | "Teacher" = "Student") {
  await page.goto("/#/signup");
  await page.getByLabel("Display name").fill(u.name);
  if (role === "Teacher") {
    await page.getByRole("combobox", { name: "Role" }).click();
    await page.getByRole("option", { name: "Teacher" }).click();
    await page.getByLabel("Teacher access code").fill(TEACHER_CODE);
  }
  await page.getByRole("textbox", { name: "Email" }).fill(u.email);
  await page.getByLabel(/^Password/).fill(u.password);
  await page.getByLabel("Confirm password").fill(u.password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByTestId("header-username")).toHaveText(u.name);
}

/** Signs up through the API (faster) and leaves the browser signed in. */
export async function signUpViaApi(page: Page, role: "student" | "teacher" = "student") {
  const u = uniqueUser(role);
  const res = await page.request.post("/api/signup", {
    data: { username: u.name, email: u.email, password: u.password, role, teacherCode: role === "teacher" ? TEACHER_CODE : undefined },
    headers: { origin: new URL(page.url() === "about:blank" ? "http://127.0.0.1:4180" : page.url()).origin },
  });
  expect(res.status()).toBe(200);
  return u;
}

export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}
