// Module administration: the access matrix over every /api/admin route, creating
// modules with their lesson selection, visibility, module settings and one-time unlock codes. The
// module-lesson routes are in modules-admin-lessons.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestServer, TEACHER_CODE, type TestClient, type TestServer } from "#tests/support/test-server.ts";
import { moduleLessons, modules, oneTimeAccessCodes, userUnlockedModules } from "#server/db/schema/index.ts";
import { ADMIN_MESSAGES as A, AUTH_MESSAGES, COMMON_MESSAGES, MODULE_MESSAGES as M } from "#shared/messages/index.ts";
import { MODULE_NAME_MAX } from "#shared/modules/admin.ts";
import { checkMatrix, expectEveryDocumentedRoute, requestRoute, type Outcome } from "#tests/support/access-matrix.ts";

const ADMIN = "head@example.com";
const ADMIN2 = "deputy@example.com";
const DAY = 86_400_000;
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const tag = Math.random().toString(36).slice(2, 7);
const quiz = [{ text: "Who opens?", options: ["PM", "LO"], correct: "PM" }];

let server: TestServer;
let seq = 0;
type Actor = "guest" | "student" | "student2" | "teacher" | "admin" | "admin2";
const who = {} as Record<Actor, TestClient>;
const ids = {} as Record<"student" | "student2" | "teacher" | "admin" | "admin2", string>;

async function signup(c: TestClient, p: { email?: string; username?: string; role?: "student" | "teacher" } = {}) {
  const res = await c.signup({ ...p, teacherCode: p.role === "teacher" ? TEACHER_CODE : undefined });
  expect(res.status).toBe(200);
  return res.body.user.id as string;
}

async function makeModule(p: { name?: string; isPublic?: boolean; createdBy?: string | null } = {}) {
  const [row] = await server.deps.db
    .insert(modules)
    .values({ name: p.name ?? `Module ${++seq}`, isPublic: p.isPublic ?? false, createdBy: p.createdBy ?? null })
    .returning();
  return row;
}

async function makeLesson(moduleId: string | null, createdBy: string | null, title = `Lesson ${++seq}`) {
  const [row] = await server.deps.db.insert(moduleLessons).values({ moduleId, createdBy, title, reading: "Read this.", quiz }).returning();
  return row;
}

const patch = (c: TestClient, path: string, body: unknown) => c.request("PATCH", path, body);
const lessonIdsOf = async (moduleId: string) =>
  (await server.deps.db.select({ id: moduleLessons.id }).from(moduleLessons).where(eq(moduleLessons.moduleId, moduleId))).map((r) => r.id);
const moduleCount = async () => (await server.deps.db.select({ id: modules.id }).from(modules)).length;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: `${ADMIN},${ADMIN2}` });
  for (const k of ["guest", "student", "student2", "teacher", "admin", "admin2"] as const) who[k] = server.client();
  ids.student = await signup(who.student, { username: `${tag} Stu One` });
  ids.student2 = await signup(who.student2, { username: `${tag} Stu Two` });
  ids.teacher = await signup(who.teacher, { username: `${tag} Teacher`, role: "teacher" });
  ids.admin = await signup(who.admin, { email: ADMIN, username: `${tag} Head` });
  ids.admin2 = await signup(who.admin2, { email: ADMIN2, username: `${tag} Deputy` });
});
afterAll(async () => {
  await server?.close();
});

