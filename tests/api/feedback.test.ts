// Teacher feedback and grading: the access matrix over every feedback route (host, another teacher, the
// student whose work it is, another member, a non-member, an admin, a guest) with 0 leaks, then what
// each route does: the work and its quiz review, grade clamping, AI Suggest offline and the rubric
// template, and a student's progress page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { startTestServer, type TestServer } from "#tests/support/test-server.ts";
import { leakCount, matrixTests, type MatrixRoute } from "#tests/support/access-matrix.ts";
import { classroomLessonProgress, drillAttempts } from "#server/db/schema/index.ts";
import { FEEDBACK_MESSAGES as F, CLASSROOM_MESSAGES as C } from "#shared/messages/index.ts";
import { setAdmin } from "#server/domains/account/profiles.ts";
import { makeLesson, person, setTeacher, type Person } from "./classrooms-fixtures";

const ROLES = ["host", "otherTeacher", "student", "otherMember", "nonMember", "admin", "guest"] as const;
type Role = (typeof ROLES)[number];
const ADMIN = "head@example.com";
const PROMPT = "Should schools ban mobile phones during lessons? Take a side and justify it.";
const WRITING =
  "Schools should ban mobile phones during lessons because phones split students' attention, which means less learning in class. " +
  "For example, a 2015 study of schools in England found that test scores rose after phone bans, especially for weaker students. " +
  "As a result, a ban helps the students who most need support and makes lessons fairer for everyone.";
const SECRET = "Hidden Feedback Lesson";

let server: TestServer;
let people: Record<Exclude<Role, "guest">, Person>;
let lessonId: string;
let seq = 0;

interface Fixture {
  id: string;
  code: string;
  name: string;
}

async function fresh(): Promise<Fixture> {
  const { host, student, otherMember } = people;
  const name = `Feedback Room ${++seq}`;
  const made = await host.c.post("/api/classrooms", { name });
  expect(made.status).toBe(200);
  const room = made.body.classroom;
  for (const s of [student, otherMember]) expect((await s.c.post("/api/classrooms/join", { code: room.code })).status).toBe(200);
  expect((await host.c.post(`/api/classrooms/${room.id}/lessons`, { lesson_id: lessonId })).status).toBe(200);
  const submit = (s: Person, text: string) =>
    s.c.post(`/api/classrooms/${room.id}/lessons/${lessonId}/submit`, {
      answers: { q0: "Point", q1: "Opposition" },
      writing_response: text,
    });
  expect((await submit(student, WRITING)).status).toBe(200);
  expect((await submit(otherMember, "Other member's private essay about phones because reasons.")).status).toBe(200);
  return { id: room.id, code: room.code, name };
}

const work = (f: Fixture, sid = people.student.id) => `/api/classrooms/${f.id}/lessons/${lessonId}/students/${sid}`;

async function snapshot(f: Fixture) {
  const rows = await server.deps.db.select().from(classroomLessonProgress).where(eq(classroomLessonProgress.classroomId, f.id));
  return JSON.stringify(rows.map((r) => [r.studentId, r.teacherFeedback, r.teacherScore, r.feedbackAt?.toISOString()]).sort());
}

type Expect = Record<Role, number>;
const hostOnly: Expect = { host: 200, otherTeacher: 403, student: 403, otherMember: 403, nonMember: 403, admin: 403, guest: 401 };

const ROUTES: Array<MatrixRoute<Role, Fixture> & { expect: Expect }> = [
  {
    name: "GET work",
    expect: { ...hostOnly, student: 200 },
    call: (c, f) => c.get(`${work(f)}/work`),
  },
  {
    name: "PUT feedback",
    expect: hostOnly,
    call: (c, f) => c.put(`${work(f)}/feedback`, { teacher_feedback: "Well argued.", teacher_score: 80 }),
  },
  { name: "POST suggest", expect: hostOnly, call: (c, f) => c.post(`${work(f)}/feedback/suggest`) },
  {
    name: "GET student progress",
    expect: { ...hostOnly, admin: 200 },
    call: (c) => c.get(`/api/profiles/${people.student.id}/progress`),
  },
];

