import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestServer, TEACHER_CODE, type TestClient, type TestServer } from "#tests/support/test-server.ts";
import { fakeLlmForTests, serverForTests } from "#tests/support/lifecycle.ts";
import { moduleLessons, moduleProgress, modules, oneTimeAccessCodes, userUnlockedModules } from "#server/db/schema/index.ts";
import { saveSettingsGroup } from "#server/platform/settings-store.ts";
import { defaultSettings } from "#shared/settings/rules.ts";
import { readRubric } from "#shared/settings/feedback-style.ts";
import { MODULE_MESSAGES as M } from "#shared/messages/index.ts";
import { UNLOCK_MAX_WRONG } from "#shared/modules/rules.ts";
import { counterOf } from "#server/platform/limits/limiter.ts";
import { codeGuessUserKey } from "#server/platform/limits/code-guesses.ts";

const ADMIN = "head@example.com";
const ADMIN2 = "deputy@example.com";
const DAY = 86_400_000;

type Level = "beginner" | "intermediate" | "advanced";
const quiz = [
  { text: "What does the P in PAEL stand for?", options: ["Point", "Proof", "Premise"], correct: "Point" },
  { text: "Which speaker opens the debate?", options: ["Opposition", "Prime Minister"], correct: 1 },
  {
    text: "What must rebuttal weigh?",
    options: ["The weakest argument", "The strongest argument", "Nothing"],
    correct: "The strongest argument",
  },
];
const allRight = { "0": "Point", "1": "Prime Minister", "2": 1 };

let server: TestServer;
let seq = 0;

async function user(c: TestClient, opts: { email?: string; role?: "student" | "teacher" } = {}): Promise<string> {
  const res = await c.signup({ email: opts.email, role: opts.role, teacherCode: opts.role === "teacher" ? TEACHER_CODE : undefined });
  expect(res.status).toBe(200);
  return res.body.user.id as string;
}

async function makeModule(
  p: { name?: string; description?: string; isPublic?: boolean; createdBy?: string | null; updatedAt?: Date } = {},
) {
  const [row] = await server.deps.db
    .insert(modules)
    .values({
      name: p.name ?? `Module ${++seq}`,
      description: p.description ?? "",
      isPublic: p.isPublic ?? true,
      createdBy: p.createdBy ?? null,
      ...(p.updatedAt ? { updatedAt: p.updatedAt } : {}),
    })
    .returning();
  return row;
}

async function makeLesson(
  moduleId: string | null,
  p: { title?: string; level?: Level; quiz?: unknown; allowWriting?: boolean; writingPrompt?: string | null; createdAt?: Date } = {},
) {
  const [row] = await server.deps.db
    .insert(moduleLessons)
    .values({
      moduleId,
      title: p.title ?? `Lesson ${++seq}`,
      level: p.level ?? "beginner",
      reading: "## Speech structure\n\nA speech has a roadmap, arguments and a summary.",
      quiz: p.quiz ?? quiz,
      allowWriting: p.allowWriting ?? false,
      writingPrompt: p.writingPrompt ?? null,
      allowCaseBuilder: true,
      caseBuilderPrompt: "Build the Government case.",
      ...(p.createdAt ? { createdAt: p.createdAt } : {}),
    })
    .returning();
  return row;
}

async function makeCode(moduleId: string, userId: string, p: { code?: string; expiresAt?: Date; usedAt?: Date } = {}) {
  const code = p.code ?? `C${String(++seq).padStart(5, "0")}`;
  await server.deps.db.insert(oneTimeAccessCodes).values({
    code,
    moduleId,
    userId,
    expiresAt: p.expiresAt ?? new Date(Date.now() + DAY),
    usedAt: p.usedAt ?? null,
  });
  return code;
}

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: `${ADMIN},${ADMIN2}` });
});
afterAll(async () => {
  await server?.close();
});

