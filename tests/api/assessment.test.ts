// Assessment rules per assignment: when the answers show (whatever the student's own setting), how
// many attempts, whether grading locks the work; every attempt kept, the quiz and writing scores apart,
// a resubmission after grading flagged on the gradebook and the review, and the gradebook as CSV.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "#tests/support/test-server.ts";
import { saveSettingsGroup } from "#server/platform/settings-store.ts";
import { defaultSettings } from "#shared/settings/rules.ts";
import { CLASSROOM_MESSAGES as C, MODULE_MESSAGES as M } from "#shared/messages/index.ts";
import { draftKeys } from "#shared/drafts/schemas.ts";
import { ALL_RIGHT, classroomWith, makeLesson, patch, person, setTeacher, type Person } from "./classrooms-fixtures";

let server: TestServer;
let host: Person;
let ann: Person;
let bea: Person;

beforeAll(async () => {
  server = await startTestServer();
  host = await person(server, "teacher");
  ann = await person(server);
  bea = await person(server);
  // Ann asks to see quiz answers straight away: assigned work must not listen.
  await saveSettingsGroup(server.deps.db, ann.id, "preferences", { ...defaultSettings().preferences, quiz_reveal: "immediate" });
});
afterAll(async () => {
  await server?.close();
});

const ONE_WRONG = { q0: "Proof", q1: "Prime Minister" };
const base = (roomId: string, lessonId: string) => `/api/classrooms/${roomId}/lessons/${lessonId}`;
const work = (roomId: string, lessonId: string, studentId: string) => `/api/classrooms/${roomId}/lessons/${lessonId}/students/${studentId}`;

async function assigned(rules: Record<string, unknown> = {}, extra: { due_at?: string | null; allowWriting?: boolean } = {}) {
  const lesson = await makeLesson(server, host.id, {
    allowWriting: extra.allowWriting,
    writingPrompt: extra.allowWriting ? "Argue it." : null,
  });
  const room = await classroomWith(host, [ann, bea], `Rules ${lesson.id.slice(0, 6)}`);
  const res = await host.c.post(`/api/classrooms/${room.id}/lessons`, { lesson_id: lesson.id, due_at: extra.due_at ?? null, rules });
  expect(res.status).toBe(200);
  return { room, lesson, path: base(room.id, lesson.id), assignedRules: res.body.lesson.rules };
}

const revealed = async (p: Person, path: string) =>
  (await p.c.get(path)).body.lesson.quiz.map((q: { correct: unknown }) => q.correct !== null);

describe("when the answers show", () => {
  it("never before turning the work in, whatever the student's own setting", async () => {
    for (const rule of ["after_submit", "after_due", "after_grading", "never"]) {
      const { path } = await assigned({ reveal_answers: rule });
      expect(await revealed(ann, path)).toEqual([false, false]);
    }
  });

  // One attempt each, so the rule alone decides (answers-leak.test.ts: with attempts left they wait).
  it("after submitting, after the due date, after grading, or never", async () => {
    const submitOnly = await assigned({ reveal_answers: "after_submit", max_attempts: "1" });
    expect((await ann.c.post(`${submitOnly.path}/submit`, { answers: ONE_WRONG })).body.lesson.quiz[0].correct).toBe(0);

    const afterDue = await assigned({ reveal_answers: "after_due", max_attempts: "1" }, { due_at: "2031-01-01T12:00:00Z" });
    await ann.c.post(`${afterDue.path}/submit`, { answers: ONE_WRONG });
    expect(await revealed(ann, afterDue.path)).toEqual([false, false]);
    expect((await patch(host.c, afterDue.path, { due_at: "2020-01-01T12:00:00Z" })).status).toBe(200);
    expect(await revealed(ann, afterDue.path)).toEqual([true, true]);

    const afterGrading = await assigned({ reveal_answers: "after_grading", max_attempts: "1" });
    await ann.c.post(`${afterGrading.path}/submit`, { answers: ONE_WRONG });
    const review = work(afterGrading.room.id, afterGrading.lesson.id, ann.id);
    let mine = (await ann.c.get(`${review}/work`)).body;
    expect(mine.quiz_review.map((i: { correct: unknown; right: unknown }) => [i.correct, i.right])).toEqual([
      [null, null],
      [null, null],
    ]);
    // Returned without a grade: still hidden.
    expect((await host.c.request("PUT", `${review}/feedback`, { teacher_feedback: "Look again at question 1." })).status).toBe(200);
    expect(await revealed(ann, afterGrading.path)).toEqual([false, false]);
    expect((await host.c.request("PUT", `${review}/feedback`, { teacher_feedback: "Good.", teacher_score: 70 })).status).toBe(200);
    expect(await revealed(ann, afterGrading.path)).toEqual([true, true]);
    mine = (await ann.c.get(`${review}/work`)).body;
    expect(mine.quiz_review.map((i: { right: unknown }) => i.right)).toEqual([false, true]);

    const never = await assigned({ reveal_answers: "never" });
    await ann.c.post(`${never.path}/submit`, { answers: ONE_WRONG });
    await host.c.request("PUT", `${work(never.room.id, never.lesson.id, ann.id)}/feedback`, { teacher_score: 50 });
    expect(await revealed(ann, never.path)).toEqual([false, false]);
    // The host always sees them.
    expect(await revealed(host, never.path)).toEqual([true, true]);
  });
});

