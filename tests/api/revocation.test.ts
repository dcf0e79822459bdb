import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { setAdmin } from "#server/domains/account/profiles.ts";
import { profiles, session, user } from "#server/db/schema/index.ts";
import { AUTH_MESSAGES, COMMON_MESSAGES } from "#shared/messages/index.ts";
import { operationsOf, sampleOf } from "#tests/support/openapi-ops.ts";
import { TEACHER_CODE, TestClient, startTestServer, type TestServer } from "#tests/support/test-server.ts";

// A session that ends — signed out, revoked, its password changed, its account deleted — or an admin
// whose rights are taken back, while someone holds a copy of the browser's cookies (the session cookie
// and its signed 60-second copy of the user). Admin writes ask the database, so they stop at once on
// every server process; everything else stops at once on the process that ended the session and
// within the copy's lifetime elsewhere (docs/security.md). `twin` is that other process.

const COPY = "rostrum.session_user";

let server: TestServer;
let twin: Awaited<ReturnType<TestServer["twin"]>>;
beforeAll(async () => {
  server = await startTestServer();
  twin = await server.twin();
});
afterAll(async () => {
  await server?.close();
});

/** A browser holding a copy of another's cookies, on the given server. */
function copyOf(c: TestClient, url: string): TestClient {
  const thief = new TestClient(url);
  thief.cookies = new Map(c.cookies);
  return thief;
}

interface Admin {
  c: TestClient;
  email: string;
  password: string;
  moduleId: string;
  studentId: string;
}

/** An admin signed in with a fresh copy of the user, a module of theirs and a student to give codes to. */
async function anAdmin(): Promise<Admin> {
  const c = server.client();
  const { input } = await c.signup({ role: "teacher", teacherCode: TEACHER_CODE });
  await setAdmin(server.deps.db, input.email, true);
  c.cookies.delete(COPY);
  expect((await c.get("/api/me")).body.user.isAdmin).toBe(true);
  expect(c.cookies.has(COPY)).toBe(true);
  const created = await c.post("/api/admin/modules", { name: `Module ${randomUUID()}`, description: "", lesson_ids: [] });
  expect(created.status).toBe(200);
  const student = await server.client().signup();
  return { c, email: input.email, password: input.password, moduleId: created.body.module.id, studentId: student.body.user.id };
}

/** What a copied cookie pair gets for an admin's two writes: a new module, and an unlock code. */
async function adminWrites(thief: TestClient, a: Admin): Promise<number[]> {
  const mod = await thief.post("/api/admin/modules", { name: `Stolen ${randomUUID()}`, description: "", lesson_ids: [] });
  const code = await thief.post(`/api/admin/modules/${a.moduleId}/codes`, { student_id: a.studentId });
  return [mod.status, code.status];
}

/** The token of each of the user's live sessions. */
async function tokensOf(email: string): Promise<string[]> {
  const rows = await server.deps.db
    .select({ token: session.token })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(user.email, email));
  return rows.map((r) => r.token);
}

const tokenIn = (c: TestClient) => decodeURIComponent(c.cookies.get("rostrum.session_token")!).replace(/\.[^.]*$/, "");

describe("an admin's copied cookie", () => {
  const ends: Record<string, (a: Admin, thief: TestClient) => Promise<unknown>> = {
    "admin rights revoked (npm run admin -- revoke)": (a) => setAdmin(server.deps.db, a.email, false),
    "signed out in the admin's browser": (a) => a.c.post("/api/auth/sign-out"),
    "the password changed": (a) => a.c.post("/api/auth/change-password", { currentPassword: a.password, newPassword: "another-secret-9" }),
    "the session revoked from another browser (revoke-session)": async (a, thief) => {
      const other = server.client();
      expect((await other.signin(a.email, a.password)).status).toBe(200);
      const res = await other.post("/api/auth/revoke-session", { token: tokenIn(thief) });
      expect(res.status).toBe(200);
    },
    "all sessions revoked (revoke-sessions)": (a) => a.c.post("/api/auth/revoke-sessions"),
  };
  const expected = (name: string) => (name.startsWith("admin rights") ? [403, 403] : [401, 401]);

  for (const [name, end] of Object.entries(ends)) {
    for (const where of ["this server", "another server process"] as const) {
      it(`cannot write as an admin right after: ${name}, on ${where}`, async () => {
        const a = await anAdmin();
        const thief = copyOf(a.c, where === "this server" ? server.url : twin.url);
        expect(await adminWrites(thief, a)).toEqual([200, 200]); // the copy works before
        await end(a, thief);
        expect(await adminWrites(thief, a)).toEqual(expected(name));
        if (expected(name)[0] === 401) expect(thief.cookies.has(COPY)).toBe(false);
      });
    }
  }

  it("a grant and a revoke take effect on the next admin write, with no wait", async () => {
    const a = await anAdmin();
    await setAdmin(server.deps.db, a.email, false);
    expect(await adminWrites(a.c, a)).toEqual([403, 403]);
  });
});

