import { describe, expect, it } from "vitest";
import { TEACHER_CODE, TestClient } from "#tests/support/test-server.ts";
import { serverForTests } from "#tests/support/lifecycle.ts";
import { AUTH_MESSAGES as M } from "#shared/messages/index.ts";
import { setAdmin } from "#server/domains/account/profiles.ts";

const server = serverForTests(() => ({ ADMIN_EMAILS: "boss@example.com" }));

describe("sign-up", () => {
  it("creates a student with a session", async () => {
    const c = server.client();
    const res = await c.signup({ username: "Ada Student" });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ username: "Ada Student", role: "student", isAdmin: false });
    const me = await c.get("/api/me");
    expect(me.body.user.email).toBe(res.input.email);
  });

  it("creates a teacher only with the right access code", async () => {
    const ok = await server.client().signup({ role: "teacher", teacherCode: TEACHER_CODE });
    expect(ok.status).toBe(200);
    expect(ok.body.user.role).toBe("teacher");
    const wrong = await server.client().signup({ role: "teacher", teacherCode: "nope-nope" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(M.invalidTeacherCode);
    const none = await server.client().signup({ role: "teacher" });
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(M.invalidTeacherCode);
  });

  it("refuses a duplicate e-mail and a username taken in another case", async () => {
    const first = await server.client().signup({ username: "Unique Name", email: "dupe@example.com" });
    expect(first.status).toBe(200);
    const email = await server.client().signup({ email: "DUPE@example.com" });
    expect(email.status).toBe(409);
    expect(email.body.error).toBe(M.emailTaken);
    const name = await server.client().signup({ username: "unique name" });
    expect(name.status).toBe(409);
    expect(name.body.error).toBe(M.usernameTaken);
  });

  it("ignores forged role and admin fields and the raw better-auth sign-up route", async () => {
    const c = server.client();
    const forged = await c.post("/api/signup", {
      username: "Mallory",
      email: "mallory@example.com",
      password: "secret123",
      role: "student",
      is_admin: true,
      isAdmin: true,
    });
    expect(forged.status).toBe(200);
    expect((await c.get("/api/me")).body.user).toMatchObject({ role: "student", isAdmin: false });
    const badRole = await server
      .client()
      .post("/api/signup", { username: "Eve", email: "eve@example.com", password: "secret123", role: "admin" });
    expect(badRole.status).toBe(400);
    const raw = await server
      .client()
      .post("/api/auth/sign-up/email", { name: "Raw", email: "raw@example.com", password: "secret123", role: "teacher" });
    expect(raw.status).toBe(404);
  });

  it("rejects malformed bodies with a clear 4xx", async () => {
    const c = server.client();
    const notJson = await c.request("POST", "/api/signup", "{not json");
    expect(notJson.status).toBe(400);
    expect(notJson.body.error).toMatch(/JSON/);
    const short = await c.post("/api/signup", { username: "A", email: "a@example.com", password: "secret123" });
    expect(short.body.error).toBe(M.nameTooShort);
    const email = await c.post("/api/signup", { username: "Al", email: "nope", password: "secret123" });
    expect(email.body.error).toBe(M.invalidEmail);
    const pw = await c.post("/api/signup", { username: "Al", email: "al@example.com", password: "123" });
    expect(pw.status).toBe(400);
    expect(pw.body.error).toBe(M.passwordTooShort);
    const arr = await c.post("/api/signup", [1, 2]);
    expect(arr.status).toBe(400);
  });
});

describe("sign-in and out", () => {
  it("signs in, restores the session, and signs out", async () => {
    const a = server.client();
    const { input } = await a.signup();
    await a.post("/api/auth/sign-out");
    expect((await a.get("/api/me")).body.user).toBeNull();

    const b = server.client();
    const wrong = await b.signin(input.email, "wrong-password");
    expect(wrong.status).toBe(401);
    expect((await b.get("/api/me")).body.user).toBeNull();
    const ok = await b.signin(input.email, input.password);
    expect(ok.status).toBe(200);
    // A reload: a fresh request with the same cookie finds the same user.
    const again = server.client();
    again.cookies = new Map(b.cookies);
    expect((await again.get("/api/me")).body.user.email).toBe(input.email);
    await b.post("/api/auth/sign-out");
    expect((await b.get("/api/me")).body.user).toBeNull();
  });
});

describe("admins", () => {
  it("makes no admin of a new sign-up with an ADMIN_EMAILS address (tests/api/hardening-admin.test.ts)", async () => {
    const c = new TestClient(server.url); // without the test server's grant of listed addresses
    const res = await c.signup({ email: "boss@example.com" });
    expect(res.body.user.isAdmin).toBe(false);
  });

  it("grants and revokes admin by e-mail", async () => {
    const c = server.client();
    const { input } = await c.signup();
    expect(await setAdmin(server.deps.db, input.email, true)).toBe(true);
    expect((await c.get("/api/me")).body.user.isAdmin).toBe(true);
    expect(await setAdmin(server.deps.db, input.email, false)).toBe(true);
    // The browser keeps its signed copy of the user for up to a minute (tests/api/session.test.ts); once it is gone, the change shows.
    c.cookies.delete("rostrum.session_user");
    expect((await c.get("/api/me")).body.user.isAdmin).toBe(false);
    expect(await setAdmin(server.deps.db, "nobody@example.com", true)).toBe(false);
  });
});

describe("system", () => {
  it("reports health and serves the OpenAPI document", async () => {
    const c = server.client();
    expect((await c.get("/api/health")).body).toEqual({ ok: true, database: "up" });
    const doc = await c.get("/api/openapi.json");
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(["/api/signup", "/api/me", "/api/health"]));
  });

  it("answers unknown API routes with a JSON 404 and refuses foreign origins", async () => {
    const c = server.client();
    expect((await c.get("/api/nope")).status).toBe(404);
    const foreign = await c.request("POST", "/api/signup", { username: "x" }, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
  });
});
