// Return to one student: the host hands one student's work back with a comment and, if she chooses, one
// more attempt for that student alone. The student sees it returned (class page and lesson), may submit
// again past the assignment's attempts, the history keeps every attempt and grade, and the answers stay
// hidden until the granted attempt is used. Only the class's host may return.
import { describe, expect, it } from "vitest";
import { serverForTests } from "#tests/support/lifecycle.ts";
import { RETURN_MESSAGES as R } from "#shared/messages/returns.ts";
import { ALL_RIGHT, classroomWith, makeLesson, patch, person, setTeacher } from "./classrooms-fixtures";

const server = serverForTests();
const ONE_WRONG = { q0: "Proof", q1: "Prime Minister" };
const shown = (quiz: Array<{ correct: unknown }>) => quiz.map((q) => q.correct !== null);

async function setUp(rules: Record<string, unknown>, lessonOptions: Parameters<typeof makeLesson>[2] = {}) {
  const host = await person(server, "teacher");
  const ann = await person(server);
  const bea = await person(server);
  const lesson = await makeLesson(server, host.id, lessonOptions);
  const room = await classroomWith(host, [ann, bea]);
  expect((await host.c.post(`/api/classrooms/${room.id}/lessons`, { lesson_id: lesson.id, rules })).status).toBe(200);
  const path = `/api/classrooms/${room.id}/lessons/${lesson.id}`;
  const annWork = `${path}/students/${ann.id}`;
  const giveBack = (body: Record<string, unknown>, who = host) => who.c.post(`${annWork}/return`, body);
  const classRow = async () => {
    const view = (await ann.c.get(`/api/classrooms/${room.id}/student`)).body;
    return view.lessons.find((l: { id: string }) => l.id === lesson.id);
  };
  return { host, ann, bea, room, lesson, path, annWork, giveBack, classRow };
}

