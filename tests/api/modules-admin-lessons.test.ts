// Module-lesson administration: creating and editing with the question builder's
// quiz, what the learner then reads, assigning and unassigning, deleting, and the learner's
// GET /api/module-lessons/{id}. The access matrix over these routes is in modules-admin.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestServer, type TestClient, type TestServer } from "#tests/support/test-server.ts";
import { moduleLessons, moduleProgress, modules, userUnlockedModules } from "#server/db/schema/index.ts";
import { ADMIN_MESSAGES as A, COMMON_MESSAGES, MODULE_MESSAGES as M, QUIZ_MESSAGES as Q } from "#shared/messages/index.ts";
import { QUIZ_MAX_QUESTIONS } from "#shared/quiz/draft.ts";

const ADMIN = "head@example.com";
const ADMIN2 = "deputy@example.com";
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

let server: TestServer;
let admin: TestClient;
let admin2: TestClient;
let student: TestClient;
let studentId: string;
let seq = 0;

const question = (p: Partial<{ text: string; options: string[]; correct: string }> = {}) => ({
  text: "Who opens the debate?",
  options: ["Prime Minister", "Leader of Opposition", "Whip"],
  correct: "Prime Minister",
  ...p,
});

async function newModule(c: TestClient = admin, isPublic = true): Promise<string> {
  const res = await c.post("/api/admin/modules", { name: `Module ${++seq}` });
  expect(res.status).toBe(200);
  const id = res.body.module.id as string;
  if (isPublic) expect((await c.request("PATCH", `/api/admin/modules/${id}`, { is_public: true })).status).toBe(200);
  return id;
}

const body = (moduleId: string, p: Record<string, unknown> = {}) => ({
  title: `Lesson ${++seq}`,
  reading: "## Weighing\n\nCompare the impacts.",
  module_id: moduleId,
  quiz: [question()],
  ...p,
});

async function createLesson(moduleId: string, p: Record<string, unknown> = {}, c: TestClient = admin) {
  const res = await c.post("/api/admin/module-lessons", body(moduleId, p));
  expect([res.status, res.body.error]).toEqual([200, undefined]);
  return res.body.lesson;
}

const lessonRow = async (id: string) => (await server.deps.db.select().from(moduleLessons).where(eq(moduleLessons.id, id)))[0];
const lessonCount = async () => (await server.deps.db.select({ id: moduleLessons.id }).from(moduleLessons)).length;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: `${ADMIN},${ADMIN2}` });
  admin = server.client();
  admin2 = server.client();
  student = server.client();
  expect((await admin.signup({ email: ADMIN })).status).toBe(200);
  expect((await admin2.signup({ email: ADMIN2 })).status).toBe(200);
  studentId = (await student.signup()).body.user.id;
});
afterAll(async () => {
  await server?.close();
});