describe("the catalogue", () => {
  let c: TestClient;
  let own: TestServer;
  const names: Record<string, string> = {};

  beforeAll(async () => {
    // A database of its own, so other tests' modules do not change the counts.
    own = await startTestServer();
    const main = server;
    server = own; // the helpers below write to `server`'s database
    c = own.client();
    const me = await user(c);
    const t0 = Date.now() - 100 * DAY;
    const at = (d: number) => new Date(t0 + d * DAY);
    const rebuttal = await makeModule({ name: "Rebuttal Basics", description: "Answer the other side", updatedAt: at(5) });
    const weighing = await makeModule({ name: "advanced weighing", description: "Compare impacts 100%", updatedAt: at(9) });
    const empty = await makeModule({ name: "Empty Module", updatedAt: at(1) });
    const locked = await makeModule({ name: "Secret Framing", isPublic: false, updatedAt: at(3) });
    const mine = await makeModule({ name: "My Private POIs", isPublic: false, updatedAt: at(2) });
    await server.deps.db.insert(userUnlockedModules).values({ userId: me, moduleId: mine.id });
    for (const l of ["beginner", "beginner", "advanced"] as Level[]) await makeLesson(rebuttal.id, { level: l });
    for (const l of ["advanced", "advanced", "intermediate", "advanced"] as Level[]) await makeLesson(weighing.id, { level: l });
    await makeLesson(locked.id, { level: "intermediate" });
    await makeLesson(mine.id, { level: "beginner" });
    Object.assign(names, { rebuttal: rebuttal.id, weighing: weighing.id, empty: empty.id, locked: locked.id, mine: mine.id });
    server = main;
  });
  afterAll(async () => {
    await own?.close();
  });

  const list = async (q = "") => {
    const res = await c.get(`/api/modules${q}`);
    expect(res.status).toBe(200);
    return res.body as { modules: any[]; totals: Record<string, number> };
  };

  it("returns modules_for_user's fields in three sections (unlocked, public, locked)", async () => {
    const body = await list();
    expect(body.totals).toEqual({ unlocked: 1, public: 3, locked: 1 });
    expect(body.modules.map((m) => [m.name, m.access_status])).toEqual([
      ["My Private POIs", "unlocked"],
      ["advanced weighing", "public"],
      ["Rebuttal Basics", "public"],
      ["Empty Module", "public"],
      ["Secret Framing", "locked"],
    ]);
    const rebuttal = body.modules.find((m) => m.id === names.rebuttal);
    expect(rebuttal).toEqual({
      id: names.rebuttal,
      name: "Rebuttal Basics",
      description: "Answer the other side",
      dominant_level: "intermediate",
      access_status: "public",
      lessons_count: 3,
      module_updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(body.modules.find((m) => m.id === names.weighing)).toMatchObject({ dominant_level: "advanced", lessons_count: 4 });
    expect(body.modules.find((m) => m.id === names.empty)).toMatchObject({ dominant_level: null, lessons_count: 0 });
  });

  it("searches name and description (case-insensitive, % and _ literal)", async () => {
    expect((await list("?search=REBUTTAL")).modules.map((m) => m.id)).toEqual([names.rebuttal]);
    expect((await list("?search=impacts")).modules.map((m) => m.id)).toEqual([names.weighing]);
    expect((await list("?search=100%25")).modules.map((m) => m.id)).toEqual([names.weighing]);
    expect((await list("?search=%25")).modules.map((m) => m.id)).toEqual([names.weighing]);
    expect((await list("?search=_")).modules).toEqual([]);
    expect((await list("?search=nothing-like-this")).totals).toEqual({ unlocked: 0, public: 0, locked: 0 });
  });

  it("filters by dominant level", async () => {
    expect((await list("?level=advanced")).modules.map((m) => m.id)).toEqual([names.weighing]);
    expect((await list("?level=intermediate")).modules.map((m) => m.id).sort()).toEqual([names.rebuttal, names.locked].sort());
    expect((await list("?level=beginner")).modules.map((m) => m.id)).toEqual([names.mine]);
    expect((await list("?level=all")).modules).toHaveLength(5);
  });

  it("sorts by recent, title and lessons", async () => {
    const pub = async (sort: string) => (await list(`?sort=${sort}&section=public`)).modules.map((m) => m.name);
    expect(await pub("recent")).toEqual(["advanced weighing", "Rebuttal Basics", "Empty Module"]);
    expect(await pub("title")).toEqual(["advanced weighing", "Empty Module", "Rebuttal Basics"]);
    expect(await pub("lessons")).toEqual(["advanced weighing", "Rebuttal Basics", "Empty Module"]);
  });

  it("pages each section with one limit and offset", async () => {
    const p1 = await list("?sort=title&limit=2&offset=0");
    expect(p1.modules.map((m) => m.name)).toEqual(["My Private POIs", "advanced weighing", "Empty Module", "Secret Framing"]);
    expect(p1.totals).toEqual({ unlocked: 1, public: 3, locked: 1 });
    const p2 = await list("?sort=title&limit=2&offset=2");
    expect(p2.modules.map((m) => m.name)).toEqual(["Rebuttal Basics"]);
    expect(p2.totals).toEqual({ unlocked: 1, public: 3, locked: 1 });
    const one = await list("?section=public&sort=title&limit=1&offset=1");
    expect(one.modules.map((m) => m.name)).toEqual(["Empty Module"]);
    expect(one.totals).toEqual({ unlocked: 0, public: 3, locked: 0 });
  });

  it("refuses bad parameters with a message", async () => {
    for (const q of ["?level=expert", "?sort=popular", "?limit=0", "?limit=abc", "?offset=-1", "?section=mine"]) {
      const res = await c.get(`/api/modules${q}`);
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe("string");
    }
  });
});

describe("access", () => {
  it("answers 401 to signed-out visitors on every route", async () => {
    const guest = server.client();
    const m = await makeModule();
    const l = await makeLesson(m.id);
    for (const [method, path] of [
      ["GET", "/api/modules"],
      ["GET", `/api/modules/${m.id}`],
      ["GET", `/api/modules/${m.id}/lessons/${l.id}`],
      ["POST", `/api/modules/${m.id}/lessons/${l.id}/submit`],
      ["POST", `/api/modules/${m.id}/unlock`],
      ["POST", "/api/lesson-feedback"],
    ] as const) {
      const body = method === "POST" ? (path.endsWith("unlock") ? { code: "ABC123" } : { prompt: "p", input: "i" }) : undefined;
      const res = await guest.request(method, path, body);
      expect(res.status, path).toBe(401);
    }
  });

  it("refuses a private module to students who have not unlocked it, and opens it to admins", async () => {
    const student = server.client();
    const second = server.client();
    const teacher = server.client();
    const admin = server.client();
    const admin2 = server.client();
    const sid = await user(student);
    await user(second);
    await user(teacher, { role: "teacher" });
    const adminId = await user(admin, { email: ADMIN });
    await user(admin2, { email: ADMIN2 });
    const priv = await makeModule({ name: "Private", isPublic: false, createdBy: adminId });
    const lesson = await makeLesson(priv.id);
    await server.deps.db.insert(userUnlockedModules).values({ userId: sid, moduleId: priv.id });
    const pub = await makeModule({ name: "Public" });
    const pubLesson = await makeLesson(pub.id);

    for (const c of [student, second, teacher, admin, admin2]) {
      expect((await c.get(`/api/modules/${pub.id}`)).status).toBe(200);
      expect((await c.get(`/api/modules/${pub.id}/lessons/${pubLesson.id}`)).status).toBe(200);
    }
    for (const c of [student, admin, admin2]) {
      expect((await c.get(`/api/modules/${priv.id}`)).status).toBe(200);
      expect((await c.get(`/api/modules/${priv.id}/lessons/${lesson.id}`)).status).toBe(200);
    }
    for (const c of [second, teacher]) {
      for (const res of [
        await c.get(`/api/modules/${priv.id}`),
        await c.get(`/api/modules/${priv.id}/lessons/${lesson.id}`),
        await c.post(`/api/modules/${priv.id}/lessons/${lesson.id}/submit`, { quiz_answers: allRight }),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.error).toBe(M.moduleLocked);
      }
    }
    const find = async (c: TestClient) => (await c.get("/api/modules?limit=250")).body.modules.find((m: any) => m.id === priv.id);
    expect((await find(student)).access_status).toBe("unlocked");
    expect((await find(second)).access_status).toBe("locked");
    expect((await find(teacher)).access_status).toBe("locked");
    expect((await find(admin2)).access_status).toBe("unlocked");
    // Nothing was saved for the refused submits.
    expect(await server.deps.db.select().from(moduleProgress).where(eq(moduleProgress.moduleId, priv.id))).toEqual([]);
  });

  it("answers 404 for unknown modules and for a lesson of another module", async () => {
    const c = server.client();
    await user(c);
    const a = await makeModule();
    const b = await makeModule();
    const lb = await makeLesson(b.id);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await c.get(`/api/modules/${unknown}`)).body).toEqual({ error: M.moduleNotFound });
    expect((await c.get(`/api/modules/${unknown}`)).status).toBe(404);
    const other = await c.get(`/api/modules/${a.id}/lessons/${lb.id}`);
    expect(other.status).toBe(404);
    expect(other.body.error).toBe(M.lessonNotFound);
    expect((await c.get(`/api/modules/not-a-uuid`)).status).toBe(400);
  });
});

