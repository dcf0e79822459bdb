import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { serverForTests } from "#tests/support/lifecycle.ts";
import { classroomLessonProgress, classroomLessons, classroomMembers, classrooms, requestLimits } from "#server/db/schema/index.ts";
import { createClassroom } from "#server/domains/classrooms/service.ts";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/index.ts";
import { JOIN_CODE_ATTEMPTS } from "#shared/classrooms/rules.ts";
import { UNLOCK_MAX_WRONG } from "#shared/modules/rules.ts";
import { ALL_RIGHT, classroomWith, ctxFor, makeLesson, patch, person, setTeacher, type Person } from "./classrooms-fixtures";

const server = serverForTests();

const HOUR = 3_600_000;
const count = async (table: typeof classroomMembers | typeof classroomLessons | typeof classroomLessonProgress, classroomId: string) =>
  (await server.deps.db.select().from(table).where(eq(table.classroomId, classroomId))).length;

describe("creating a classroom", () => {
  it("trims the name, checks its length and gives a 6-character code", async () => {
    const t = await person(server, "teacher");
    expect((await t.c.post("/api/classrooms", { name: "   " })).body.error).toBe(C.nameRequired);
    expect((await t.c.post("/api/classrooms", { name: "" })).body.error).toBe(C.nameRequired);
    expect((await t.c.post("/api/classrooms", { name: " ab " })).body.error).toBe(C.nameTooShort);
    expect((await t.c.post("/api/classrooms", { name: "x".repeat(81) })).body.error).toBe(C.nameTooLong);
    const ok = await t.c.post("/api/classrooms", { name: "  Year 9 Debate  " });
    expect(ok.status).toBe(200);
    expect(ok.body.classroom).toMatchObject({ name: "Year 9 Debate", members_count: 0, lessons_count: 0 });
    expect(ok.body.classroom.code).toMatch(/^[A-Z0-9]{6}$/);
  });

  it("is for teachers and admins only", async () => {
    const s = await person(server);
    const res = await s.c.post("/api/classrooms", { name: "Mine" });
    expect(res.status).toBe(403);
    expect((await server.client().post("/api/classrooms", { name: "Mine" })).status).toBe(401);
  });

  it("tries another code when one is taken, and gives up after 5 tries", async () => {
    const t = await person(server, "teacher");
    await server.deps.db.insert(classrooms).values({ name: "Taken", code: "TAKEN1", hostId: t.id });
    const tried: string[] = [];
    const source = (codes: string[]) => () => {
      const code = codes[Math.min(tried.length, codes.length - 1)];
      tried.push(code);
      return code;
    };
    const made = await createClassroom({
      ctx: ctxFor(server, t),
      input: { name: "Retry" },
      codeSource: source(["TAKEN1", "TAKEN1", "FRESH1"]),
    });
    expect(made.classroom.code).toBe("FRESH1");
    expect(tried).toEqual(["TAKEN1", "TAKEN1", "FRESH1"]);

    tried.length = 0;
    await expect(
      createClassroom({ ctx: ctxFor(server, t), input: { name: "Never" }, codeSource: source(["TAKEN1"]) }),
    ).rejects.toMatchObject({ status: 409, message: C.noUniqueCode });
    expect(tried).toHaveLength(JOIN_CODE_ATTEMPTS);
    const named = await server.deps.db.select().from(classrooms).where(eq(classrooms.name, "Never"));
    expect(named).toHaveLength(0);
  });
});