describe("creating a module lesson", () => {
  it("saves the builder's lesson: level beginner by default, writing only with a prompt", async () => {
    const m = await newModule();
    const plain = await createLesson(m, {
      title: "  Plain  ",
      writing_prompt: "   ",
      case_builder_prompt: "Ignored without the case builder",
    });
    expect(plain).toEqual({
      id: expect.any(String),
      title: "Plain",
      level: "beginner",
      module_id: m,
      reading: "## Weighing\n\nCompare the impacts.",
      writing_prompt: "",
      allow_writing: false,
      allow_case_builder: false,
      case_builder_prompt: "",
      quiz: [{ id: "q0", ...question() }],
      quiz_error: null,
      created_by: expect.any(String),
      created_at: expect.any(String),
    });
    expect(await lessonRow(plain.id)).toMatchObject({ allowWriting: false, writingPrompt: null, caseBuilderPrompt: null });

    const full = await createLesson(m, {
      level: "advanced",
      writing_prompt: " Argue for the motion. ",
      allow_case_builder: true,
      case_builder_prompt: "Build the case.",
      allow_writing: false, // not the client's to decide
    });
    expect(full).toMatchObject({
      level: "advanced",
      writing_prompt: "Argue for the motion.",
      allow_writing: true,
      allow_case_builder: true,
      case_builder_prompt: "Build the case.",
    });
    // The module page lists both, in creation order.
    const page = await student.get(`/api/modules/${m}`);
    expect(page.body.lessons.map((l: { id: string }) => l.id)).toEqual([plain.id, full.id]);
  });

  it("answers 'Missing required fields' without a title, reading or module, and saves nothing", async () => {
    const m = await newModule();
    const before = await lessonCount();
    for (const p of [
      { title: undefined },
      { title: "  " },
      { reading: undefined },
      { reading: "" },
      { module_id: undefined },
      { module_id: "" },
      { module_id: "x" },
    ]) {
      const res = await admin.post("/api/admin/module-lessons", JSON.parse(JSON.stringify(body(m, p))));
      expect([JSON.stringify(p), res.status, res.body]).toEqual([JSON.stringify(p), 400, { error: A.missingRequiredFields }]);
    }
    const unknown = await admin.post("/api/admin/module-lessons", body(UNKNOWN));
    expect([unknown.status, unknown.body]).toEqual([404, { error: M.moduleNotFound }]);
    const foreign = await admin.post("/api/admin/module-lessons", body(await newModule(admin2)));
    expect([foreign.status, foreign.body]).toEqual([403, { error: A.notYourModule }]);
    expect(await lessonCount()).toBe(before);
  });

  it("checks the quiz with the builder's rules: blank options dropped, then 'Question N …'", async () => {
    const m = await newModule();
    const saved = await createLesson(m, {
      quiz: [question({ options: [" Prime Minister ", "", "Whip", "  "] }), question({ text: "Q2" })],
    });
    expect(saved.quiz[0]).toEqual({
      id: "q0",
      text: "Who opens the debate?",
      options: ["Prime Minister", "Whip"],
      correct: "Prime Minister",
    });
    const before = await lessonCount();
    for (const [quiz, error] of [
      [[question({ text: " " })], Q.missingText(1)],
      [[question(), question({ options: ["Whip", "", " "], correct: "Whip" })], Q.missingOptions(2)],
      [[question({ options: ["Whip", "Whip ", "PM"], correct: "PM" })], Q.duplicateOptions(1)],
      [[question(), question(), question({ correct: "Speaker" })], Q.correctNotAnOption(3)],
      [Array.from({ length: QUIZ_MAX_QUESTIONS + 1 }, () => question()), A.tooManyQuestions],
    ] as const) {
      const res = await admin.post("/api/admin/module-lessons", body(m, { quiz }));
      expect([res.status, res.body]).toEqual([400, { error: error }]);
    }
    const six = await admin.post(
      "/api/admin/module-lessons",
      body(m, { quiz: [question({ options: ["A", "B", "C", "D", "E", "F"], correct: "A" })] }),
    );
    expect(six.status).toBe(400);
    expect(six.body.error).toMatch(/\S/);
    expect(
      (await admin.post("/api/admin/module-lessons", body(m, { quiz: Array.from({ length: QUIZ_MAX_QUESTIONS }, () => question()) })))
        .status,
    ).toBe(200);
    expect(await lessonCount()).toBe(before + 1);
  });

  it("refuses malformed bodies and unstorable text with a message, never a 500", async () => {
    const m = await newModule();
    const before = await lessonCount();
    for (const b of [
      "not json",
      "[]",
      body(m, { title: "a\u0000b" }),
      body(m, { reading: "x\ud800" }),
      body(m, { level: "expert" }),
      body(m, { quiz: "three questions" }),
      body(m, { quiz: [{ text: "Q" }] }),
      body(m, { quiz: [question({ correct: 0 as never })] }),
      body(m, { allow_case_builder: "yes" }),
      body(m, { title: "t".repeat(201) }),
      body(m, { writing_prompt: "p".repeat(2001) }),
    ]) {
      const res = await admin.post("/api/admin/module-lessons", b);
      expect([res.status, typeof res.body?.error]).toEqual([400, "string"]);
    }
    const nul = await admin.post("/api/admin/module-lessons", body(m, { title: "a\u0000b" }));
    expect(nul.body.error).toBe(COMMON_MESSAGES.unstorableText);
    expect(await lessonCount()).toBe(before);
  });
});

describe("what the learner reads", () => {
  it("serves the saved quiz to the learner, right answers hidden until a score exists", async () => {
    const m = await newModule();
    const lesson = await createLesson(m, {
      quiz: [question(), question({ text: "Which option is last?", options: ["One", "Two", "", "Three"], correct: "Three" })],
    });
    const url = `/api/modules/${m}/lessons/${lesson.id}`;
    const first = await student.get(url);
    expect(first.status).toBe(200);
    expect(first.body.lesson.quiz).toEqual([
      { id: "q0", text: "Who opens the debate?", options: ["Prime Minister", "Leader of Opposition", "Whip"], correct: null },
      { id: "q1", text: "Which option is last?", options: ["One", "Two", "Three"], correct: null },
    ]);
    expect(first.body.lesson.quiz_error).toBeNull();
    const submit = await student.post(`${url}/submit`, { quiz_answers: { "0": "Prime Minister", "1": "Three" } });
    expect(submit.status).toBe(200);
    expect(submit.body.progress.score).toBe(100);
    expect((await student.get(url)).body.lesson.quiz.map((q: { correct: number }) => q.correct)).toEqual([0, 2]);
  });
});