describe("the module page", () => {
  it("lists lessons in creation order with the user's completion", async () => {
    const c = server.client();
    await user(c);
    const m = await makeModule({ name: "Page" });
    const t = Date.now() - DAY;
    const second = await makeLesson(m.id, { title: "Second", level: "advanced", createdAt: new Date(t + 2000) });
    const first = await makeLesson(m.id, { title: "First", createdAt: new Date(t + 1000) });
    await makeLesson(null, { title: "Unassigned" });
    expect((await c.post(`/api/modules/${m.id}/lessons/${first.id}/submit`, { quiz_answers: allRight })).status).toBe(200);
    const res = await c.get(`/api/modules/${m.id}`);
    expect(res.status).toBe(200);
    expect(res.body.module).toMatchObject({ id: m.id, name: "Page", is_public: true, access_status: "public" });
    expect(res.body.lessons).toEqual([
      { id: first.id, title: "First", level: "beginner", created_at: expect.any(String), completed: true, score: 100 },
      { id: second.id, title: "Second", level: "advanced", created_at: expect.any(String), completed: false, score: null },
    ]);
    // Another student sees their own completion only.
    const other = server.client();
    await user(other);
    expect((await other.get(`/api/modules/${m.id}`)).body.lessons.map((l: any) => l.completed)).toEqual([false, false]);
  });
});

