// Answers that cannot leak: an assigned quiz's right answers (and which of the student's were right) are
// shown only once the student can no longer change the graded work, on every route that returns them.
// The walk's case: "after grading", 2 attempts, graded 1/2, then every answer shown and resubmitted 2/2.
import { describe, expect, it } from "vitest";
import { serverForTests } from "#tests/support/lifecycle.ts";
import { saveSettingsGroup } from "#server/platform/settings-store.ts";
import { defaultSettings } from "#shared/settings/rules.ts";
import { moduleLessons, modules } from "#server/db/schema/index.ts";
import { ALL_RIGHT, QUIZ, classroomWith, makeLesson, patch, person, setTeacher, type Person } from "./classrooms-fixtures";

const server = serverForTests();
const ONE_WRONG = { q0: "Proof", q1: "Prime Minister" };

type Q = { correct: unknown };
type Review = { correct: unknown; right: unknown };
const shown = (quiz: Q[]) => quiz.map((q) => q.correct !== null);

/** A lesson assigned with these rules to a class of Ann and Bea; the paths of the lesson and of Ann's work. */
async function setUp(rules: Record<string, unknown>) {
  const host = await person(server, "teacher");
  const ann = await person(server);
  const bea = await person(server);
  // Ann asks for answers straight away: assigned work must not listen.
  await saveSettingsGroup(server.deps.db, ann.id, "preferences", { ...defaultSettings().preferences, quiz_reveal: "immediate" });
  const lesson = await makeLesson(server, host.id);
  const room = await classroomWith(host, [ann, bea]);
  expect((await host.c.post(`/api/classrooms/${room.id}/lessons`, { lesson_id: lesson.id, rules })).status).toBe(200);
  const path = `/api/classrooms/${room.id}/lessons/${lesson.id}`;
  const annWork = `${path}/students/${ann.id}`;
  const grade = (score: number) => host.c.request("PUT", `${annWork}/feedback`, { teacher_feedback: "Graded.", teacher_score: score });
  return { host, ann, bea, path, annWork, grade };
}

/** What a person is shown of the answers: on the lesson, and on Ann's work (its quiz and its review). */
async function answersSeen(p: Person, path: string, annWork: string) {
  const lesson = shown((await p.c.get(path)).body.lesson.quiz);
  const work = (await p.c.get(`${annWork}/work`)).body;
  return { lesson, work: shown(work.lesson.quiz), review: work.quiz_review.map((i: Review) => [i.correct !== null, i.right !== null]) };
}
const HIDDEN = {
  lesson: [false, false],
  work: [false, false],
  review: [
    [false, false],
    [false, false],
  ],
};
const SHOWN = {
  lesson: [true, true],
  work: [true, true],
  review: [
    [true, true],
    [true, true],
  ],
};

describe("answers after grading, with an attempt left", () => {
  it("are hidden from the student until the last attempt, shown to the host, and never to another student", async () => {
    const { host, ann, bea, path, annWork, grade } = await setUp({ reveal_answers: "after_grading", max_attempts: "2" });
    const first = await ann.c.post(`${path}/submit`, { answers: ONE_WRONG });
    expect(shown(first.body.lesson.quiz)).toEqual([false, false]);
    expect((await grade(50)).status).toBe(200);

    // Graded, one attempt left: nothing that tells the right answers.
    expect(await answersSeen(ann, path, annWork)).toEqual(HIDDEN);
    const mine = (await ann.c.get(path)).body;
    expect([mine.locked, mine.progress.attempts]).toEqual([false, 1]);
    // The host sees them all along; another student sees neither them nor Ann's work.
    expect(await answersSeen(host, path, annWork)).toEqual(SHOWN);
    expect(shown((await bea.c.get(path)).body.lesson.quiz)).toEqual([false, false]);
    expect((await bea.c.get(`${annWork}/work`)).status).toBe(403);

    // The last attempt is turned in: nothing can change any more, so the answers show.
    const last = await ann.c.post(`${path}/submit`, { answers: ALL_RIGHT });
    expect(last.status).toBe(200);
    expect(shown(last.body.lesson.quiz)).toEqual([true, true]);
    expect(await answersSeen(ann, path, annWork)).toEqual(SHOWN);
    expect((await ann.c.post(`${path}/submit`, { answers: ALL_RIGHT })).status).toBe(403);
    // Bea has not turned hers in: still nothing for her.
    expect(shown((await bea.c.get(path)).body.lesson.quiz)).toEqual([false, false]);
  });

  it("show once grading locks the work", async () => {
    const { ann, path, annWork, grade } = await setUp({ reveal_answers: "after_grading", max_attempts: "3", lock_on_grade: true });
    await ann.c.post(`${path}/submit`, { answers: ONE_WRONG });
    expect(await answersSeen(ann, path, annWork)).toEqual(HIDDEN);
    await grade(50);
    expect(await answersSeen(ann, path, annWork)).toEqual(SHOWN);
    expect((await ann.c.get(path)).body.locked).toBe(true);
  });
});