/** An admin by the admin command (a listed address alone needs a confirmed e-mail), signed in afresh so the session knows. */
async function adminPerson(): Promise<Person> {
  await person(server, "student", ADMIN);
  expect(await setAdmin(server.deps.db, ADMIN, true)).toBe(true);
  const c = server.client();
  expect((await c.signin(ADMIN, "secret123")).status).toBe(200);
  const me = (await c.get("/api/me")).body.user;
  return { c, user: me, id: me.id };
}

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN });
  people = {
    host: await person(server, "teacher"),
    otherTeacher: await person(server, "teacher"),
    student: await person(server),
    otherMember: await person(server),
    nonMember: await person(server),
    admin: await adminPerson(),
  };
  expect(people.admin.user.isAdmin).toBe(true);
  lessonId = (await makeLesson(server, people.host.id, { title: SECRET, allowWriting: true, writingPrompt: PROMPT })).id;
});
afterAll(async () => {
  await server?.close();
});

describe("the feedback access matrix", () => {
  let leaks = 0;
  const clientOf = (role: Role) => (role === "guest" ? server.client() : people[role].c);
  matrixTests(ROUTES, ROLES, { fixture: fresh, clientOf, snapshot }, async ({ f, res, unchanged }) => {
    if (res.status >= 400) {
      leaks += leakCount(res.body, [f.code, f.name, SECRET, "phones split", "private essay", people.student.user.username]);
      await unchanged();
    }
    // Whoever may look sees this student's work and never the other member's.
    if (res.status === 200) leaks += leakCount(res.body, ["private essay"]);
    expect(leaks).toBe(0);
  });
});

describe("the student's work", () => {
  it("gives the host the lesson, the response and a quiz review; the student sees the same, read-only", async () => {
    const f = await fresh();
    const host = await people.host.c.get(`${work(f)}/work`);
    expect(host.status).toBe(200);
    expect(host.body.as_host).toBe(true);
    expect(host.body.student).toEqual({
      id: people.student.id,
      username: people.student.user.username,
      avatar_url: "",
      bio: "",
      school: "",
    });
    expect(host.body.lesson.writing_prompt).toBe(PROMPT);
    expect(host.body.lesson.quiz[1].correct).toBe("Prime Minister");
    expect(host.body.progress.writing_response).toBe(WRITING);
    expect(host.body.quiz_review).toEqual([
      { question: "What does the P in PAEL stand for?", chosen: "Point", correct: "Point", right: true },
      { question: "Which speaker opens the debate?", chosen: "Opposition", correct: "Prime Minister", right: false },
    ]);
    const own = await people.student.c.get(`${work(f)}/work`);
    expect(own.status).toBe(200);
    expect(own.body.as_host).toBe(false);
    expect(own.body.progress.writing_response).toBe(WRITING);
  });

  it("says 'Lesson or progress not found.' for an unassigned lesson or a student who is not a member", async () => {
    const f = await fresh();
    const other = await makeLesson(server, people.host.id);
    const unassigned = await people.host.c.get(`/api/classrooms/${f.id}/lessons/${other.id}/students/${people.student.id}/work`);
    expect(unassigned).toMatchObject({ status: 404, body: { error: F.notFound } });
    const outsider = await people.host.c.get(`${work(f, people.nonMember.id)}/work`);
    expect(outsider).toMatchObject({ status: 404, body: { error: F.notFound } });
    expect((await people.host.c.get(`${work({ ...f, id: crypto.randomUUID() })}/work`)).status).toBe(404);
    expect((await people.host.c.get(`/api/classrooms/not-a-uuid/lessons/${lessonId}/students/x/work`)).status).toBe(400);
  });

  it("returns null progress before a submission, and refuses feedback on work that does not exist", async () => {
    const f = await fresh();
    const late = await person(server);
    await late.c.post("/api/classrooms/join", { code: f.code });
    const res = await people.host.c.get(`${work(f, late.id)}/work`);
    expect(res.status).toBe(200);
    expect(res.body.progress).toBeNull();
    expect(res.body.quiz_review).toEqual([]);
    // The student sees no right answers before their work is scored.
    const own = await late.c.get(`${work(f, late.id)}/work`);
    expect(own.body.lesson.quiz.every((q: { correct: string | null }) => q.correct === null)).toBe(true);
    const save = await people.host.c.put(`${work(f, late.id)}/feedback`, { teacher_feedback: "x", teacher_score: 50 });
    expect(save).toMatchObject({ status: 404, body: { error: F.notFound } });
  });
});