describe("joining", () => {
  let host: Person;
  let room: { id: string; code: string };
  beforeAll(async () => {
    host = await person(server, "teacher");
    room = await classroomWith(host);
  });

  it("normalises the code, refuses bad forms and unknown codes, and is harmless twice", async () => {
    const s = await person(server);
    for (const bad of ["", "abc", "ABCDEFG", "AB-123", "ÄBCDE1"]) {
      const res = await s.c.post("/api/classrooms/join", { code: bad });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(C.invalidJoinCode);
    }
    const unknown = await s.c.post("/api/classrooms/join", { code: room.code === "ZZZZZZ" ? "YYYYYY" : "ZZZZZZ" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(C.invalidCode);
    const first = await s.c.post("/api/classrooms/join", { code: `  ${room.code.toLowerCase()} ` });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ classroom: { id: room.id, name: "Debate Club" }, joined: true });
    const again = await s.c.post("/api/classrooms/join", { code: room.code });
    expect(again.status).toBe(200);
    expect(again.body.joined).toBe(false);
    const list = await s.c.get("/api/classrooms");
    expect(list.body.joined).toEqual([{ id: room.id, name: "Debate Club", host_name: host.user.username, lessons_count: 0 }]);
    expect(list.body.hosted).toEqual([]);
  });

  it("refuses the host and guests", async () => {
    const res = await host.c.post("/api/classrooms/join", { code: room.code });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(C.hostCannotJoin);
    expect((await server.client().post("/api/classrooms/join", { code: room.code })).status).toBe(401);
  });

  it("stops a user guessing after too many wrong codes", async () => {
    const s = await person(server);
    for (let i = 0; i < UNLOCK_MAX_WRONG; i++) expect((await s.c.post("/api/classrooms/join", { code: `QQQQQ${i}` })).status).toBe(404);
    const blocked = await s.c.post("/api/classrooms/join", { code: room.code });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe(C.tooManyJoinAttempts);
    // Another user is not held back.
    const other = await person(server);
    expect((await other.c.post("/api/classrooms/join", { code: room.code })).status).toBe(200);
    await server.deps.db.delete(requestLimits).where(eq(requestLimits.key, `code-guess:user:${s.id}`));
    expect((await s.c.post("/api/classrooms/join", { code: room.code })).status).toBe(200);
  });

  it("takes 20 students joining at once", async () => {
    const t = await person(server, "teacher");
    const r = await classroomWith(t, [], "Busy Class");
    const students = await Promise.all(Array.from({ length: 20 }, () => person(server)));
    const replies = await Promise.all(students.map((s) => s.c.post("/api/classrooms/join", { code: r.code })));
    expect(replies.map((x) => x.status)).toEqual(Array(20).fill(200));
    expect(await count(classroomMembers, r.id)).toBe(20);
    const list = await t.c.get("/api/classrooms");
    expect(list.body.hosted.find((h: { id: string }) => h.id === r.id)).toMatchObject({ members_count: 20, lessons_count: 0 });
  });
});