describe("the access matrix", () => {
  it("refuses every admin route to guests (401) and non-admins (403), and another admin's module and lesson (403)", async () => {
    const mod = await makeModule({ name: "Head's private", createdBy: ids.admin });
    const lesson = await makeLesson(mod.id, ids.admin, "Head's lesson");
    const lessonBody = { title: "T", reading: "R", quiz };
    const room = (await who.teacher.post("/api/classrooms", { name: `${tag} Matrix class` })).body.classroom;
    expect((await who.student.post("/api/classrooms/join", { code: room.code })).status).toBe(200);
    // Guests are refused, non-admins too (in each route's words), and another admin the module and lesson that are not theirs.
    const row = (method: string, path: string, body: unknown, owned: boolean) => {
      const denied: Outcome = [403, method === "POST" && path === "/api/admin/module-lessons" ? A.onlyAdminsCreateLessons : A.accessDenied];
      const theirs: Outcome = owned ? [403, path.includes("module-lessons/") ? A.notYourLesson : A.notYourModule] : 200;
      const expected: Partial<Record<Actor, Outcome>> = {
        guest: [401, AUTH_MESSAGES.notSignedIn],
        student: denied,
        student2: denied,
        teacher: denied,
        admin: 200,
        admin2: theirs,
      };
      return requestRoute<Actor>(method, path, body, expected);
    };
    const routes = [
      row("GET", "/api/admin/modules", undefined, false),
      row("GET", "/api/admin/modules?scope=assignable", undefined, false),
      row("POST", "/api/admin/modules", { name: "Made here" }, false),
      row("GET", `/api/admin/modules/${mod.id}`, undefined, true),
      // Before the PATCH makes the module public (a public module needs no codes).
      row("POST", `/api/admin/modules/${mod.id}/class-codes`, { classroom: room.code }, true),
      row("PATCH", `/api/admin/modules/${mod.id}`, { is_public: true, name: "Taken over" }, true),
      row("POST", `/api/admin/modules/${mod.id}/codes`, { student_id: ids.student }, true),
      row("GET", "/api/admin/students?search=stu", undefined, false),
      row("GET", "/api/admin/module-lessons", undefined, false),
      row("POST", "/api/admin/module-lessons", { ...lessonBody, module_id: mod.id }, true),
      row("GET", `/api/admin/module-lessons/${lesson.id}`, undefined, true),
      row("PUT", `/api/admin/module-lessons/${lesson.id}`, lessonBody, true),
      row("PUT", `/api/admin/module-lessons/${lesson.id}/module`, { module_id: null }, true),
      row("DELETE", `/api/admin/module-lessons/${lesson.id}`, undefined, true),
    ];

    // Every module administration operation the server documents is in the matrix (People has its own: people.test.ts).
    await expectEveryDocumentedRoute(who.guest, ["/api/admin/module", "/api/admin/students"], routes, (p) =>
      p.replace(mod.id, "{moduleId}").replace(lesson.id, "{lessonId}"),
    );

    const before = await moduleCount();
    const clientOf = (actor: Actor) => who[actor];
    await checkMatrix(routes, ["guest", "student", "student2", "teacher", "admin2"], clientOf, undefined, {
      only: (status) => status >= 400,
    });
    // Nothing the refused requests asked for happened.
    expect(await moduleCount()).toBe(before);
    const [still] = await server.deps.db.select().from(modules).where(eq(modules.id, mod.id));
    expect(still).toMatchObject({ name: "Head's private", isPublic: false });
    expect(await lessonIdsOf(mod.id)).toEqual([lesson.id]);
    expect(await server.deps.db.select().from(oneTimeAccessCodes).where(eq(oneTimeAccessCodes.moduleId, mod.id))).toEqual([]);

    // The admin who made them may do all of it; the other admin, what is not someone else's.
    await checkMatrix(routes, ["admin", "admin2"], clientOf, undefined, { only: (status) => status < 400 });
    expect(await lessonIdsOf(mod.id)).toEqual([expect.any(String)]); // the lesson made above; the old one was deleted
  });

  it("lists another admin's modules and lessons to no one but them", async () => {
    const theirs = await makeModule({ name: `${tag} deputy's`, createdBy: ids.admin2 });
    const theirLesson = await makeLesson(theirs.id, ids.admin2);
    const starter = await makeModule({ name: `${tag} starter`, isPublic: true, createdBy: null });
    const starterLesson = await makeLesson(starter.id, null);
    const list = async (c: TestClient, q = "") =>
      ((await c.get(`/api/admin/modules${q}`)).body.modules as { id: string }[]).map((m) => m.id);
    const lessons = async (c: TestClient) => ((await c.get("/api/admin/module-lessons")).body.lessons as { id: string }[]).map((l) => l.id);

    expect(await list(who.admin)).not.toContain(theirs.id);
    expect(await list(who.admin, "?scope=assignable")).not.toContain(theirs.id);
    expect(await lessons(who.admin)).not.toContain(theirLesson.id);
    expect(await list(who.admin2)).toContain(theirs.id);
    expect(await lessons(who.admin2)).toContain(theirLesson.id);
    // The starter curriculum is every admin's to manage, listed in Manage Modules for each of them.
    for (const c of [who.admin, who.admin2]) {
      expect(await list(c)).toContain(starter.id);
      expect(await list(c, "?scope=assignable")).toContain(starter.id);
      expect(await lessons(c)).toContain(starterLesson.id);
      expect((await c.get(`/api/admin/modules/${starter.id}`)).status).toBe(200);
    }
    expect((await patch(who.admin2, `/api/admin/modules/${starter.id}`, { description: "Shared" })).status).toBe(200);
  });

  it("answers 404 for unknown ids and 400 for ids that cannot be ids", async () => {
    for (const [method, path, body] of [
      ["GET", `/api/admin/modules/${UNKNOWN}`, undefined],
      ["PATCH", `/api/admin/modules/${UNKNOWN}`, { name: "X" }],
      ["POST", `/api/admin/modules/${UNKNOWN}/codes`, { student_id: ids.student }],
      ["POST", `/api/admin/modules/${UNKNOWN}/class-codes`, { classroom: "ABC123" }],
      ["GET", `/api/admin/module-lessons/${UNKNOWN}`, undefined],
      ["DELETE", `/api/admin/module-lessons/${UNKNOWN}`, undefined],
    ] as const) {
      const res = await who.admin.request(method, path, body);
      expect([path, res.status, typeof res.body.error]).toEqual([path, 404, "string"]);
    }
    for (const path of ["/api/admin/modules/nope", "/api/admin/module-lessons/nope", "/api/admin/modules?scope=everything"]) {
      const res = await who.admin.get(path);
      expect([path, res.status, typeof res.body.error]).toEqual([path, 400, "string"]);
    }
  });
});