describe("saving feedback and a grade", () => {
  it.each([
    [-5, 0],
    [150, 100],
    [72.6, 73],
    [72.4, 72],
    [null, null],
  ])("stores teacher_score %s as %s", async (given, stored) => {
    const f = await fresh();
    const res = await people.host.c.put(`${work(f)}/feedback`, { teacher_feedback: "Clear structure.", teacher_score: given });
    expect(res.status).toBe(200);
    expect(res.body.progress.teacher_score).toBe(stored);
    expect(res.body.progress.teacher_feedback).toBe("Clear structure.");
    expect(res.body.progress.feedback_at).not.toBeNull();
    const [row] = await server.deps.db
      .select()
      .from(classroomLessonProgress)
      .where(and(eq(classroomLessonProgress.classroomId, f.id), eq(classroomLessonProgress.studentId, people.student.id)));
    expect(row.teacherScore).toBe(stored);
    // The student reads it on their own view.
    const own = await people.student.c.get(`${work(f)}/work`);
    expect(own.body.progress).toMatchObject({ teacher_feedback: "Clear structure.", teacher_score: stored });
  });

  it("refuses feedback over 5,000 characters, a grade that is not a number, and NUL characters", async () => {
    const f = await fresh();
    const before = await snapshot(f);
    const long = await people.host.c.put(`${work(f)}/feedback`, { teacher_feedback: "x".repeat(5001), teacher_score: 50 });
    expect(long).toMatchObject({ status: 400, body: { error: F.feedbackTooLong } });
    const nan = await people.host.c.put(`${work(f)}/feedback`, { teacher_feedback: "ok", teacher_score: "ninety" });
    expect(nan).toMatchObject({ status: 400, body: { error: F.invalidScore } });
    expect((await people.host.c.put(`${work(f)}/feedback`, { teacher_feedback: "a\u0000b" })).status).toBe(400);
    expect(await snapshot(f)).toBe(before);
    expect((await people.host.c.put(`${work(f)}/feedback`, { teacher_feedback: "x".repeat(5000) })).status).toBe(200);
  });

  it("clears feedback and grade when both are blank", async () => {
    const f = await fresh();
    await people.host.c.put(`${work(f)}/feedback`, { teacher_feedback: "Good", teacher_score: 90 });
    const res = await people.host.c.put(`${work(f)}/feedback`, { teacher_feedback: "  ", teacher_score: null });
    expect(res.body.progress).toMatchObject({ teacher_feedback: null, teacher_score: null });
  });
});