describe("attempts and locks", () => {
  it("refuses a turn-in over the limit, with the rule's message, and asks the AI nothing", async () => {
    const { path } = await assigned({ max_attempts: "1" });
    expect((await ann.c.post(`${path}/submit`, { answers: ONE_WRONG })).status).toBe(200);
    const again = await ann.c.post(`${path}/submit`, { answers: ALL_RIGHT });
    expect(again.status).toBe(403);
    expect(again.body).toEqual({ error: C.noAttemptsLeft(1) });
    const view = (await ann.c.get(path)).body;
    expect([view.locked, view.locked_reason, view.progress.attempts, view.progress.quiz_correct]).toEqual([
      true,
      C.noAttemptsLeft(1),
      1,
      1,
    ]);
  });

  it("keeps to the limit when turn-ins arrive at once", async () => {
    const { path } = await assigned({ max_attempts: "2" });
    const replies = await Promise.all(Array.from({ length: 6 }, () => bea.c.post(`${path}/submit`, { answers: ALL_RIGHT })));
    const ok = replies.filter((r) => r.status === 200).length;
    expect(ok).toBeGreaterThanOrEqual(1);
    expect(ok).toBeLessThanOrEqual(2);
    expect(replies.every((r) => [200, 403, 409].includes(r.status))).toBe(true);
    expect((await bea.c.get(path)).body.progress.attempts).toBe(ok);
  });

  it("with grading locking the work, refuses any change after the grade", async () => {
    const { room, lesson, path } = await assigned({ lock_on_grade: true });
    await ann.c.post(`${path}/submit`, { answers: ONE_WRONG });
    await host.c.request("PUT", `${work(room.id, lesson.id, ann.id)}/feedback`, { teacher_feedback: "Fine.", teacher_score: 85 });
    const late = await ann.c.post(`${path}/submit`, { answers: ALL_RIGHT });
    expect(late.status).toBe(403);
    expect(late.body).toEqual({ error: C.lockedAfterGrading });
    const review = (await host.c.get(`${work(room.id, lesson.id, ann.id)}/work`)).body;
    expect([review.progress.quiz_correct, review.progress.teacher_score, review.progress.status]).toEqual([1, 85, "graded"]);
  });

  it("without the lock, a resubmission after grading is flagged on the gradebook and the review, with both attempts", async () => {
    const { room, lesson, path } = await assigned({ lock_on_grade: false });
    await ann.c.post(`${path}/submit`, { answers: ONE_WRONG });
    await host.c.request("PUT", `${work(room.id, lesson.id, ann.id)}/feedback`, {
      teacher_feedback: "The grade reflects the quiz slip.",
      teacher_score: 85,
    });
    let cell = (await host.c.get(`/api/classrooms/${room.id}/manage`)).body.grid.find(
      (r: { student_id: string }) => r.student_id === ann.id,
    ).cells[0];
    expect([cell.status, cell.resubmitted_after_grading, cell.teacher_score]).toEqual(["graded", false, 85]);

    expect((await ann.c.post(`${path}/submit`, { answers: ALL_RIGHT })).status).toBe(200);
    cell = (await host.c.get(`/api/classrooms/${room.id}/manage`)).body.grid.find((r: { student_id: string }) => r.student_id === ann.id)
      .cells[0];
    expect([cell.status, cell.resubmitted_after_grading, cell.quiz_correct, cell.teacher_score, cell.attempts]).toEqual([
      "resubmitted",
      true,
      2,
      85,
      2,
    ]);
    const review = (await host.c.get(`${work(room.id, lesson.id, ann.id)}/work`)).body;
    expect(review.progress.resubmitted_after_grading).toBe(true);
    expect(
      review.progress.attempts.map((a: { number: number; quiz_correct: number; after_grading: boolean; answers: object }) => [
        a.number,
        a.quiz_correct,
        a.after_grading,
        a.answers,
      ]),
    ).toEqual([
      [1, 1, false, ONE_WRONG],
      [2, 2, true, ALL_RIGHT],
    ]);
    // The student's own page says the same.
    const mine = (await ann.c.get(`/api/classrooms/${room.id}/student`)).body.lessons[0];
    expect([mine.status, mine.quiz_correct, mine.teacher_score]).toEqual(["resubmitted", 2, 85]);
    // Grading again clears the flag.
    await host.c.request("PUT", `${work(room.id, lesson.id, ann.id)}/feedback`, { teacher_feedback: "Now right.", teacher_score: 95 });
    cell = (await host.c.get(`/api/classrooms/${room.id}/manage`)).body.grid.find((r: { student_id: string }) => r.student_id === ann.id)
      .cells[0];
    expect([cell.status, cell.resubmitted_after_grading]).toEqual(["graded", false]);
  });

  it("a return without a grade reads as returned, then resubmitted", async () => {
    const { room, lesson, path } = await assigned();
    await bea.c.post(`${path}/submit`, { answers: ONE_WRONG });
    await host.c.request("PUT", `${work(room.id, lesson.id, bea.id)}/feedback`, { teacher_feedback: "Try question 1 again." });
    const statusOf = async () => (await bea.c.get(`/api/classrooms/${room.id}/student`)).body.lessons[0].status;
    expect(await statusOf()).toBe("returned");
    await bea.c.post(`${path}/submit`, { answers: ALL_RIGHT });
    expect(await statusOf()).toBe("resubmitted");
  });
});