describe("a teacher's copied cookie", () => {
  /** What a copied cookie pair gets for a teacher's writes: a lesson, a folder, a classroom and the teacher settings. */
  async function teacherWrites(thief: TestClient): Promise<number[]> {
    const answers = [
      await thief.post("/api/lessons", { title: "Stolen lesson", reading: "Read this." }),
      await thief.post("/api/lesson-folders", { name: "Stolen folder" }),
      await thief.post("/api/classrooms", { name: "Stolen room" }),
      await thief.put("/api/settings/teacher", {}),
    ];
    return answers.map((r) => r.status);
  }

  it("cannot write as a teacher right after a sign-out on another server process, nor after the role is taken back", async () => {
    const t = server.client();
    const { input } = await t.signup({ role: "teacher", teacherCode: TEACHER_CODE });
    await t.get("/api/me");
    const thief = copyOf(t, twin.url);
    expect(await teacherWrites(thief)).toEqual([200, 200, 200, 200]);
    await t.post("/api/auth/sign-out");
    expect(await teacherWrites(copyOf(thief, twin.url))).toEqual([401, 401, 401, 401]);
    // A teacher's reads ask the database too (a role taken away stops them at once), so they stop as well
    // (other reads there keep the copy's window: docs/security.md, and the test below).
    expect((await thief.get("/api/lessons")).status).toBe(401);

    const again = server.client();
    await again.signin(input.email, input.password);
    await again.get("/api/me");
    const [row] = await server.deps.db.select({ id: user.id }).from(user).where(eq(user.email, input.email));
    await server.deps.db.update(profiles).set({ role: "student" }).where(eq(profiles.id, row.id));
    expect(await teacherWrites(again)).toEqual([403, 403, 403, 403]);
  });
});

describe("a copied cookie, outside admin writes", () => {
  it("stops at once on the server process that signed out, and within the copy's lifetime on another", async () => {
    const a = await anAdmin();
    const here = copyOf(a.c, server.url);
    const there = copyOf(a.c, twin.url);
    expect((await here.get("/api/settings")).status).toBe(200);
    expect((await there.get("/api/settings")).status).toBe(200);
    await a.c.post("/api/auth/sign-out");
    const after = await here.get("/api/settings");
    expect([after.status, after.body.error]).toEqual([401, AUTH_MESSAGES.notSignedIn]);
    expect((await here.get("/api/me")).body.user).toBeNull();
    // The documented window on another process (docs/security.md): the copy still reads there.
    expect((await there.get("/api/settings")).status).toBe(200);
  });

  it("of another of the user's sessions is not stopped by this one's sign-out", async () => {
    const a = await anAdmin();
    const other = server.client();
    await other.signin(a.email, a.password);
    await other.get("/api/me");
    await a.c.post("/api/auth/sign-out");
    expect((await other.get("/api/settings")).status).toBe(200);
    expect(await adminWrites(other, a)).toEqual([200, 200]);
  });
});