describe("editing a module lesson", () => {
  it("saves the edit, re-deriving allow_writing, and refuses a bad edit without changing anything", async () => {
    const m = await newModule();
    const lesson = await createLesson(m, { writing_prompt: "Argue.", allow_case_builder: true, case_builder_prompt: "Case." });
    expect(lesson.allow_writing).toBe(true);
    const url = `/api/admin/module-lessons/${lesson.id}`;
    const edit = { title: "Edited", reading: "New reading.", level: "intermediate", quiz: [question({ correct: "Whip" })] };
    const res = await admin.put(url, edit);
    expect(res.status).toBe(200);
    expect(res.body.lesson).toMatchObject({
      ...edit,
      module_id: m,
      writing_prompt: "",
      allow_writing: false,
      allow_case_builder: false,
      case_builder_prompt: "",
    });
    expect((await admin.get(url)).body.lesson).toEqual(res.body.lesson);

    for (const [b, error] of [
      [{ ...edit, title: "" }, A.missingRequiredFields],
      [{ ...edit, reading: undefined }, A.missingRequiredFields],
      [{ ...edit, quiz: [question({ options: ["A", "A"], correct: "A" })] }, Q.duplicateOptions(1)],
    ] as const) {
      const bad = await admin.put(url, JSON.parse(JSON.stringify(b)));
      expect([bad.status, bad.body]).toEqual([400, { error }]);
    }
    expect((await admin.put(url, "not json")).status).toBe(400);
    expect(await lessonRow(lesson.id)).toMatchObject({ title: "Edited", reading: "New reading.", level: "intermediate", moduleId: m });
  });

  it("opens a lesson whose stored quiz cannot be read, with the reason, and lists it", async () => {
    const m = await newModule();
    const lesson = await createLesson(m);
    await server.deps.db.update(moduleLessons).set({ quiz: "{broken" }).where(eq(moduleLessons.id, lesson.id));
    const res = await admin.get(`/api/admin/module-lessons/${lesson.id}`);
    expect(res.status).toBe(200);
    expect(res.body.lesson.quiz).toEqual([]);
    expect(res.body.lesson.quiz_error).toMatch(/\S/);
    const listed = (await admin.get("/api/admin/module-lessons")).body.lessons.find((l: { id: string }) => l.id === lesson.id);
    expect(listed).toMatchObject({ questions: 0, module: { id: m } });
  });
});

describe("the admin's lesson list, assigning and unassigning", () => {
  it("lists the admin's lessons newest first with their module and question count", async () => {
    const m = await newModule();
    const lesson = await createLesson(m, { quiz: [question(), question()] });
    const list = (await admin.get("/api/admin/module-lessons")).body.lessons;
    expect(list[0]).toEqual({
      id: lesson.id,
      title: lesson.title,
      level: "beginner",
      module: { id: m, name: expect.stringMatching(/^Module \d+$/) },
      questions: 2,
      created_by: lesson.created_by,
      created_at: lesson.created_at,
    });
    expect(list.some((l: { id: string }) => l.id === lesson.id)).toBe(true);
    expect((await admin2.get("/api/admin/module-lessons")).body.lessons.some((l: { id: string }) => l.id === lesson.id)).toBe(false);
  });

  it("unassigns (the lesson leaves the module page, module_id null) and assigns again", async () => {
    const m = await newModule();
    const other = await newModule();
    const lesson = await createLesson(m);
    const url = `/api/admin/module-lessons/${lesson.id}/module`;
    const off = await admin.put(url, { module_id: null });
    expect([off.status, off.body.lesson.module_id]).toEqual([200, null]);
    expect((await lessonRow(lesson.id)).moduleId).toBeNull();
    expect((await student.get(`/api/modules/${m}`)).body.lessons).toEqual([]);
    expect((await student.get(`/api/modules/${m}/lessons/${lesson.id}`)).status).toBe(404);
    expect((await admin.get("/api/admin/module-lessons")).body.lessons.find((l: { id: string }) => l.id === lesson.id).module).toBeNull();

    const on = await admin.put(url, { module_id: other });
    expect([on.status, on.body.lesson.module_id]).toEqual([200, other]);
    expect((await student.get(`/api/modules/${other}`)).body.lessons.map((l: { id: string }) => l.id)).toEqual([lesson.id]);
    const settings = await admin.get(`/api/admin/modules/${other}`);
    expect(settings.body.module.lessons_count).toBe(1);

    const foreign = await admin.put(url, { module_id: await newModule(admin2) });
    expect([foreign.status, foreign.body]).toEqual([403, { error: A.notYourModule }]);
    const unknown = await admin.put(url, { module_id: UNKNOWN });
    expect([unknown.status, unknown.body]).toEqual([404, { error: M.moduleNotFound }]);
    for (const b of [{}, { module_id: "x" }, { module_id: 5 }, "not json"]) {
      const res = await admin.put(url, b);
      expect([JSON.stringify(b), res.status, typeof res.body.error]).toEqual([JSON.stringify(b), 400, "string"]);
    }
    expect((await lessonRow(lesson.id)).moduleId).toBe(other);
  });
});