describe("answers after submitting, with unlimited attempts", () => {
  it("stay hidden while the student may resubmit, and show once the due date locks the work", async () => {
    const { host, ann, path, annWork } = await setUp({ reveal_answers: "after_submit", max_attempts: "unlimited" });
    await setTeacher(server, host.id, { auto_lock_after_deadline: true });
    await ann.c.post(`${path}/submit`, { answers: ONE_WRONG });
    await ann.c.post(`${path}/submit`, { answers: ONE_WRONG });
    expect(await answersSeen(ann, path, annWork)).toEqual(HIDDEN);
    expect((await patch(host.c, path, { due_at: "2020-01-01T12:00:00Z" })).status).toBe(200);
    expect(await answersSeen(ann, path, annWork)).toEqual(SHOWN);
    expect((await ann.c.get(path)).body.locked).toBe(true);
  });
});

describe("a module lesson assigned to the class", () => {
  it("keeps its answers out of the module catalogue while the class holds them back", async () => {
    const host = await person(server, "teacher");
    const ann = await person(server);
    const outsider = await person(server);
    for (const p of [ann, outsider])
      await saveSettingsGroup(server.deps.db, p.id, "preferences", { ...defaultSettings().preferences, quiz_reveal: "immediate" });
    const db = server.deps.db;
    const [m] = await db.insert(modules).values({ name: "Open leak", isPublic: true, createdBy: host.id }).returning();
    const [l] = await db
      .insert(moduleLessons)
      .values({ title: "Leak lesson", level: "beginner", moduleId: m.id, reading: "Read.", quiz: QUIZ, createdBy: host.id })
      .returning();
    const room = await classroomWith(host, [ann]);
    const rules = { reveal_answers: "after_grading", max_attempts: "2" };
    expect((await host.c.post(`/api/classrooms/${room.id}/lessons`, { lesson_id: l.id, kind: "module_lesson", rules })).status).toBe(200);
    const catalogue = `/api/modules/${m.id}/lessons/${l.id}`;
    const path = `/api/classrooms/${room.id}/lessons/${l.id}`;

    expect(shown((await ann.c.get(catalogue)).body.lesson.quiz)).toEqual([false, false]);
    // Practising it in the catalogue does not show them either.
    const practice = await ann.c.post(`${catalogue}/submit`, {
      quiz_answers: { "0": "Point" },
      writing_response: "",
      case_builder_answer: "",
    });
    expect(practice.status).toBe(200);
    expect(shown(practice.body.lesson.quiz)).toEqual([false, false]);
    // Nor its score, which would tell which answers were right: no overall, no tally, on the lesson or the module page.
    expect(practice.body.quiz_held).toBe(true);
    expect(practice.body.progress).toMatchObject({ completed: true, score: null, quiz_correct: null, quiz_total: null });
    const page = async () => (await ann.c.get(`/api/modules/${m.id}`)).body.lessons.find((x: { id: string }) => x.id === l.id);
    expect(await page()).toMatchObject({ completed: true, score: null });
    // Someone outside the class keeps their own setting.
    expect(shown((await outsider.c.get(catalogue)).body.lesson.quiz)).toEqual([true, true]);

    await ann.c.post(`${path}/submit`, { answers: ONE_WRONG });
    await host.c.request("PUT", `${path}/students/${ann.id}/feedback`, { teacher_score: 50 });
    expect(shown((await ann.c.get(catalogue)).body.lesson.quiz)).toEqual([false, false]);
    await ann.c.post(`${path}/submit`, { answers: ALL_RIGHT });
    const after = (await ann.c.get(catalogue)).body;
    expect(shown(after.lesson.quiz)).toEqual([true, true]);
    // Once the class shows them, the practice's own score is given back: one of two right.
    expect([after.quiz_held, after.progress.score, after.progress.quiz_correct, after.progress.quiz_total]).toEqual([false, 50, 1, 2]);
    expect((await page()).score).toBe(50);
  });
});
