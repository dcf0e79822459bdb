// Assigning a module lesson to a class: the host may assign the lessons of a module they may open
// (public, unlocked by them, the starter curriculum), never those of a private module they have not
// unlocked; a student takes it in the class like any assignment, under the assignment's rules, and the
// host reviews and grades it, on the gradebook and in its CSV.
import { describe, expect, it } from "vitest";
import { serverForTests } from "#tests/support/lifecycle.ts";
import { moduleLessons, modules, userUnlockedModules } from "#server/db/schema/index.ts";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/index.ts";
import { ALL_RIGHT, QUIZ, classroomWith, makeLesson, patch, person, type Person } from "./classrooms-fixtures";

const server = serverForTests();

/** A module with one lesson; `createdBy` null is the starter curriculum. */
async function moduleWithLesson(p: { name: string; isPublic: boolean; createdBy: string | null }) {
  const db = server.deps.db;
  const [m] = await db.insert(modules).values({ name: p.name, isPublic: p.isPublic, createdBy: p.createdBy }).returning();
  const [l] = await db
    .insert(moduleLessons)
    .values({ title: `${p.name} lesson`, level: "intermediate", moduleId: m.id, reading: "Read this.", quiz: QUIZ, createdBy: p.createdBy })
    .returning();
  return { module: m, lesson: l };
}

const assign = (host: Person, roomId: string, lessonId: string) =>
  host.c.post(`/api/classrooms/${roomId}/lessons`, { lesson_id: lessonId, kind: "module_lesson" });