describe("rules: defaults, changes and bad input", () => {
  it("a new assignment takes the teacher's defaults for what it leaves out", async () => {
    await setTeacher(server, host.id, { default_reveal_answers: "never", default_max_attempts: "3", default_lock_on_grade: true });
    const { assignedRules } = await assigned({ max_attempts: "1" });
    expect(assignedRules).toEqual({ reveal_answers: "never", max_attempts: "1", lock_on_grade: true });
    await setTeacher(server, host.id, {
      default_reveal_answers: "after_submit",
      default_max_attempts: "unlimited",
      default_lock_on_grade: false,
    });
  });

  it("changes one rule and keeps the others and the due date", async () => {
    const { path } = await assigned({ reveal_answers: "after_grading", max_attempts: "2" }, { due_at: "2031-01-01T12:00:00Z" });
    const res = await patch(host.c, path, { rules: { lock_on_grade: true } });
    expect(res.body.lesson).toMatchObject({
      due_at: "2031-01-01T12:00:00.000Z",
      rules: { reveal_answers: "after_grading", max_attempts: "2", lock_on_grade: true },
    });
  });

  it("refuses unknown rules and an empty change with a clear message", async () => {
    const { path } = await assigned();
    for (const body of [{ rules: { reveal_answers: "sometimes" } }, { rules: { max_attempts: 7 } }, { rules: { grade: true } }]) {
      const res = await patch(host.c, path, body);
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe("string");
    }
    expect((await patch(host.c, path, {})).body).toEqual({ error: C.nothingToChange });
  });
});

describe("scores kept apart", () => {
  it("the quiz and the writing are each kept, and combined by the one rule", async () => {
    const { room, lesson, path } = await assigned({}, { allowWriting: true });
    const blank = (await ann.c.post(`${path}/submit`, { answers: ONE_WRONG })).body.progress;
    // Blank writing on a lesson that asks for it counts 0: 50 % on the quiz, 0 on the writing.
    expect([blank.quiz_correct, blank.quiz_total, blank.writing_score, blank.score]).toEqual([1, 2, 0, 25]);
    const text = "Homework should be limited because rest improves learning; for example, Finnish schools set little and score well.";
    const full = (await ann.c.post(`${path}/submit`, { answers: ALL_RIGHT, writing_response: text })).body.progress;
    expect(full.writing_score).toBeGreaterThan(0);
    expect(full.score).toBe(Math.round((100 + full.writing_score) / 2));
    const cell = (await host.c.get(`/api/classrooms/${room.id}/manage`)).body.grid.find(
      (r: { student_id: string }) => r.student_id === ann.id,
    ).cells[0];
    expect([cell.quiz_correct, cell.quiz_total, cell.writing_score, cell.score]).toEqual([2, 2, full.writing_score, full.score]);
    expect(lesson.id).toBeTruthy();
  });
});

