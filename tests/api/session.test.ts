import { AsyncLocalStorage } from "node:async_hooks";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { session, user } from "#server/db/schema/index.ts";
import { startTestServer, type TestClient, type TestServer } from "#tests/support/test-server.ts";
import { watchStatements } from "#tests/support/statement-log.ts";
import { setAdmin } from "#server/domains/account/profiles.ts";
import { SESSION_USER_MAX_AGE_S } from "#server/auth/session/cookie.ts";

// Identity costs no query while the browser's signed copy of the user is fresh, one query when it is
// not, and nothing at all on the open routes. Counted at the database client (PGlite or pg.Pool),
// below Drizzle and better-auth, so every statement of a request is seen.

const COPY = "rostrum.session_user";
const SESSION = "rostrum.session_token";

let server: TestServer;
let statements: ReturnType<typeof watchStatements>;

beforeAll(async () => {
  server = await startTestServer();
  statements = watchStatements(server);
});
afterAll(async () => {
  statements?.restore();
  await server?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The SQL statements one request ran. */
async function counted(c: TestClient, method: string, path: string, body?: unknown) {
  const { result: res, sql } = await statements.during(() => c.request(method, path, body));
  return { res, sql };
}

async function signedIn() {
  const c = server.client();
  const { input } = await c.signup();
  return { c, input };
}

describe("identity per request", () => {
  it("costs one query on the first signed-in request and none after", async () => {
    const { c, input } = await signedIn();
    const first = await counted(c, "GET", "/api/me");
    expect(first.res.body.user.email).toBe(input.email);
    expect(first.sql).toHaveLength(1);
    expect(c.cookies.has(COPY)).toBe(true);
    for (let i = 0; i < 3; i++) {
      const again = await counted(c, "GET", "/api/me");
      expect(again.res.body.user).toEqual(first.res.body.user);
      expect(again.sql).toEqual([]);
    }
  });

  it("does no session work on health, public config and the API document", async () => {
    const { c } = await signedIn();
    const health = await counted(c, "GET", "/api/health");
    expect(health.res.body).toEqual({ ok: true, database: "up" });
    expect(health.sql).toEqual(["select 1"]);
    for (const path of ["/api/public-config", "/api/openapi.json"]) {
      const open = await counted(c, "GET", path);
      expect(open.res.status).toBe(200);
      expect(open.sql).toEqual([]);
      expect(open.res.headers.getSetCookie()).toEqual([]);
    }
  });

  it("costs a guest nothing", async () => {
    const guest = await counted(server.client(), "GET", "/api/me");
    expect(guest.res.body).toEqual({ user: null });
    expect(guest.sql).toEqual([]);
  });

  it("reads each page's data in one query per table, with identity from the cookie", async () => {
    const { c } = await signedIn();
    await c.get("/api/me");
    expect((await counted(c, "GET", "/api/settings")).sql).toHaveLength(1);
    await c.post("/api/debate/start", { motion: "This House would ban homework.", side: "Government" });
    await c.post("/api/debate/message", { content: "Homework helps because practice makes lessons stick." });
    const history = await counted(c, "GET", "/api/debate/history");
    expect(history.res.body.messages).toHaveLength(3);
    expect(history.sql).toHaveLength(1);
    // Progress: the weights, the drill attempts and the judged rounds, read side by side.
    expect((await counted(c, "GET", "/api/training/progress")).sql).toHaveLength(3);
  });
});

describe("better-auth's call state", () => {
  // On Node 20 a used AsyncLocalStorage installs a promise hook that every later promise pays for, so
  // auth/auth.ts switches better-auth's stores off whenever none of its calls is under way.
  const stores = () =>
    Object.values(
      (globalThis as Record<symbol, { context: Record<string, unknown> }>)[Symbol.for("better-auth:global")]?.context ?? {},
    ).filter((v): v is AsyncLocalStorage<unknown> => v instanceof AsyncLocalStorage);
  const switchedOff = () => stores().every((s) => !(s as unknown as { enabled?: boolean }).enabled);

  it("is switched off between calls, and its calls still work, also at the same time", async () => {
    const { c, input } = await signedIn();
    expect(stores().length).toBeGreaterThan(0);
    expect(switchedOff()).toBe(true);
    const others = await Promise.all([signedIn(), signedIn(), signedIn()]);
    const again = await Promise.all([
      c.signin(input.email, input.password),
      ...others.map((o) => o.c.signin(o.input.email, o.input.password)),
    ]);
    expect(again.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(switchedOff()).toBe(true);
    expect((await c.get("/api/me")).body.user.email).toBe(input.email);
  });
});

describe("the signed copy of the user", () => {
  it("is cleared by sign-out at once", async () => {
    const { c } = await signedIn();
    await c.get("/api/me");
    const out = await c.post("/api/auth/sign-out");
    expect(out.headers.getSetCookie().some((h) => h.startsWith(`${COPY}=;`) && /max-age=0/i.test(h))).toBe(true);
    expect(c.cookies.has(COPY)).toBe(false);
    const me = await counted(c, "GET", "/api/me");
    expect(me.res.body.user).toBeNull();
    expect(me.sql).toEqual([]);
  });

  it("cannot be edited, nor used beside another session", async () => {
    const { c } = await signedIn();
    await c.get("/api/me");
    const [payload, mac] = c.cookies.get(COPY)!.split(".");
    const data = JSON.parse(Buffer.from(payload, "base64url").toString());
    data.u.isAdmin = true;
    c.cookies.set(COPY, `${Buffer.from(JSON.stringify(data)).toString("base64url")}.${mac}`);
    const forged = await counted(c, "GET", "/api/me");
    expect(forged.res.body.user.isAdmin).toBe(false);
    expect(forged.sql).toHaveLength(1);

    const other = await signedIn();
    await other.c.get("/api/me");
    other.c.cookies.set(COPY, c.cookies.get(COPY)!);
    expect((await other.c.get("/api/me")).body.user.email).toBe(other.input.email);
  });

  it("shows a profile change (admin revoked) within its max-age", async () => {
    const { c, input } = await signedIn();
    await setAdmin(server.deps.db, input.email, true);
    expect((await c.get("/api/me")).body.user.isAdmin).toBe(true);
    await setAdmin(server.deps.db, input.email, false);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (SESSION_USER_MAX_AGE_S + 1) * 1000 });
    expect((await c.get("/api/me")).body.user.isAdmin).toBe(false);
  });

  it("outlives a session revoked on another server process by at most its max-age", async () => {
    const { c } = await signedIn();
    await c.get("/api/me");
    // (Revoked on this process, it stops at once: tests/api/revocation.test.ts.)
    const other = await server.twin();
    const elsewhere = other.client();
    elsewhere.cookies = new Map(c.cookies);
    await elsewhere.post("/api/auth/sign-out");
    // The documented window (docs/security.md): the copy still answers for this browser…
    expect((await c.get("/api/me")).body.user).not.toBeNull();
    // …until it expires; then the dead session cookie is dropped too, and later requests ask nothing.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (SESSION_USER_MAX_AGE_S + 1) * 1000 });
    expect((await c.get("/api/me")).body.user).toBeNull();
    expect(c.cookies.has(SESSION)).toBe(false);
    expect(c.cookies.has(COPY)).toBe(false);
    expect((await counted(c, "GET", "/api/me")).sql).toEqual([]);
  });
});

describe("the session behind it", () => {
  const DAY = 24 * 60 * 60 * 1000;
  async function sessionOf(email: string) {
    const [row] = await server.deps.db
      .select({ id: session.id, expiresAt: session.expiresAt })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(eq(user.email, email));
    return row;
  }

  it("is extended by better-auth when due, as before", async () => {
    const { c, input } = await signedIn();
    const { id } = await sessionOf(input.email);
    await server.deps.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 10 * DAY) })
      .where(eq(session.id, id));
    c.cookies.delete(COPY);
    const res = await c.get("/api/me");
    expect(res.body.user.email).toBe(input.email);
    expect(res.headers.getSetCookie().some((h) => h.startsWith(`${SESSION}=`))).toBe(true);
    expect((await sessionOf(input.email)).expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it("is dropped once expired", async () => {
    const { c, input } = await signedIn();
    const { id } = await sessionOf(input.email);
    await server.deps.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.id, id));
    c.cookies.delete(COPY);
    expect((await c.get("/api/me")).body.user).toBeNull();
    expect(c.cookies.has(SESSION)).toBe(false);
    expect(await sessionOf(input.email)).toBeUndefined();
  });
});