describe("moving a lesson a learner has done", () => {
  it("takes the learner's completion and score along, by assigning and by creating a module with it", async () => {
    const from = await newModule();
    const to = await newModule();
    const l = await createLesson(from);
    expect((await student.post(`/api/modules/${from}/lessons/${l.id}/submit`, { quiz_answers: { "0": "Prime Minister" } })).status).toBe(
      200,
    );
    const card = async (m: string) => (await student.get(`/api/modules/${m}`)).body.lessons.find((x: { id: string }) => x.id === l.id);

    expect((await admin.put(`/api/admin/module-lessons/${l.id}/module`, { module_id: to })).status).toBe(200);
    expect(await card(to)).toMatchObject({ completed: true, score: 100 });
    expect((await student.get(`/api/modules/${to}/lessons/${l.id}`)).body.progress).toMatchObject({ score: 100 });

    const created = await admin.post("/api/admin/modules", { name: `Module ${++seq}`, lesson_ids: [l.id] });
    expect(created.status).toBe(200);
    const third = created.body.module.id as string;
    expect(created.body.module.lessons_count).toBe(1);
    expect((await admin.request("PATCH", `/api/admin/modules/${third}`, { is_public: true })).status).toBe(200);
    expect(await card(third)).toMatchObject({ completed: true, score: 100 });
    const rows = await server.deps.db.select().from(moduleProgress).where(eq(moduleProgress.lessonId, l.id));
    expect(rows.map((r) => r.moduleId)).toEqual([third]);
  });
});

describe("deleting a module lesson", () => {
  it("deletes the lesson and the learners' progress on it", async () => {
    const m = await newModule();
    const lesson = await createLesson(m);
    const kept = await createLesson(m);
    for (const l of [lesson, kept]) {
      expect((await student.post(`/api/modules/${m}/lessons/${l.id}/submit`, { quiz_answers: { "0": "Whip" } })).status).toBe(200);
    }
    const progress = async () =>
      (await server.deps.db.select().from(moduleProgress).where(eq(moduleProgress.userId, studentId))).map((p) => p.lessonId);
    expect(await progress()).toEqual(expect.arrayContaining([lesson.id, kept.id]));
    const res = await admin.delete(`/api/admin/module-lessons/${lesson.id}`);
    expect([res.status, res.body]).toEqual([200, { ok: true }]);
    expect(await lessonRow(lesson.id)).toBeUndefined();
    expect(await progress()).not.toContain(lesson.id);
    expect(await progress()).toContain(kept.id);
    expect((await student.get(`/api/modules/${m}`)).body.lessons.map((l: { id: string }) => l.id)).toEqual([kept.id]);
    const again = await admin.delete(`/api/admin/module-lessons/${lesson.id}`);
    expect([again.status, again.body]).toEqual([404, { error: A.lessonNotFound }]);
  });
});

describe("GET /api/module-lessons/{lessonId}", () => {
  it("finds the module of a lesson the user may open", async () => {
    const pub = await newModule();
    const priv = await newModule(admin, false);
    const open = await createLesson(pub);
    const locked = await createLesson(priv);
    const loose = await createLesson(pub);
    await admin.put(`/api/admin/module-lessons/${loose.id}/module`, { module_id: null });
    const where = (c: TestClient, id: string) => c.get(`/api/module-lessons/${id}`);

    expect((await where(student, open.id)).body).toEqual({ module_id: pub, lesson_id: open.id });
    const refused = await where(student, locked.id);
    expect([refused.status, refused.body]).toEqual([403, { error: M.moduleLocked }]);
    expect((await where(admin, locked.id)).body).toEqual({ module_id: priv, lesson_id: locked.id });
    expect((await where(admin2, locked.id)).status).toBe(200);
    for (const c of [student, admin]) {
      const res = await where(c, loose.id);
      expect([res.status, res.body]).toEqual([404, { error: M.lessonNotFound }]);
    }
    expect((await where(student, UNKNOWN)).status).toBe(404);
    expect((await where(student, "nope")).status).toBe(400);
    expect((await where(server.client(), open.id)).status).toBe(401);

    // Once the student unlocks the private module, it opens.
    await server.deps.db.insert(userUnlockedModules).values({ userId: studentId, moduleId: priv });
    expect((await where(student, locked.id)).body).toEqual({ module_id: priv, lesson_id: locked.id });
    const [row] = await server.deps.db.select().from(modules).where(eq(modules.id, priv));
    expect(row.isPublic).toBe(false);
  });
});