describe("returning one student's work with one more attempt", () => {
  it("lets that student alone submit past the assignment's attempts, keeps every attempt and grade, and hides the answers until it is used", async () => {
    const { host, ann, bea, path, annWork, giveBack, classRow } = await setUp({ reveal_answers: "after_grading", max_attempts: "1" });
    expect((await ann.c.post(`${path}/submit`, { answers: ONE_WRONG })).status).toBe(200);
    expect((await bea.c.post(`${path}/submit`, { answers: ONE_WRONG })).status).toBe(200);
    // The teacher returns it with an attempt, then grades it 40: graded, the answers would show, but an attempt waits.
    const returned = await giveBack({ comment: "Look at question 1 again.", extra_attempt: true });
    expect(returned.status).toBe(200);
    expect(returned.body.returned).toMatchObject({
      after_attempt: 1,
      comment: "Look at question 1 again.",
      extra_attempt: true,
      teacher_score: null,
    });
    expect(returned.body.extra_attempt_open).toBe(true);
    expect((await host.c.request("PUT", `${annWork}/feedback`, { teacher_feedback: "Half right.", teacher_score: 40 })).status).toBe(200);

    // Ann sees it returned with the comment, on her class page and the lesson; the answers stay hidden.
    expect(await classRow()).toMatchObject({ status: "returned", return_comment: "Look at question 1 again.", extra_attempt_open: true });
    const lesson = (await ann.c.get(path)).body;
    expect([lesson.locked, lesson.progress.extra_attempt_open, lesson.progress.returned.comment]).toEqual([
      false,
      true,
      "Look at question 1 again.",
    ]);
    expect(shown(lesson.lesson.quiz)).toEqual([false, false]);
    const work = (await ann.c.get(`${annWork}/work`)).body;
    expect(shown(work.lesson.quiz)).toEqual([false, false]);
    expect(work.quiz_review.map((i: { correct: unknown }) => i.correct)).toEqual([null, null]);

    // Bea was not returned anything: her one attempt is used, and graded her answers show.
    expect((await bea.c.post(`${path}/submit`, { answers: ALL_RIGHT })).status).toBe(403);

    // Ann uses the granted attempt; then she is out of attempts, and (graded) the answers show.
    const second = await ann.c.post(`${path}/submit`, { answers: ALL_RIGHT });
    expect(second.status).toBe(200);
    expect([second.body.progress.attempts, second.body.progress.returned, second.body.progress.extra_attempt_open]).toEqual([
      2,
      null,
      false,
    ]);
    expect(shown(second.body.lesson.quiz)).toEqual([true, true]);
    const third = await ann.c.post(`${path}/submit`, { answers: ALL_RIGHT });
    expect([third.status, third.body.error]).toEqual([403, "You have used your 2 attempts at this lesson."]);
    expect(await classRow()).toMatchObject({ status: "resubmitted", return_comment: null, teacher_score: 40 });

    // The teacher's history: both attempts, the return, and the grade it was given after.
    const history = (await host.c.get(`${annWork}/work`)).body.progress;
    expect(history.attempts.map((a: { number: number; after_return: boolean }) => [a.number, a.after_return])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(history.returns).toHaveLength(1);
    expect([history.teacher_score, history.status, history.extra_attempt_open]).toEqual([40, "resubmitted", false]);
  });

  it("opens the grading lock and the deadline lock for the granted attempt only", async () => {
    const { host, ann, path, annWork, giveBack } = await setUp({ reveal_answers: "never", max_attempts: "3", lock_on_grade: true });
    await ann.c.post(`${path}/submit`, { answers: ONE_WRONG });
    await host.c.request("PUT", `${annWork}/feedback`, { teacher_feedback: "", teacher_score: 50 });
    expect((await ann.c.get(path)).body.locked_reason).toBe("Your teacher has graded this work, so it no longer accepts changes.");
    await setTeacher(server, host.id, { auto_lock_after_deadline: true });
    expect((await patch(host.c, path, { due_at: "2020-01-01T12:00:00Z" })).status).toBe(200);
    expect((await ann.c.get(path)).body.locked_reason).toBe("The due date has passed, so this lesson no longer accepts submissions.");
    expect((await giveBack({ comment: "", extra_attempt: true })).status).toBe(200);
    expect((await ann.c.get(path)).body.locked).toBe(false);
    expect((await ann.c.post(`${path}/submit`, { answers: ALL_RIGHT })).status).toBe(200);
    // Used: graded and locked again.
    expect((await ann.c.get(path)).body.locked).toBe(true);
    expect((await ann.c.post(`${path}/submit`, { answers: ALL_RIGHT })).status).toBe(403);
  });

  it("gives one attempt however often the teacher returns before it is used", async () => {
    const { ann, path, giveBack } = await setUp({ reveal_answers: "never", max_attempts: "1" });
    await ann.c.post(`${path}/submit`, { answers: ONE_WRONG });
    expect((await giveBack({ extra_attempt: true })).body.returned.extra_attempt).toBe(true);
    const again = await giveBack({ comment: "Still one.", extra_attempt: true });
    expect([again.body.returned.extra_attempt, again.body.extra_attempt_open]).toEqual([false, true]);
    expect((await ann.c.post(`${path}/submit`, { answers: ALL_RIGHT })).status).toBe(200);
    expect((await ann.c.post(`${path}/submit`, { answers: ALL_RIGHT })).status).toBe(403);
  });
});

describe("returning with a comment only", () => {
  it("shows the work returned with the comment and gives no attempt", async () => {
    const { ann, path, giveBack, classRow } = await setUp({ reveal_answers: "after_submit", max_attempts: "1" });
    await ann.c.post(`${path}/submit`, { answers: ONE_WRONG });
    const returned = await giveBack({ comment: "Well argued." });
    expect([returned.status, returned.body.extra_attempt_open]).toEqual([200, false]);
    expect(await classRow()).toMatchObject({ status: "returned", return_comment: "Well argued." });
    const lesson = (await ann.c.get(path)).body;
    expect([lesson.locked, lesson.progress.returned.comment]).toEqual([true, "Well argued."]);
    // Answers already showed after submitting, and still do: no attempt is left to copy them into.
    expect(shown(lesson.lesson.quiz)).toEqual([true, true]);
  });
});

describe("an extra attempt after the answers were shown", () => {
  it("is refused and says why, while a return with a comment still goes through", async () => {
    const { ann, path, giveBack } = await setUp({ reveal_answers: "after_submit", max_attempts: "1" });
    await ann.c.post(`${path}/submit`, { answers: ONE_WRONG });
    expect(shown((await ann.c.get(path)).body.lesson.quiz)).toEqual([true, true]);
    const refused = await giveBack({ comment: "Try again.", extra_attempt: true });
    expect([refused.status, refused.body.error]).toEqual([409, R.answersAlreadyShown]);
    expect((await ann.c.post(`${path}/submit`, { answers: ALL_RIGHT })).status).toBe(403);
    expect((await giveBack({ comment: "Try again." })).status).toBe(200);
  });

  it("is given for a lesson with no quiz, whose writing has no answers to copy", async () => {
    const { ann, path, giveBack } = await setUp(
      { reveal_answers: "after_submit", max_attempts: "1" },
      { quiz: [], allowWriting: true, writingPrompt: "Argue for school uniforms." },
    );
    expect((await ann.c.post(`${path}/submit`, { writing_response: "Uniforms save money for families." })).status).toBe(200);
    expect((await giveBack({ comment: "Add an example.", extra_attempt: true })).status).toBe(200);
    expect((await ann.c.post(`${path}/submit`, { writing_response: "Uniforms save money: a blazer lasts years." })).status).toBe(200);
  });
});

describe("who may return work", () => {
  it("only the class's host: not another teacher, the student, a student of another class, or someone signed out", async () => {
    const { ann, bea, path, annWork, giveBack } = await setUp({ reveal_answers: "never", max_attempts: "1" });
    await ann.c.post(`${path}/submit`, { answers: ONE_WRONG });
    const otherTeacher = await person(server, "teacher");
    const outsider = await person(server);
    await classroomWith(otherTeacher, [outsider], "Other class");
    const body = { comment: "Sneaky.", extra_attempt: true };
    for (const who of [otherTeacher, ann, bea, outsider]) expect((await giveBack(body, who)).status).toBe(403);
    expect((await server.client().post(`${annWork}/return`, body)).status).toBe(401);
    // Nothing was granted by any of them.
    expect((await ann.c.post(`${path}/submit`, { answers: ALL_RIGHT })).status).toBe(403);
  });

  it("refuses work not turned in, a non-member, and a bad body", async () => {
    const { host, ann, bea, room, path, annWork, giveBack } = await setUp({ reveal_answers: "never", max_attempts: "1" });
    expect((await giveBack({ comment: "Early." })).status).toBe(400);
    await ann.c.post(`${path}/submit`, { answers: ONE_WRONG });
    const stranger = await person(server);
    expect((await host.c.post(`${path}/students/${stranger.id}/return`, {})).status).toBe(404);
    expect((await host.c.post(`/api/classrooms/${room.id}/lessons/${crypto.randomUUID()}/students/${bea.id}/return`, {})).status).toBe(404);
    expect((await host.c.post(`${annWork}/return`, { comment: "x".repeat(2_001) })).body.error).toBe(R.commentTooLong);
    expect((await host.c.post(`${annWork}/return`, { extra_attempt: "yes" })).status).toBe(400);
  });
});