describe("a blank submission", () => {
  it("is refused, with nothing kept, when the lesson asks something; a reading-only lesson is turned in as it is", async () => {
    const quizOnly = await assigned();
    const withWriting = await assigned({}, { allowWriting: true });
    const refusals = [
      [quizOnly.path, { answers: {} }],
      [quizOnly.path, { answers: { q0: "", q1: "" } }],
      [quizOnly.path, { answers: { nope: "Proof" } }],
      [withWriting.path, { answers: {}, writing_response: " \n\t " }],
    ] as const;
    for (const [path, body] of refusals) {
      const res = await ann.c.post(`${path}/submit`, body);
      expect([res.status, res.body]).toEqual([400, { error: M.nothingToSubmit }]);
      expect((await ann.c.get(path)).body.progress).toBeNull();
    }
    expect((await ann.c.post(`${withWriting.path}/submit`, { answers: {}, writing_response: "Rest helps learning." })).status).toBe(200);

    const reading = await makeLesson(server, host.id, { quiz: [] });
    const room = await classroomWith(host, [ann], `Reading ${reading.id.slice(0, 6)}`);
    expect((await host.c.post(`/api/classrooms/${room.id}/lessons`, { lesson_id: reading.id })).status).toBe(200);
    const read = await ann.c.post(`${base(room.id, reading.id)}/submit`, { answers: {} });
    expect([read.status, read.body.progress.completed]).toEqual([200, true]);
  });
});

describe("a draft on the gradebook", () => {
  it("reads Draft for a member who keeps an unsent draft, on the teacher's grid and the student's own page, until it is turned in", async () => {
    const { room, lesson, path } = await assigned();
    const key = encodeURIComponent(draftKeys.classroomLesson(room.id, lesson.id));
    expect((await ann.c.request("PUT", `/api/drafts?key=${key}`, { body: { choices: { q0: "Proof" } } })).status).toBe(200);
    // A draft of the same lesson in another class does not count here.
    const elsewhere = encodeURIComponent(draftKeys.classroomLesson(randomUUID(), lesson.id));
    expect((await bea.c.request("PUT", `/api/drafts?key=${elsewhere}`, { body: { writing: "x" } })).status).toBe(200);
    const statuses = async () => {
      const grid = (await host.c.get(`/api/classrooms/${room.id}/manage`)).body.grid;
      return grid.map((r: { student_id: string; cells: Array<{ status: string }> }) => [r.student_id, r.cells[0].status]);
    };
    const own = async (p: Person) => (await p.c.get(`/api/classrooms/${room.id}/student`)).body.lessons[0].status;
    expect(new Map(await statuses())).toEqual(
      new Map([
        [ann.id, "draft"],
        [bea.id, "not_started"],
      ]),
    );
    expect([await own(ann), await own(bea)]).toEqual(["draft", "not_started"]);
    expect((await ann.c.post(`${path}/submit`, { answers: ONE_WRONG })).status).toBe(200);
    expect(new Map(await statuses()).get(ann.id)).toBe("submitted");
    expect(await own(ann)).toBe("submitted");
  });
});

describe("the gradebook file", () => {
  it("is a CSV download of the whole class, with formulas defused", async () => {
    const sly = await person(server);
    const { room, path } = await assigned();
    await server.deps.db.execute(`update profiles set username = '=HYPERLINK("http://evil")' where id = '${sly.id}'`);
    expect((await sly.c.post("/api/classrooms/join", { code: room.code })).status).toBe(200);
    await ann.c.post(`${path}/submit`, { answers: ONE_WRONG });
    const res = await host.c.get(`/api/classrooms/${room.id}/gradebook.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="gradebook-Rules-[A-Za-z0-9-]+\.csv"$/);
    // The test client decodes the text, which drops the byte-order mark (gradebook.test.ts reads the bytes).
    const lines = String(res.body).trimEnd().split("\r\n");
    expect(lines).toHaveLength(1 + 3 + 1);
    // Status, attempts, graded attempt, quiz right, quiz %, writing, overall, teacher grade, the figure counted.
    expect(lines.find((l) => l.startsWith(`"${ann.user.username}"`))).toBe(
      `"${ann.user.username}","Submitted","1","","1","50","","50","","50"`,
    );
    expect(lines.some((l) => l.startsWith(`"'=HYPERLINK(""http://evil"")"`))).toBe(true);
    expect(lines.at(-1)).toBe('"Class average (mean of each column)","","","","1","50","","50","","50"');
  });
});