describe("malformed requests", () => {
  it("answer 4xx with a message on every admin route that takes a body or a query, never a 500", async () => {
    const mod = await makeModule({ createdBy: ids.admin });
    const lesson = await makeLesson(mod.id, ids.admin);
    const withBody: [string, string][] = [
      ["POST", "/api/admin/modules"],
      ["PATCH", `/api/admin/modules/${mod.id}`],
      ["POST", `/api/admin/modules/${mod.id}/codes`],
      ["POST", `/api/admin/modules/${mod.id}/class-codes`],
      ["POST", "/api/admin/module-lessons"],
      ["PUT", `/api/admin/module-lessons/${lesson.id}`],
      ["PUT", `/api/admin/module-lessons/${lesson.id}/module`],
    ];
    const bodies = [
      "not json",
      "null",
      "[]",
      "1",
      '"text"',
      "{}",
      { name: null, title: [], quiz: {}, module_id: {}, student_id: [], classroom: [] },
    ];
    for (const [method, path] of withBody) {
      for (const b of bodies) {
        const res = await who.admin.request(method, path, b);
        expect([method, path, b, res.status, typeof res.body?.error]).toEqual([method, path, b, 400, "string"]);
      }
      const wrongType = await who.admin.request(method, path, "name=x", { "content-type": "text/plain" });
      expect(wrongType.status, `${method} ${path} text/plain`).toBeGreaterThanOrEqual(400);
      expect(wrongType.status, `${method} ${path} text/plain`).toBeLessThan(500);
    }
    for (const q of ["scope=", "scope=mine&scope=assignable", "search=" + "s".repeat(101)]) {
      const path = q.startsWith("scope") ? `/api/admin/modules?${q}` : `/api/admin/students?${q}`;
      const res = await who.admin.get(path);
      expect([path, res.status, typeof res.body?.error]).toEqual([path, 400, "string"]);
    }
    const [row] = await server.deps.db.select().from(moduleLessons).where(eq(moduleLessons.id, lesson.id));
    expect(row.moduleId).toBe(mod.id);
  });
});