describe("the module lesson", () => {
  it("hides correct answers until a score exists, unless quiz_reveal is immediate", async () => {
    const c = server.client();
    const uid = await user(c);
    const m = await makeModule();
    const l = await makeLesson(m.id, { quiz: JSON.stringify({ questions: quiz }) });
    const before = await c.get(`/api/modules/${m.id}/lessons/${l.id}`);
    expect(before.status).toBe(200);
    expect(before.body.progress).toBeNull();
    expect(before.body.quiz_reveal).toBe("after_submit");
    expect(before.body.lesson).toMatchObject({
      allow_case_builder: true,
      case_builder_prompt: "Build the Government case.",
      quiz_error: null,
    });
    expect(before.body.lesson.quiz.map((q: any) => q.correct)).toEqual([null, null, null]);
    expect(before.body.lesson.quiz[0]).toEqual({ id: "0", text: quiz[0].text, options: quiz[0].options, correct: null });

    await saveSettingsGroup(server.deps.db, uid, "preferences", { ...defaultSettings().preferences, quiz_reveal: "immediate" });
    const immediate = await c.get(`/api/modules/${m.id}/lessons/${l.id}`);
    expect(immediate.body.lesson.quiz.map((q: any) => q.correct)).toEqual([0, 1, 1]);
  });

  it("opens a lesson whose quiz cannot be read, without a quiz", async () => {
    const c = server.client();
    await user(c);
    const m = await makeModule();
    const l = await makeLesson(m.id, { quiz: "{broken" });
    const res = await c.get(`/api/modules/${m.id}/lessons/${l.id}`);
    expect(res.status).toBe(200);
    expect(res.body.lesson.quiz).toEqual([]);
    expect(res.body.lesson.quiz_error).toBe(M.quizUnreadable);
  });

  it("submits with the quiz percentage when there is no writing, and resubmits over the same row", async () => {
    const c = server.client();
    const uid = await user(c);
    const m = await makeModule();
    const l = await makeLesson(m.id, { allowWriting: false, writingPrompt: "Ignored" });
    const url = `/api/modules/${m.id}/lessons/${l.id}/submit`;
    const first = await c.post(url, {
      quiz_answers: { "0": "Point", "1": 0 },
      writing_response: "Not read: writing is off.",
      case_builder_answer: "My case",
    });
    expect(first.status).toBe(200);
    expect(first.body.engine).toBeNull();
    // The quiz and the writing apart, as a class lesson gives them: one of three right, no writing asked.
    expect(first.body.progress).toMatchObject({
      completed: true,
      score: 33,
      quiz_correct: 1,
      quiz_total: 3,
      writing_score: null,
      feedback: null,
      case_builder_answer: "My case",
    });
    expect(first.body.lesson.quiz.map((q: any) => q.correct)).toEqual([0, 1, 1]);

    const again = await c.post(url, { quiz_answers: allRight });
    expect(again.body.progress).toMatchObject({
      completed: true,
      score: 100,
      quiz_answers: allRight,
      writing_response: "",
      case_builder_answer: "",
    });
    const rows = await server.deps.db.select().from(moduleProgress).where(eq(moduleProgress.userId, uid));
    expect(rows).toHaveLength(1);
    const reload = await c.get(`/api/modules/${m.id}/lessons/${l.id}`);
    expect(reload.body.progress).toMatchObject({ score: 100, quiz_answers: allRight });
    expect(reload.body.lesson.quiz.map((q: any) => q.correct)).toEqual([0, 1, 1]);
  });

  it("scores writing with the offline reader when writing is allowed and the response non-empty", async () => {
    const c = server.client();
    await user(c);
    const m = await makeModule();
    const prompt = "Explain why a rebuttal should answer the opponent's strongest argument.";
    const l = await makeLesson(m.id, { allowWriting: true, writingPrompt: prompt });
    const url = `/api/modules/${m.id}/lessons/${l.id}/submit`;
    const blank = await c.post(url, { quiz_answers: { "0": "Point" }, writing_response: "   " });
    // The lesson asks for writing: a blank response counts 0 beside the quiz's 33 % (half each).
    expect(blank.body).toMatchObject({ engine: null, progress: { score: 17, writing_score: 0, quiz_correct: 1, feedback: null } });
    const copied = await c.post(url, { quiz_answers: allRight, writing_response: prompt });
    expect(copied.status).toBe(200);
    expect(copied.body.engine).toBe("offline");
    // A copied prompt scores at most 10 on the writing; the right quiz answers make the other half.
    expect(copied.body.progress.score).toBeLessThanOrEqual(55);
    expect(copied.body.progress.feedback).toMatch(/repeats the prompt/);
  });

  it("refuses a blank submission of a lesson that asks something, and saves nothing", async () => {
    const c = server.client();
    const uid = await user(c);
    const m = await makeModule();
    const l = await makeLesson(m.id, { allowWriting: true, writingPrompt: "Why weigh?" });
    const url = `/api/modules/${m.id}/lessons/${l.id}/submit`;
    for (const body of [{}, { quiz_answers: {}, writing_response: "  \n ", case_builder_answer: "" }, { quiz_answers: { "0": "" } }]) {
      const res = await c.post(url, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(M.nothingToSubmit);
    }
    expect(await server.deps.db.select().from(moduleProgress).where(eq(moduleProgress.userId, uid))).toEqual([]);
    // One answered question is enough.
    expect((await c.post(url, { quiz_answers: { "1": 1 } })).status).toBe(200);
  });

  it("refuses malformed bodies with a message and saves nothing", async () => {
    const c = server.client();
    const uid = await user(c);
    const m = await makeModule();
    const l = await makeLesson(m.id);
    const url = `/api/modules/${m.id}/lessons/${l.id}/submit`;
    for (const body of [
      { quiz_answers: "all" },
      { quiz_answers: { first: "Point" } },
      { quiz_answers: { "0": { x: 1 } } },
      { writing_response: 42 },
      { writing_response: "x".repeat(20_001) },
      "not json",
    ]) {
      const res = await c.post(url, body);
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe("string");
    }
    expect(await server.deps.db.select().from(moduleProgress).where(eq(moduleProgress.userId, uid))).toEqual([]);
  });
});

describe("unlocking with a code", () => {
  it("unlocks only the module and student the code was made for, before expiry, once", async () => {
    const student = server.client();
    const other = server.client();
    const sid = await user(student);
    const oid = await user(other);
    const priv = await makeModule({ isPublic: false });
    const elsewhere = await makeModule({ isPublic: false });
    const code = await makeCode(priv.id, sid);
    const expired = await makeCode(priv.id, sid, { expiresAt: new Date(Date.now() - 1000) });
    const used = await makeCode(priv.id, sid, { usedAt: new Date() });
    const forOther = await makeCode(priv.id, oid);

    const tryCode = (c: TestClient, moduleId: string, value: string) => c.post(`/api/modules/${moduleId}/unlock`, { code: value });
    for (const [c, moduleId, value] of [
      [student, elsewhere.id, code], // wrong module
      [other, priv.id, code], // wrong student
      [student, priv.id, expired],
      [student, priv.id, used],
      [student, priv.id, forOther],
    ] as const) {
      const res = await tryCode(c, moduleId, value);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: M.invalidOrExpiredCode });
    }
    expect((await student.get(`/api/modules/${priv.id}`)).status).toBe(403);

    const ok = await tryCode(student, priv.id, ` ${code.toLowerCase()} `);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ unlocked: true, moduleId: priv.id });
    expect((await student.get(`/api/modules/${priv.id}`)).status).toBe(200);
    expect((await other.get(`/api/modules/${priv.id}`)).status).toBe(403);
    const reused = await tryCode(student, priv.id, code);
    expect(reused.body).toEqual({ error: M.invalidOrExpiredCode });
    const [row] = await server.deps.db.select().from(oneTimeAccessCodes).where(eq(oneTimeAccessCodes.code, code));
    expect(row.usedAt).not.toBeNull();
  });

  it("unlocks once when the same code is used twice at the same moment", async () => {
    const student = server.client();
    const sid = await user(student);
    const priv = await makeModule({ isPublic: false });
    const code = await makeCode(priv.id, sid);
    const results = await Promise.all([1, 2, 3].map(() => student.post(`/api/modules/${priv.id}/unlock`, { code })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    const unlocks = await server.deps.db.select().from(userUnlockedModules).where(eq(userUnlockedModules.userId, sid));
    expect(unlocks).toHaveLength(1);
  });

  it("asks for a valid code when the input cannot be one, and 404s an unknown module", async () => {
    const c = server.client();
    await user(c);
    const priv = await makeModule({ isPublic: false });
    for (const body of [{ code: "" }, { code: "AB" }, { code: "ABC-12" }, { code: 123456 }, {}]) {
      const res = await c.post(`/api/modules/${priv.id}/unlock`, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: M.enterValidCode });
    }
    const res = await c.post(`/api/modules/00000000-0000-4000-8000-000000000000/unlock`, { code: "ABC123" });
    expect(res.status).toBe(404);
  });

  it("rate-limits wrong guesses per user, in the database, unlocking nothing", async () => {
    const c = server.client();
    const other = server.client();
    const uid = await user(c);
    const oid = await user(other);
    const priv = await makeModule({ isPublic: false });
    const code = await makeCode(priv.id, uid);
    for (let i = 0; i < UNLOCK_MAX_WRONG; i++) {
      expect((await c.post(`/api/modules/${priv.id}/unlock`, { code: `ZZZZ${String(i).padStart(2, "0")}` })).status).toBe(400);
    }
    const limited = await c.post(`/api/modules/${priv.id}/unlock`, { code });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: M.tooManyCodeAttempts });
    expect((await c.get(`/api/modules/${priv.id}`)).status).toBe(403);
    expect((await counterOf(server.deps.db, codeGuessUserKey(uid)))?.count).toBe(UNLOCK_MAX_WRONG);
    // Another user is not affected.
    const otherCode = await makeCode(priv.id, oid);
    expect((await other.post(`/api/modules/${priv.id}/unlock`, { code: otherCode })).status).toBe(200);
  });
});