describe("a deleted account's leftover cookie", () => {
  /**
   * Calls every documented route (but better-auth's own) with the client's cookies as they are now —
   * each call from the same cookies, as one who kept a copy would — with plausible bodies and the
   * account's own ids.
   */
  async function sweep(from: TestClient, ids: Record<string, string>): Promise<string[]> {
    const doc = (await server.client().get("/api/openapi.json")).body;
    const out: string[] = [];
    for (const op of operationsOf(doc)) {
      if (op.path.startsWith("/api/auth/")) continue;
      const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => ids[name] ?? randomUUID());
      const body = op.method === "get" ? undefined : op.body ? sampleOf(doc, op.body) : {};
      const res = await copyOf(from, from.base).request(op.method.toUpperCase(), path, body);
      out.push(`${op.method.toUpperCase()} ${op.path} → ${res.status}`);
    }
    return out;
  }

  /** A teacher and admin with a module, a lesson, a folder and a classroom, and a copy of its cookies made just before it deletes itself. */
  async function deletedWithCopy(url: string) {
    const a = await anAdmin();
    const lesson = await a.c.post("/api/lessons", { title: "A lesson", reading: "Read this." });
    const folder = await a.c.post("/api/lesson-folders", { name: "A folder" });
    const room = await a.c.post("/api/classrooms", { name: "A room" });
    const ids = {
      moduleId: a.moduleId,
      lessonId: lesson.body.lesson.id,
      folderId: folder.body.folder.id,
      classroomId: room.body.classroom.id,
    };
    const thief = copyOf(a.c, url);
    expect((await thief.get("/api/settings")).status).toBe(200);
    const deleted = await a.c.post("/api/me/delete", { confirm: "DELETE", password: a.password });
    expect(deleted.status).toBe(200);
    return { thief, ids };
  }

  it("gets 401 on another server process wherever the account's rows are needed, and never a server error", async () => {
    const { thief, ids } = await deletedWithCopy(twin.url);
    const answers = await sweep(thief, ids);
    expect(answers.filter((a) => / → 5\d\d$/.test(a))).toEqual([]);
    // Writes that name the account, and reads of rows that went with it: 500 or 503 before.
    for (const route of [
      "GET /api/settings",
      "PUT /api/settings/preferences",
      "POST /api/debate/start",
      "POST /api/lesson-folders",
      "POST /api/classrooms",
      "DELETE /api/me/avatar",
      // Admin writes ask the database.
      "PATCH /api/admin/modules/{moduleId}",
      "POST /api/admin/modules/{moduleId}/codes",
      "DELETE /api/admin/module-lessons/{lessonId}",
    ])
      expect(answers).toContain(`${route} → 401`);
    const settings = await thief.get("/api/settings");
    expect([settings.status, settings.body.error]).toEqual([401, AUTH_MESSAGES.notSignedIn]);
    expect(thief.cookies.has(COPY)).toBe(false);
  });

  it("gets what a guest gets on the server process that deleted it, on every route", async () => {
    const { thief, ids } = await deletedWithCopy(server.url);
    const asThief = await sweep(thief, ids);
    const asGuest = await sweep(server.client(), ids);
    expect(asThief).toEqual(asGuest);
    expect(asThief).toContain("GET /api/settings → 401");
  });
});

describe("revoke-session", () => {
  it("refuses a token that is not one of the caller's sessions, and revokes nothing", async () => {
    const ann = server.client();
    const bob = server.client();
    await ann.signup();
    const { input } = await bob.signup();
    const [bobsToken] = await tokensOf(input.email);
    const res = await ann.post("/api/auth/revoke-session", { token: bobsToken });
    expect([res.status, res.body.message]).toEqual([404, COMMON_MESSAGES.notFound]);
    const unknown = await ann.post("/api/auth/revoke-session", { token: "no-such-token" });
    expect(unknown.status).toBe(404);
    bob.cookies.delete(COPY);
    expect((await bob.get("/api/me")).body.user.email).toBe(input.email);
    expect(await tokensOf(input.email)).toEqual([bobsToken]);
  });

  it("still revokes the caller's own other session", async () => {
    const a = server.client();
    const { input } = await a.signup();
    const other = server.client();
    await other.signin(input.email, input.password);
    const res = await a.post("/api/auth/revoke-session", { token: tokenIn(other) });
    expect([res.status, res.body]).toEqual([200, { status: true }]);
    expect(await tokensOf(input.email)).toEqual([tokenIn(a)]);
    expect((await other.get("/api/me")).body.user).toBeNull();
  });
});