describe("AI Suggest (offline)", () => {
  async function suggestFor(text: string, rubric = "") {
    await setTeacher(server, people.host.id, { rubric_template: rubric });
    const f = await fresh();
    await people.student.c.post(`/api/classrooms/${f.id}/lessons/${lessonId}/submit`, { answers: {}, writing_response: text });
    const before = await snapshot(f);
    const res = await people.host.c.post(`${work(f)}/feedback/suggest`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Nothing is saved by a suggestion.
    expect(await snapshot(f)).toBe(before);
    return res.body as { feedback: string; score: number; engine: string };
  }

  it("scores a strong on-topic response above a thin one and an off-topic one", async () => {
    const strong = await suggestFor(WRITING);
    const thin = await suggestFor("Phones bad.");
    const offTopic = await suggestFor(
      "My favourite holiday was a trip to the mountains, where we hiked every day and cooked dinner outside by the lake with my cousins.",
    );
    expect(strong.score).toBeGreaterThan(thin.score + 20);
    expect(strong.score).toBeGreaterThan(offTopic.score + 20);
    expect(strong.feedback.length).toBeGreaterThan(20);
    expect(strong.engine).toBeTruthy();
  });

  it("organises the suggestion by the host's rubric template, one line per criterion", async () => {
    const plain = await suggestFor(WRITING);
    const rubric = "- Relevance to the prompt\n- Reasoning and analysis\n- Evidence: uses examples\n- Language";
    const shaped = await suggestFor(WRITING, rubric);
    const lines = shaped.feedback.split("\n").filter(Boolean);
    expect(lines[0]).toMatch(/^Relevance to the prompt — (Strong|Developing|Needs work): /);
    expect(lines[1]).toMatch(/^Reasoning and analysis — (Strong|Developing|Needs work): /);
    expect(lines[2]).toMatch(/^Evidence — (Strong|Developing|Needs work): /);
    expect(lines[3]).toMatch(/^Language — /);
    expect(lines[4]).toMatch(/^Overall: /);
    expect(plain.feedback).not.toContain("—");
    expect(shaped.score).toBe(plain.score);
    // The judgements come from the response: a thin answer is judged differently on the same rubric.
    const weak = await suggestFor("Phones bad.", rubric);
    expect(weak.feedback.split("\n")[2]).toContain("Needs work");
    expect(shaped.feedback.split("\n")[2]).not.toContain("Needs work");
  });

  it("needs both a writing prompt and a response", async () => {
    await setTeacher(server, people.host.id, { rubric_template: "" });
    const f = await fresh();
    await people.student.c.post(`/api/classrooms/${f.id}/lessons/${lessonId}/submit`, {
      answers: { q0: "Point" },
      writing_response: "   ",
    });
    const empty = await people.host.c.post(`${work(f)}/feedback/suggest`);
    expect(empty).toMatchObject({ status: 400, body: { error: F.needPromptAndResponse } });

    const noPrompt = await makeLesson(server, people.host.id, { title: "Quiz only" });
    await people.host.c.post(`/api/classrooms/${f.id}/lessons`, { lesson_id: noPrompt.id });
    await people.student.c.post(`/api/classrooms/${f.id}/lessons/${noPrompt.id}/submit`, { answers: { q0: "Point" } });
    const res = await people.host.c.post(`/api/classrooms/${f.id}/lessons/${noPrompt.id}/students/${people.student.id}/feedback/suggest`);
    expect(res).toMatchObject({ status: 400, body: { error: F.needPromptAndResponse } });
  });
});

describe("a student's progress", () => {
  it("lists the student's lessons in the asker's classes, their profile fields and a drill summary", async () => {
    const f = await fresh();
    await people.host.c.put(`${work(f)}/feedback`, { teacher_feedback: "Good", teacher_score: 88 });
    // A class of another teacher: the admin sees it, the host does not.
    const elsewhere = (await people.otherTeacher.c.post("/api/classrooms", { name: "Elsewhere Class" })).body.classroom;
    await people.student.c.post("/api/classrooms/join", { code: elsewhere.code });
    const theirs = await makeLesson(server, people.otherTeacher.id, { title: "Other Teacher Lesson" });
    await people.otherTeacher.c.post(`/api/classrooms/${elsewhere.id}/lessons`, { lesson_id: theirs.id });
    const profile = { avatar_url: `/api/avatars/${people.student.id}?v=abc123`, bio: "Debater", school: "North High" };
    expect((await people.student.c.put("/api/settings/profile", profile)).status).toBe(200);
    await server.deps.db.insert(drillAttempts).values([
      { userId: people.student.id, drill: "argument", motion: "m", input: {}, result: {}, overall: 6, engine: "offline" },
      { userId: people.student.id, drill: "argument", motion: "m", input: {}, result: {}, overall: 8, engine: "offline" },
      { userId: people.student.id, drill: "framing", motion: "m", input: {}, result: {}, overall: 5, engine: "offline" },
    ]);

    const res = await people.host.c.get(`/api/profiles/${people.student.id}/progress`);
    expect(res.status).toBe(200);
    expect(res.body.student).toEqual({ id: people.student.id, username: people.student.user.username, ...profile });
    const row = res.body.lessons.find((l: { classroom_id: string }) => l.classroom_id === f.id);
    expect(row).toMatchObject({
      lesson_id: lessonId,
      title: SECRET,
      status: "graded",
      teacher_score: 88,
      has_feedback: true,
      level: "beginner",
    });
    expect(JSON.stringify(res.body)).not.toContain("Other Teacher Lesson");
    expect(res.body.drills.attempts).toBe(3);
    expect(res.body.drills.average).toBeCloseTo(6.3, 1);
    expect(res.body.drills.by_kind.find((d: { drill: string }) => d.drill === "argument")).toEqual({
      drill: "argument",
      attempts: 2,
      average: 7,
    });

    const admin = await people.admin.c.get(`/api/profiles/${people.student.id}/progress`);
    expect(JSON.stringify(admin.body)).toContain("Other Teacher Lesson");
  });

  it("answers 'Student not found' for an unknown student", async () => {
    const res = await people.host.c.get("/api/profiles/no-such-user/progress");
    expect(res).toMatchObject({ status: 404, body: { error: C.studentNotFound } });
  });
});