describe("assignments and the manage page", () => {
  let host: Person;
  let a: Person;
  let b: Person;
  let room: { id: string; code: string };

  beforeAll(async () => {
    host = await person(server, "teacher");
    a = await person(server);
    b = await person(server);
    room = await classroomWith(host, [a, b]);
  });

  it("assigns only the host's own lessons, with a due date that can change", async () => {
    const mine = await makeLesson(server, host.id, { title: "Rebuttal" });
    const other = await person(server, "teacher");
    const theirs = await makeLesson(server, other.id);
    const refused = await host.c.post(`/api/classrooms/${room.id}/lessons`, { lesson_id: theirs.id });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(C.notYourLessonToAssign);
    expect((await host.c.post(`/api/classrooms/${room.id}/lessons`, { lesson_id: crypto.randomUUID() })).status).toBe(404);
    expect((await host.c.post(`/api/classrooms/${room.id}/lessons`, { lesson_id: mine.id, due_at: "tomorrow" })).body.error).toBe(
      C.invalidDueDate,
    );

    const due = "2030-05-01T23:00:00.000Z";
    const ok = await host.c.post(`/api/classrooms/${room.id}/lessons`, { lesson_id: mine.id, due_at: due });
    expect(ok.status).toBe(200);
    expect(ok.body.lesson).toEqual({
      id: mine.id,
      kind: "lesson",
      title: "Rebuttal",
      level: "beginner",
      due_at: due,
      rules: { reveal_answers: "after_submit", max_attempts: "unlimited", lock_on_grade: false },
    });
    const twice = await host.c.post(`/api/classrooms/${room.id}/lessons`, { lesson_id: mine.id, due_at: null });
    expect(twice.body.lesson.due_at).toBe(due);
    expect(
      (await patch(host.c, `/api/classrooms/${room.id}/lessons/${mine.id}`, { due_at: "2030-06-01T08:00:00+02:00" })).body.lesson.due_at,
    ).toBe("2030-06-01T06:00:00.000Z");
    expect((await patch(host.c, `/api/classrooms/${room.id}/lessons/${mine.id}`, { due_at: null })).body.lesson.due_at).toBeNull();
    expect((await patch(host.c, `/api/classrooms/${room.id}/lessons/${theirs.id}`, { due_at: null })).status).toBe(404);
  });

  it("shows the grid: not started, submitted, late and graded, and averages only with the setting", async () => {
    const t = await person(server, "teacher");
    const s1 = await person(server);
    const s2 = await person(server);
    const r = await classroomWith(t, [s1, s2], "Grid Class");
    const onTime = await makeLesson(server, t.id, { title: "On time" });
    const past = await makeLesson(server, t.id, { title: "Past due" });
    const spare = await makeLesson(server, t.id, { title: "Spare" });
    await t.c.post(`/api/classrooms/${r.id}/lessons`, { lesson_id: onTime.id, due_at: new Date(Date.now() + 48 * HOUR).toISOString() });
    await t.c.post(`/api/classrooms/${r.id}/lessons`, { lesson_id: past.id, due_at: new Date(Date.now() + 48 * HOUR).toISOString() });

    // s1 submits both (all right), s2 submits one lesson half right; then the second lesson's due date moves into the past.
    expect((await s1.c.post(`/api/classrooms/${r.id}/lessons/${onTime.id}/submit`, { answers: ALL_RIGHT })).body.progress.score).toBe(100);
    expect((await s1.c.post(`/api/classrooms/${r.id}/lessons/${past.id}/submit`, { answers: ALL_RIGHT })).status).toBe(200);
    expect((await s2.c.post(`/api/classrooms/${r.id}/lessons/${onTime.id}/submit`, { answers: { q0: "Point" } })).body.progress.score).toBe(
      50,
    );
    // s1's work on the second lesson was submitted after a due date now in the past: late.
    await patch(t.c, `/api/classrooms/${r.id}/lessons/${past.id}`, { due_at: new Date(Date.now() - 48 * HOUR).toISOString() });
    await server.deps.db
      .update(classroomLessonProgress)
      .set({ teacherScore: 70, feedbackAt: new Date() })
      .where(and(eq(classroomLessonProgress.studentId, s2.id), eq(classroomLessonProgress.lessonId, onTime.id)));

    const m = await t.c.get(`/api/classrooms/${r.id}/manage`);
    expect(m.status).toBe(200);
    expect(m.body.classroom).toMatchObject({ id: r.id, name: "Grid Class", code: r.code });
    expect(m.body.members.map((x: { user_id: string }) => x.user_id).sort()).toEqual([s1.id, s2.id].sort());
    expect(m.body.members[0]).toMatchObject({ role: "student" });
    expect(m.body.lessons.map((l: { id: string }) => l.id)).toEqual([onTime.id, past.id]);
    expect(m.body.library.map((l: { id: string }) => l.id)).toEqual([spare.id]);
    const cell = (s: string, l: string) => m.body.grid.find((row: any) => row.student_id === s).cells.find((c: any) => c.lesson_id === l);
    expect(m.body.grid.map((row: any) => row.student_id)).toEqual(m.body.members.map((x: any) => x.user_id));
    expect(m.body.grid.map((row: any) => row.cells.map((c: any) => c.lesson_id))).toEqual([
      [onTime.id, past.id],
      [onTime.id, past.id],
    ]);
    expect(cell(s1.id, onTime.id)).toMatchObject({ status: "submitted", late: false, score: 100, teacher_score: null });
    expect(cell(s1.id, past.id)).toMatchObject({ status: "late", late: true, score: 100 });
    expect(cell(s2.id, onTime.id)).toMatchObject({ status: "graded", late: false, score: 50, teacher_score: 70 });
    expect(cell(s2.id, past.id)).toMatchObject({ status: "not_started", late: true, score: null });
    expect(m.body.averages).toBeNull();

    await setTeacher(server, t.id, { show_class_averages: true });
    const withAverages = await t.c.get(`/api/classrooms/${r.id}/manage`);
    expect(withAverages.body.averages).toEqual([
      { lesson_id: onTime.id, average: 85 },
      { lesson_id: past.id, average: 100 },
    ]);

    const view = await s2.c.get(`/api/classrooms/${r.id}/student`);
    expect(view.status).toBe(200);
    expect(view.body.classroom).toEqual({ id: r.id, name: "Grid Class", host_name: t.user.username });
    expect(view.body.lessons).toEqual([
      expect.objectContaining({ id: onTime.id, status: "graded", late: false, score: 50, teacher_score: 70, has_feedback: false }),
      expect.objectContaining({ id: past.id, status: "not_started", late: true, score: null, teacher_score: null }),
    ]);
  });
});