describe("creating a module", () => {
  it("needs a name that fits and can be stored", async () => {
    const before = await moduleCount();
    for (const [body, error] of [
      [{}, A.moduleNameRequired],
      [{ name: "" }, A.moduleNameRequired],
      [{ name: "   " }, A.moduleNameRequired],
      [{ name: 42 }, A.moduleNameRequired],
      [{ name: "x".repeat(MODULE_NAME_MAX + 1) }, A.moduleNameTooLong],
      [{ name: "Bad\u0000name" }, COMMON_MESSAGES.unstorableText],
      [{ name: "Fine", description: "d".repeat(2001) }, A.descriptionTooLong],
      [{ name: "Fine", description: "a\u0000b" }, COMMON_MESSAGES.unstorableText],
    ] as const) {
      const res = await who.admin.post("/api/admin/modules", body);
      expect([res.status, res.body]).toEqual([400, { error: error }]);
    }
    expect(await moduleCount()).toBe(before);
    const longest = await who.admin.post("/api/admin/modules", { name: ` ${"x".repeat(MODULE_NAME_MAX)} ` });
    expect(longest.status).toBe(200);
    expect(longest.body.module.name).toBe("x".repeat(MODULE_NAME_MAX));
  });

  it("starts private, assigns the chosen lessons in the same save, and shows in Manage Modules", async () => {
    const own = await makeLesson(null, ids.admin);
    const starter = await makeLesson(null, null);
    const res = await who.admin.post("/api/admin/modules", {
      name: "  Weighing  ",
      description: " Compare impacts ",
      is_public: true, // not the creator's choice: new modules start private
      lesson_ids: [own.id, starter.id, own.id],
    });
    expect(res.status).toBe(200);
    expect(res.body.module).toEqual({
      id: expect.any(String),
      name: "Weighing",
      description: "Compare impacts",
      is_public: false,
      lessons_count: 2,
      created_by: ids.admin,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const id = res.body.module.id as string;
    expect((await lessonIdsOf(id)).sort()).toEqual([own.id, starter.id].sort());
    const settings = await who.admin.get(`/api/admin/modules/${id}`);
    expect(settings.body.lessons.map((l: { id: string }) => l.id).sort()).toEqual([own.id, starter.id].sort());
    const mine = (await who.admin.get("/api/admin/modules")).body.modules;
    expect(mine[0]).toMatchObject({ id, lessons_count: 2, is_public: false });
    expect(mine.every((m: { created_by: string | null }) => m.created_by === ids.admin || m.created_by === null)).toBe(true);
    const assignable = (await who.admin.get("/api/admin/modules?scope=assignable")).body.modules;
    expect(assignable.find((m: { id: string }) => m.id === id)).toMatchObject({ lessons_count: 2 });
    expect((await patch(who.admin, `/api/admin/modules/${id}`, { name: "Weighing 2" })).body.module.lessons_count).toBe(2);
    // A student finds it locked.
    expect((await who.student.get(`/api/modules/${id}`)).status).toBe(403);
  });

  it("creates nothing when a chosen lesson is unknown or another admin's", async () => {
    const own = await makeLesson(null, ids.admin);
    const foreign = await makeLesson(null, ids.admin2);
    const before = await moduleCount();
    const refused = await who.admin.post("/api/admin/modules", { name: "Grab", lesson_ids: [own.id, foreign.id] });
    expect([refused.status, refused.body]).toEqual([403, { error: A.notYourLesson }]);
    const unknown = await who.admin.post("/api/admin/modules", { name: "Ghost", lesson_ids: [own.id, UNKNOWN] });
    expect([unknown.status, unknown.body]).toEqual([404, { error: A.lessonNotFound }]);
    const bad = await who.admin.post("/api/admin/modules", { name: "Bad", lesson_ids: ["nope"] });
    expect([bad.status, bad.body]).toEqual([400, { error: A.lessonNotFound }]);
    expect(await moduleCount()).toBe(before);
    const rows = await server.deps.db.select().from(moduleLessons).where(eq(moduleLessons.id, own.id));
    expect(rows[0].moduleId).toBeNull();
  });

  it("refuses malformed bodies with a message, never a 500", async () => {
    const before = await moduleCount();
    for (const body of [
      "not json",
      "[]",
      "null",
      '"name"',
      { name: "X", lesson_ids: "all" },
      { name: "X", lesson_ids: [1] },
      { name: {} },
    ]) {
      const res = await who.admin.post("/api/admin/modules", body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
      expect(typeof res.body.error).toBe("string");
    }
    const tooMany = await who.admin.post("/api/admin/modules", { name: "X", lesson_ids: Array.from({ length: 201 }, () => UNKNOWN) });
    expect([tooMany.status, tooMany.body]).toEqual([400, { error: A.tooManyLessons }]);
    expect(await moduleCount()).toBe(before);
  });
});

describe("editing a module", () => {
  it("makes it public and private, as the student's catalogue shows", async () => {
    const created = await who.admin.post("/api/admin/modules", { name: `${tag} Visibility` });
    const id = created.body.module.id as string;
    const status = async () =>
      ((await who.student.get(`/api/modules?search=${tag}%20Visibility`)).body.modules as { id: string; access_status: string }[]).find(
        (m) => m.id === id,
      )?.access_status;
    expect(await status()).toBe("locked");
    const pub = await patch(who.admin, `/api/admin/modules/${id}`, { is_public: true });
    expect([pub.status, pub.body.module.is_public]).toEqual([200, true]);
    expect(await status()).toBe("public");
    expect((await who.student.get(`/api/modules/${id}`)).status).toBe(200);
    expect((await patch(who.admin, `/api/admin/modules/${id}`, { is_public: false })).body.module.is_public).toBe(false);
    expect(await status()).toBe("locked");
    expect((await who.student.get(`/api/modules/${id}`)).status).toBe(403);
  });

  it("renames and describes, keeping what it is not told to change", async () => {
    const id = (await who.admin.post("/api/admin/modules", { name: "Old", description: "Kept" })).body.module.id as string;
    const res = await patch(who.admin, `/api/admin/modules/${id}`, { name: "  New name " });
    expect(res.status).toBe(200);
    expect(res.body.module).toMatchObject({ name: "New name", description: "Kept", is_public: false, lessons_count: 0 });
    expect((await patch(who.admin, `/api/admin/modules/${id}`, { description: "" })).body.module).toMatchObject({
      name: "New name",
      description: "",
    });
    for (const [body, status] of [
      [{ name: "" }, 400],
      [{ name: "x".repeat(MODULE_NAME_MAX + 1) }, 400],
      [{}, 400],
      [{ is_public: "yes" }, 400],
      ["not json", 400],
    ] as const) {
      const r = await patch(who.admin, `/api/admin/modules/${id}`, body);
      expect([JSON.stringify(body), r.status, typeof r.body.error]).toEqual([JSON.stringify(body), status, "string"]);
    }
    expect((await patch(who.admin, `/api/admin/modules/${id}`, { name: " " })).body.error).toBe(A.moduleNameRequired);
    const [row] = await server.deps.db.select().from(modules).where(eq(modules.id, id));
    expect(row.name).toBe("New name");
  });
});

describe("unlock codes", () => {
  let mod: { id: string };
  beforeAll(async () => {
    mod = (await who.admin.post("/api/admin/modules", { name: `${tag} Codes` })).body.module;
  });
  const makeCode = (studentId: unknown, c = who.admin) => c.post(`/api/admin/modules/${mod.id}/codes`, { student_id: studentId });

  it("makes a 6-character A–Z0–9 code for a student, valid 24 hours", async () => {
    const res = await makeCode(ids.student);
    expect(res.status).toBe(200);
    const code = res.body.code;
    expect(code).toEqual({
      code: expect.stringMatching(/^[A-Z0-9]{6}$/),
      student: { id: ids.student, username: `${tag} Stu One` },
      created_at: expect.any(String),
      expires_at: expect.any(String),
      used_at: null,
      state: "unused",
    });
    expect(Date.parse(code.expires_at) - Date.parse(code.created_at)).toBe(DAY);
    expect(Math.abs(Date.parse(code.created_at) - Date.now())).toBeLessThan(60_000);
    const codes = new Set<string>([code.code]);
    for (let i = 0; i < 5; i++) codes.add((await makeCode(ids.student)).body.code.code);
    expect(codes.size).toBe(6);
  });

  it("refuses a teacher, an unknown user and a missing student, saving nothing", async () => {
    const count = async () =>
      (await server.deps.db.select().from(oneTimeAccessCodes).where(eq(oneTimeAccessCodes.moduleId, mod.id))).length;
    const before = await count();
    for (const [studentId, error] of [
      [ids.teacher, A.studentNotFound],
      [UNKNOWN, A.studentNotFound],
      ["nobody", A.studentNotFound],
      ["", A.selectStudent],
      ["   ", A.selectStudent],
      [undefined, A.selectStudent],
      [null, A.selectStudent],
    ] as const) {
      const res = await makeCode(studentId);
      expect([studentId, res.status, res.body]).toEqual([studentId, 400, { error }]);
    }
    expect(await count()).toBe(before);
  });

  it("unlocks the module for that student only, once, and is then listed as used", async () => {
    const code = (await makeCode(ids.student2)).body.code.code as string;
    const elsewhere = await makeModule({ createdBy: ids.admin });
    const tryIt = (c: TestClient, moduleId = mod.id) => c.post(`/api/modules/${moduleId}/unlock`, { code });
    for (const res of [await tryIt(who.student), await tryIt(who.teacher), await tryIt(who.student2, elsewhere.id)]) {
      expect([res.status, res.body]).toEqual([400, { error: M.invalidOrExpiredCode }]);
    }
    const ok = await tryIt(who.student2);
    expect([ok.status, ok.body]).toEqual([200, { unlocked: true, moduleId: mod.id }]);
    expect((await who.student2.get(`/api/modules/${mod.id}`)).status).toBe(200);
    expect((await who.student.get(`/api/modules/${mod.id}`)).status).toBe(403);
    expect((await tryIt(who.student2)).body).toEqual({ error: M.invalidOrExpiredCode });
    const listed = (await who.admin.get(`/api/admin/modules/${mod.id}`)).body.codes.find((c: { code: string }) => c.code === code);
    expect(listed).toMatchObject({ state: "used", student: { id: ids.student2, username: `${tag} Stu Two` }, used_at: expect.any(String) });
    const unlocked = await server.deps.db.select().from(userUnlockedModules).where(eq(userUnlockedModules.moduleId, mod.id));
    expect(unlocked.map((u) => u.userId)).toEqual([ids.student2]);
  });

  it("lists the module's lessons and its codes, newest first, unused, used or expired", async () => {
    const m = (await who.admin.post("/api/admin/modules", { name: "Settings", description: "About" })).body.module;
    const l1 = await makeLesson(m.id, ids.admin, "First");
    const codes: string[] = [];
    for (let i = 0; i < 3; i++)
      codes.push((await who.admin.post(`/api/admin/modules/${m.id}/codes`, { student_id: ids.student })).body.code.code);
    const [expired, used, unused] = codes;
    const t = Date.now();
    // Distinct creation times, so "newest first" is one order.
    for (const [i, code] of codes.entries()) {
      await server.deps.db
        .update(oneTimeAccessCodes)
        .set({ createdAt: new Date(t - (3 - i) * 60_000) })
        .where(eq(oneTimeAccessCodes.code, code));
    }
    await server.deps.db
      .update(oneTimeAccessCodes)
      .set({ expiresAt: new Date(t - 1000) })
      .where(eq(oneTimeAccessCodes.code, expired));
    await server.deps.db
      .update(oneTimeAccessCodes)
      .set({ usedAt: new Date(t - 5000) })
      .where(eq(oneTimeAccessCodes.code, used));
    const res = await who.admin.get(`/api/admin/modules/${m.id}`);
    expect(res.status).toBe(200);
    expect(res.body.module).toMatchObject({ id: m.id, name: "Settings", description: "About", lessons_count: 1, is_public: false });
    expect(res.body.lessons).toEqual([{ id: l1.id, title: "First", level: "beginner" }]);
    expect(res.body.codes.map((c: { code: string; state: string }) => [c.code, c.state])).toEqual([
      [unused, "unused"],
      [used, "used"],
      [expired, "expired"],
    ]);
    // An expired code does not unlock.
    const late = await who.student.post(`/api/modules/${m.id}/unlock`, { code: expired });
    expect([late.status, late.body]).toEqual([400, { error: M.invalidOrExpiredCode }]);
  });

  it("refuses malformed bodies with a message", async () => {
    for (const body of ["not json", "[]", { student_id: 7 }, { student_id: "x".repeat(101) }]) {
      const res = await who.admin.post(`/api/admin/modules/${mod.id}/codes`, body);
      expect([JSON.stringify(body), res.status, typeof res.body.error]).toEqual([JSON.stringify(body), 400, "string"]);
    }
  });
});

describe("finding students", () => {
  it("lists only students, by username, with % and _ taken literally", async () => {
    const c = server.client();
    const pct = await signup(c, { username: `${tag}% off` });
    await signup(server.client(), { username: `${tag}_x teacher`, role: "teacher" });
    const under = await signup(server.client(), { username: `${tag}_x` });
    const search = async (q: string) => {
      const res = await who.admin.get(`/api/admin/students?search=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      return (res.body.students as { id: string; username: string }[]).map((s) => s.id);
    };
    expect((await search(tag)).sort()).toEqual([ids.student, ids.student2, pct, under, ids.admin, ids.admin2].sort());
    expect(await search(`${tag}%`)).toEqual([pct]);
    expect(await search(`${tag}_`)).toEqual([under]);
    expect(await search(`${tag.toUpperCase()} STU`)).toEqual([ids.student, ids.student2]);
    expect(await search(`${tag} Teacher`)).toEqual([]);
    const all = await who.admin.get("/api/admin/students");
    expect(all.status).toBe(200);
    expect(all.body.students.length).toBeLessThanOrEqual(20);
    // By e-mail too, and each student comes with it (two look-alike names are told apart).
    const byMail = await who.admin.get(`/api/admin/students?search=${encodeURIComponent(ADMIN.slice(0, -4))}`);
    expect(byMail.body.students).toEqual([{ id: ids.admin, username: `${tag} Head`, email: ADMIN }]);
    const nul = await who.admin.get(`/api/admin/students?search=${encodeURIComponent("a\u0000")}`);
    expect([nul.status, nul.body]).toEqual([400, { error: COMMON_MESSAGES.unstorableText }]);
  });
});