describe("POST /api/lesson-feedback (offline)", () => {
  it("answers feedback and a 0-100 score, and refuses empty input", async () => {
    const c = server.client();
    await user(c);
    const res = await c.post("/api/lesson-feedback", {
      prompt: "Why does weighing matter in a debate?",
      input:
        "Weighing matters because judges must compare the two sides' impacts, which means a team that explains why its harm is bigger wins the clash. For example, a rebuttal that shows the harm is irreversible outweighs a reversible cost.",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ feedback: expect.any(String), score: expect.any(Number), engine: "offline" });
    expect(res.body.score).toBeGreaterThanOrEqual(0);
    expect(res.body.score).toBeLessThanOrEqual(100);
    const empty = await c.post("/api/lesson-feedback", { prompt: "Why?", input: "  " });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe(M.responseRequired);
    expect((await c.post("/api/lesson-feedback", { input: "x" })).body.error).toBe(M.promptRequired);
  });

  it("writes the feedback in the user's feedback style, with the same score", async () => {
    const c = server.client();
    const id = await user(c);
    const body = {
      prompt: "Should schools ban phones in class?",
      input:
        "Schools should ban phones in class because notifications break students' attention, which means lessons take longer and weaker students fall behind. For example, after England's 2024 guidance, schools reported calmer classrooms.",
    };
    const detailed = (await c.post("/api/lesson-feedback", body)).body;
    const style = async (feedback_style: "brief" | "rubric") => {
      await saveSettingsGroup(server.deps.db, id, "preferences", { ...defaultSettings().preferences, feedback_style });
      return (await c.post("/api/lesson-feedback", body)).body;
    };
    const brief = await style("brief");
    expect(brief.score).toBe(detailed.score);
    expect(brief.feedback.length).toBeLessThan(detailed.feedback.length);
    const rubric = await style("rubric");
    expect(rubric.score).toBe(detailed.score);
    const rows = readRubric(rubric.feedback)?.rows;
    // The rubric's criteria as issue 30 names them: the prompt's task first, language its own row.
    expect(rows?.map((r) => r.criterion)).toEqual([
      "Task",
      "Relevance",
      "Reasoning",
      "Examples",
      "Development",
      "Language",
      "Persuasiveness",
      "Overall",
    ]);
    expect(rows?.at(-1)).toMatchObject({ score: detailed.score, outOf: 100 });
    expect(readRubric(detailed.feedback)).toBeNull();
  });
});