describe("a student's lesson", () => {
  let host: Person;
  let s: Person;
  let room: { id: string; code: string };

  beforeAll(async () => {
    host = await person(server, "teacher");
    s = await person(server);
    room = await classroomWith(host, [s]);
  });

  it("hides the right answers until there is a score, and scores the quiz by question id", async () => {
    const lesson = await makeLesson(server, host.id);
    // One attempt: once it is in, nothing can change, so the answers may show (answers-leak.test.ts has the rest).
    await host.c.post(`/api/classrooms/${room.id}/lessons`, {
      lesson_id: lesson.id,
      rules: { reveal_answers: "after_submit", max_attempts: "1" },
    });
    const before = await s.c.get(`/api/classrooms/${room.id}/lessons/${lesson.id}`);
    expect(before.status).toBe(200);
    expect(before.body.progress).toBeNull();
    expect(before.body.lesson.quiz.map((q: { correct: unknown }) => q.correct)).toEqual([null, null]);
    expect(before.body).toMatchObject({ locked: false, late: false, due_at: null, as_host: false });
    const hostLook = await host.c.get(`/api/classrooms/${room.id}/lessons/${lesson.id}`);
    expect(hostLook.body.lesson.quiz.map((q: { correct: unknown }) => q.correct)).toEqual([0, 1]);

    const sent = await s.c.post(`/api/classrooms/${room.id}/lessons/${lesson.id}/submit`, {
      answers: { q0: "Point", q1: "Opposition", nope: "x" },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.progress).toMatchObject({ completed: true, score: 50, answers: { q0: "Point", q1: "Opposition" } });
    expect(sent.body.lesson.quiz.map((q: { correct: unknown }) => q.correct)).toEqual([0, 1]);
    expect(sent.body.ai_feedback).toBeNull();
    expect((await host.c.post(`/api/classrooms/${room.id}/lessons/${lesson.id}/submit`, { answers: {} })).status).toBe(403);
  });

  it("scores writing with the AI when writing is allowed", async () => {
    const lesson = await makeLesson(server, host.id, { allowWriting: true, writingPrompt: "Argue for school uniforms." });
    await host.c.post(`/api/classrooms/${room.id}/lessons`, { lesson_id: lesson.id });
    const sent = await s.c.post(`/api/classrooms/${room.id}/lessons/${lesson.id}/submit`, {
      answers: ALL_RIGHT,
      writing_response: "Uniforms reduce bullying because visible brand differences disappear, for example in Japan.",
    });
    expect(sent.status).toBe(200);
    expect(typeof sent.body.ai_feedback).toBe("string");
    expect(sent.body.engine).toBeTruthy();
    expect(sent.body.progress.score).toBeGreaterThanOrEqual(0);
    expect(sent.body.progress.writing_response).toMatch(/^Uniforms/);
    // The AI's feedback is kept with the work: the student reads it again after a reload.
    expect(sent.body.progress.ai_feedback).toBe(sent.body.ai_feedback);
    const again = await s.c.get(`/api/classrooms/${room.id}/lessons/${lesson.id}`);
    expect(again.body.progress.ai_feedback).toBe(sent.body.ai_feedback);
  });

  it("locks submissions after the due date only with the host's auto_lock_after_deadline", async () => {
    const lesson = await makeLesson(server, host.id);
    await host.c.post(`/api/classrooms/${room.id}/lessons`, { lesson_id: lesson.id, due_at: new Date(Date.now() - HOUR).toISOString() });
    const url = `/api/classrooms/${room.id}/lessons/${lesson.id}`;
    expect((await s.c.get(url)).body).toMatchObject({ locked: false, late: true });
    expect((await s.c.post(`${url}/submit`, { answers: ALL_RIGHT })).status).toBe(200);

    await setTeacher(server, host.id, { auto_lock_after_deadline: true });
    expect((await s.c.get(url)).body.locked).toBe(true);
    const refused = await s.c.post(`${url}/submit`, { answers: { q0: "Proof" } });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(C.lockedAfterDeadline);
    expect((await s.c.get(url)).body.progress.score).toBe(100);

    // A later due date opens it again.
    await patch(host.c, url, { due_at: new Date(Date.now() + HOUR).toISOString() });
    expect((await s.c.post(`${url}/submit`, { answers: { q0: "Proof" } })).body.progress.score).toBe(0);
    await setTeacher(server, host.id, { auto_lock_after_deadline: false });
  });

  it("refuses a lesson not assigned to the class", async () => {
    const lesson = await makeLesson(server, host.id);
    const res = await s.c.get(`/api/classrooms/${room.id}/lessons/${lesson.id}`);
    expect(res.status).toBe(404);
    expect((await s.c.post(`/api/classrooms/${room.id}/lessons/${lesson.id}/submit`, {})).status).toBe(404);
  });
});

describe("deleting", () => {
  it("removing a student removes their work in that class only", async () => {
    const t = await person(server, "teacher");
    const s = await person(server);
    const other = await person(server);
    const r1 = await classroomWith(t, [s, other], "One");
    const r2 = await classroomWith(t, [s], "Two");
    const lesson = await makeLesson(server, t.id);
    for (const r of [r1, r2]) {
      await t.c.post(`/api/classrooms/${r.id}/lessons`, { lesson_id: lesson.id });
      await s.c.post(`/api/classrooms/${r.id}/lessons/${lesson.id}/submit`, { answers: ALL_RIGHT });
    }
    await other.c.post(`/api/classrooms/${r1.id}/lessons/${lesson.id}/submit`, { answers: ALL_RIGHT });
    const res = await t.c.delete(`/api/classrooms/${r1.id}/members/${s.id}`);
    expect(res.status).toBe(200);
    expect(await count(classroomMembers, r1.id)).toBe(1);
    expect(await count(classroomLessonProgress, r1.id)).toBe(1);
    expect(await count(classroomLessonProgress, r2.id)).toBe(1);
    const again = await t.c.delete(`/api/classrooms/${r1.id}/members/${s.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(C.studentNotFound);
    expect((await s.c.get(`/api/classrooms/${r1.id}/student`)).status).toBe(403);
  });

  it("unassigning a lesson removes its progress; deleting a class removes everything in it", async () => {
    const t = await person(server, "teacher");
    const s = await person(server);
    const r = await classroomWith(t, [s]);
    const l1 = await makeLesson(server, t.id);
    const l2 = await makeLesson(server, t.id);
    for (const l of [l1, l2]) {
      await t.c.post(`/api/classrooms/${r.id}/lessons`, { lesson_id: l.id });
      await s.c.post(`/api/classrooms/${r.id}/lessons/${l.id}/submit`, { answers: ALL_RIGHT });
    }
    expect((await t.c.delete(`/api/classrooms/${r.id}/lessons/${l1.id}`)).status).toBe(200);
    expect(await count(classroomLessons, r.id)).toBe(1);
    expect(await count(classroomLessonProgress, r.id)).toBe(1);
    expect((await t.c.delete(`/api/classrooms/${r.id}/lessons/${l1.id}`)).status).toBe(404);

    expect((await t.c.delete(`/api/classrooms/${r.id}`)).status).toBe(200);
    expect(await count(classroomMembers, r.id)).toBe(0);
    expect(await count(classroomLessons, r.id)).toBe(0);
    expect(await count(classroomLessonProgress, r.id)).toBe(0);
    expect((await t.c.get(`/api/classrooms/${r.id}/manage`)).status).toBe(404);
    expect((await s.c.get("/api/classrooms")).body.joined).toEqual([]);
  });
});
