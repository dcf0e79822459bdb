import { AsyncLocalStorage } from "node:async_hooks";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { session } from "#server/db/schema/index.ts";
import { currentUser, setupOf } from "#server/auth/session/fast-path.ts";
import { verifySignedToken } from "#server/auth/session/cookie.ts";
import { serverForTests } from "#tests/support/lifecycle.ts";

// The session fast path (src/server/auth/session/) reproduces two better-auth internals instead of
// calling better-auth on every request: the signed session cookie's format (better-call's
// `<token>.<base64 HMAC-SHA256 of the token>`), and the AsyncLocalStorage stores it keeps under the
// global symbol "better-auth:global", which stores.ts switches off between calls. Neither is public
// API, so this test is pinned to the exact version they were checked against: an upgrade fails here
// first and says what to re-check, and the tests below prove both against a real sign-in.

const CHECKED_VERSION = "1.7.25";

const installed = (pkg: string): string =>
  (JSON.parse(readFileSync(new URL(`../../node_modules/${pkg}/package.json`, import.meta.url), "utf8")) as { version: string }).version;

const server = serverForTests();

describe("the better-auth the session fast path was checked against", () => {
  it(`is exactly ${CHECKED_VERSION}`, () => {
    expect(
      installed("better-auth"),
      `better-auth changed from ${CHECKED_VERSION}: re-check (1) the signed session cookie format that ` +
        `auth/session/cookie.ts verifySignedToken reproduces (better-call's signCookieValue: token, a dot, ` +
        `base64 HMAC-SHA256 with the auth secret), (2) the AsyncLocalStorage stores under ` +
        `Symbol.for("better-auth:global").context that auth/session/stores.ts switches off, (3) the cookie ` +
        `names and session lifetime auth/auth.ts assumes; then run this file and tests/api/session.test.ts ` +
        `and move CHECKED_VERSION.`,
    ).toBe(CHECKED_VERSION);
  });
});

describe("a real better-auth sign-in through our fast path", () => {
  it("sets a session cookie whose signature our code verifies, naming the stored session", async () => {
    const c = server.client();
    const { input } = await c.signup();
    c.cookies.clear();
    expect((await c.signin(input.email, input.password)).status).toBe(200);

    const s = setupOf(server.deps.auth);
    const raw = c.cookies.get(s.sessionToken);
    expect(raw, "better-auth set no session cookie under the name auth/auth.ts expects").toBeTruthy();
    const token = verifySignedToken(decodeURIComponent(raw!), s.secret);
    expect(token, "better-auth's session cookie no longer verifies as <token>.<base64 HMAC-SHA256>").not.toBeNull();
    const [row] = await server.deps.db.select().from(session).where(eq(session.token, token!));
    expect(row?.token).toBe(token);

    // The whole path our middleware takes without better-auth: Cookie header → token → user.
    const header = [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    expect((await currentUser(server.deps, header))?.email).toBe(input.email);
    // The same header signed with another secret is nobody.
    expect(verifySignedToken(decodeURIComponent(raw!), `${s.secret}-other`)).toBeNull();

    // And a signed-in request answers from it.
    expect((await c.get("/api/me")).body.user.email).toBe(input.email);
  });

  it("keeps its call state in AsyncLocalStorage stores under the global symbol, switched off between calls", async () => {
    const c = server.client();
    await c.signup();
    const stores = Object.values(
      (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[Symbol.for("better-auth:global")]?.context ?? {},
    ).filter((v): v is AsyncLocalStorage<unknown> => v instanceof AsyncLocalStorage);
    expect(stores.length, 'better-auth no longer keeps AsyncLocalStorage stores under Symbol.for("better-auth:global")').toBeGreaterThan(0);
    // Node's own flag for a store that installs no promise hook (what stores.ts switches off).
    expect(stores.map((st) => (st as unknown as { enabled?: boolean }).enabled)).toEqual(stores.map(() => false));
  });
});