describe("with a model", () => {
  const llm = fakeLlmForTests();
  const modelServer = serverForTests(() => ({
    LLM_BASE_URL: llm.url,
    LLM_MODEL: "coach-model",
    LLM_MAX_RETRIES: "0",
    LLM_TIMEOUT_MS: "2000",
  }));

  it("stores the AI score rounded and clamped, and saves nothing when the model fails", async () => {
    const c = modelServer.client();
    const res = await c.signup();
    const uid = res.body.user.id as string;
    const [m] = await modelServer.deps.db.insert(modules).values({ name: "M", isPublic: true }).returning();
    const [l] = await modelServer.deps.db
      .insert(moduleLessons)
      .values({ moduleId: m.id, title: "L", reading: "R", quiz, allowWriting: true, writingPrompt: "Argue for a ban." })
      .returning();
    const url = `/api/modules/${m.id}/lessons/${l.id}/submit`;

    llm.script([{ kind: "status", status: 500 }]);
    const failed = await c.post(url, { quiz_answers: allRight, writing_response: "A ban protects children." });
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(failed.body.error).toBe(M.feedbackFailed);
    expect(await modelServer.deps.db.select().from(moduleProgress).where(eq(moduleProgress.userId, uid))).toEqual([]);

    llm.script([{ kind: "json", content: JSON.stringify({ feedback: "Good start.", score: 71.6 }) }]);
    const ok = await c.post(url, { quiz_answers: {}, writing_response: "A ban protects children." });
    expect(ok.status).toBe(200);
    // No quiz answer right (0 %) and the model's 72 on the writing count half each.
    expect(ok.body.progress).toMatchObject({ score: 36, feedback: "Good start." });
    expect(ok.body.engine).not.toBe("offline");

    llm.script([{ kind: "json", content: JSON.stringify({ feedback: "Outstanding.", score: 130 }) }]);
    // The model's 130 is clamped to 100 before it is combined with the quiz (none right: 0) → 50.
    // (A bare "Again." would be capped by the integrity checks as nearly empty, whatever the model says.)
    const again = "A ban protects children, because phones distract them in lessons and expose them to bullying online.";
    expect((await c.post(url, { writing_response: again })).body.progress.score).toBe(50);
    llm.script([{ kind: "json", content: JSON.stringify({ feedback: "Off.", score: -4 }) }]);
    const answer = "Phones should be banned in schools, because pupils who check them in lessons learn less and bully each other online.";
    expect((await c.post("/api/lesson-feedback", { prompt: "Should phones be banned in schools?", input: answer })).body).toMatchObject({
      score: 0,
      feedback: "Off.",
    });
  });
});