describe("assigning a module lesson", () => {
  it("allows public, unlocked and starter modules and refuses a private one the host has not unlocked", async () => {
    const admin = await person(server, "teacher");
    const host = await person(server, "teacher");
    const room = await classroomWith(host);
    const starter = await moduleWithLesson({ name: "Starter private", isPublic: false, createdBy: null });
    const open = await moduleWithLesson({ name: "Open", isPublic: true, createdBy: admin.id });
    const closed = await moduleWithLesson({ name: "Closed", isPublic: false, createdBy: admin.id });
    const unlocked = await moduleWithLesson({ name: "Unlocked", isPublic: false, createdBy: admin.id });
    await server.deps.db.insert(userUnlockedModules).values({ userId: host.id, moduleId: unlocked.module.id });

    const manage = async () => (await host.c.get(`/api/classrooms/${room.id}/manage`)).body;
    const before = await manage();
    const offered = before.library.filter((l: { kind: string }) => l.kind === "module_lesson").map((l: { id: string }) => l.id);
    expect(offered).toEqual(expect.arrayContaining([starter.lesson.id, open.lesson.id, unlocked.lesson.id]));
    expect(offered).not.toContain(closed.lesson.id);
    expect(before.library.find((l: { id: string }) => l.id === open.lesson.id)).toEqual({
      id: open.lesson.id,
      kind: "module_lesson",
      title: "Open lesson",
      level: "intermediate",
      module_name: "Open",
    });

    const refused = await assign(host, room.id, closed.lesson.id);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(C.moduleLessonNotOpen);
    // Named with the wrong kind, a module lesson is no lesson of the host's.
    expect((await host.c.post(`/api/classrooms/${room.id}/lessons`, { lesson_id: open.lesson.id })).status).toBe(404);
    expect((await host.c.post(`/api/classrooms/${room.id}/lessons`, { lesson_id: open.lesson.id, kind: "folder" })).status).toBe(400);

    for (const m of [starter, open, unlocked]) {
      const ok = await assign(host, room.id, m.lesson.id);
      expect(ok.status).toBe(200);
      expect(ok.body.lesson).toMatchObject({ id: m.lesson.id, kind: "module_lesson", title: m.lesson.title });
    }
    expect((await assign(host, room.id, open.lesson.id)).status).toBe(200);
    const after = await manage();
    expect(after.lessons.map((l: { id: string }) => l.id)).toEqual([starter.lesson.id, open.lesson.id, unlocked.lesson.id]);
    expect(after.library.map((l: { id: string }) => l.id)).not.toContain(open.lesson.id);
  });

  it("is taken by a student under its rules, reviewed and graded by the host, and shown in the gradebook and its CSV", async () => {
    const host = await person(server, "teacher");
    const student = await person(server);
    const room = await classroomWith(host, [student]);
    const own = await makeLesson(server, host.id, { title: "Own" });
    const { lesson } = await moduleWithLesson({ name: "Starter", isPublic: false, createdBy: null });
    expect((await host.c.post(`/api/classrooms/${room.id}/lessons`, { lesson_id: own.id })).status).toBe(200);
    const rules = { reveal_answers: "after_grading", max_attempts: "2", lock_on_grade: false };
    const added = await host.c.post(`/api/classrooms/${room.id}/lessons`, {
      lesson_id: lesson.id,
      kind: "module_lesson",
      rules: { reveal_answers: "after_grading", max_attempts: "2" },
    });
    expect(added.status).toBe(200);
    expect(added.body.lesson).toMatchObject({ id: lesson.id, kind: "module_lesson", rules });

    const view = await student.c.get(`/api/classrooms/${room.id}/student`);
    expect(view.body.lessons.map((l: { id: string; title: string }) => l.title)).toEqual(["Own", "Starter lesson"]);
    const path = `/api/classrooms/${room.id}/lessons/${lesson.id}`;
    const opened = await student.c.get(path);
    expect(opened.status).toBe(200);
    expect(opened.body.lesson).toMatchObject({ id: lesson.id, title: "Starter lesson", reading: "Read this." });
    expect(opened.body.lesson.quiz.map((q: { id: string }) => q.id)).toEqual(["q0", "q1"]);

    const sent = await student.c.post(`${path}/submit`, { answers: ALL_RIGHT, writing_response: "" });
    expect(sent.status).toBe(200);
    expect(sent.body.progress).toMatchObject({ completed: true, score: 100, answers: ALL_RIGHT, quiz_correct: 2, quiz_total: 2 });
    // A second attempt updates the same work and is kept beside the first; a third is over the limit.
    const again = await student.c.post(`${path}/submit`, { answers: { q0: "Proof", q1: "Prime Minister" }, writing_response: "" });
    expect(again.body.progress).toMatchObject({ score: 50, attempts: 2, quiz_correct: 1 });
    const third = await student.c.post(`${path}/submit`, { answers: ALL_RIGHT, writing_response: "" });
    expect(third.status).toBe(403);
    expect(third.body.error).toBe(C.noAttemptsLeft(2));
    // Answers show after grading only.
    const correctShown = async () => (await student.c.get(path)).body.lesson.quiz.map((q: { correct: unknown }) => q.correct !== null);
    expect(await correctShown()).toEqual([false, false]);

    const workPath = `/api/classrooms/${room.id}/lessons/${lesson.id}/students/${student.id}`;
    const work = await host.c.get(`${workPath}/work`);
    expect(work.status).toBe(200);
    expect(work.body.lesson.title).toBe("Starter lesson");
    expect(work.body.progress.score).toBe(50);
    expect(work.body.progress.attempts.map((a: { number: number; quiz_correct: number }) => [a.number, a.quiz_correct])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    const graded = await host.c.request("PUT", `${workPath}/feedback`, { teacher_feedback: "Check the first answer.", teacher_score: 70 });
    expect(graded.status).toBe(200);
    expect(await correctShown()).toEqual([true, true]);

    const grid = (await host.c.get(`/api/classrooms/${room.id}/manage`)).body.grid[0].cells;
    expect(grid).toEqual([
      expect.objectContaining({ lesson_id: own.id, status: "not_started", score: null, attempts: 0 }),
      expect.objectContaining({ lesson_id: lesson.id, status: "graded", score: 50, teacher_score: 70, quiz_correct: 1, attempts: 2 }),
    ]);
    const csv = await host.c.get(`/api/classrooms/${room.id}/gradebook.csv`);
    expect(csv.status).toBe(200);
    const [header, row] = String(csv.body).split("\r\n");
    expect(header).toContain('"Starter lesson: teacher grade"');
    // Quiz right, quiz %, writing, overall, teacher grade, the figure counted.
    expect(row.endsWith('"1","50","","50","70","70"')).toBe(true);

    // Its rules change like any assignment's.
    const changed = await patch(host.c, path, { rules: { max_attempts: "3" } });
    expect(changed.status).toBe(200);
    expect(changed.body.lesson).toMatchObject({ kind: "module_lesson", rules: { ...rules, max_attempts: "3" } });
    expect((await student.c.post(`${path}/submit`, { answers: ALL_RIGHT, writing_response: "" })).status).toBe(200);

    // Someone outside the class sees nothing of it.
    const stranger = await person(server);
    expect((await stranger.c.get(`/api/classrooms/${room.id}/lessons/${lesson.id}`)).status).toBe(403);

    // Unassigning removes the student's work on it with it.
    expect((await host.c.request("DELETE", `/api/classrooms/${room.id}/lessons/${lesson.id}`)).status).toBe(200);
    expect((await student.c.get(`/api/classrooms/${room.id}/lessons/${lesson.id}`)).status).toBe(404);
  });
});
