// A student's debate-assignment work lasts as long as the assignment and their place in the class: the
// cap on stored practice rounds never drops a handed-in round, and removing the student from the class
// removes their work and grades there (as it does their lesson submissions), and nowhere else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { startTestServer, type TestServer } from "#tests/support/test-server.ts";
import { debateAssignmentWork, debates } from "#server/db/schema/index.ts";
import { ROUNDS_KEPT } from "#shared/limits.ts";
import { assign, classWith, debateToVerdict, person, type Person } from "./debate-assignments-fixtures";

let server: TestServer;
let teacher: Person;

beforeAll(async () => {
  server = await startTestServer();
  teacher = await person(server, "teacher");
});
afterAll(async () => {
  await server?.close();
});

const mine = async (s: Person, classroomId: string, id: string) =>
  (await s.c.get(`/api/classrooms/${classroomId}/debates/mine`)).body.assignments.find((a: { id: string }) => a.id === id).work;

describe("a handed-in debate round", () => {
  it("survives the cap on stored rounds, which still applies to practice rounds", async () => {
    const s = await person(server);
    const classroomId = await classWith(server, teacher, s);
    const id = await assign(teacher, classroomId);
    await debateToVerdict(s, classroomId, id);
    const [{ debateId }] = await server.deps.db.select().from(debateAssignmentWork).where(eq(debateAssignmentWork.studentId, s.id));
    // Many newer practice rounds, so the handed-in round is the oldest by far.
    const later = Date.now() + 60_000;
    await server.deps.db.insert(debates).values(
      Array.from({ length: ROUNDS_KEPT + 5 }, (_, i) => ({
        subject: `user:${s.id}`,
        userId: s.id,
        motion: `Practice ${i}`,
        side: "Opposition" as const,
        status: "finished" as const,
        finishedAt: new Date(later + i * 1000),
        createdAt: new Date(later + i * 1000),
      })),
    );
    expect((await s.c.post("/api/debate/start", { motion: "This House would keep every round", side: "Government" })).status).toBe(200);

    const finished = await server.deps.db
      .select({ id: debates.id })
      .from(debates)
      .where(and(eq(debates.subject, `user:${s.id}`), eq(debates.status, "finished")));
    expect(finished.map((r) => r.id)).toContain(debateId);
    // The practice rounds are still capped: the newest ROUNDS_KEPT - 1 of them, besides the handed-in one.
    expect(finished).toHaveLength(ROUNDS_KEPT);
    const work = await mine(s, classroomId, id);
    expect(work.status).toBe("finished");
    expect(work.judge).not.toBeNull();
    expect((await teacher.c.get(`/api/classrooms/${classroomId}/debates/${id}/students/${s.id}`)).body.verdict).not.toBeNull();
  });
});

describe("removing a student from a class", () => {
  it("removes their debate work and grade in that class only, and a rejoin starts afresh", async () => {
    const s = await person(server);
    const other = await person(server);
    const made = await teacher.c.post("/api/classrooms", { name: "Removal class" });
    const { id: one, code } = made.body.classroom as { id: string; code: string };
    for (const p of [s, other]) expect((await p.c.post("/api/classrooms/join", { code })).status).toBe(200);
    const two = await classWith(server, teacher, s);
    const inOne = await assign(teacher, one);
    const inTwo = await assign(teacher, two);
    for (const [room, id] of [
      [one, inOne],
      [two, inTwo],
    ])
      await debateToVerdict(s, room, id);
    await debateToVerdict(other, one, inOne);
    const grade = { matter: 6, manner: 6, method: 6, comment: "Fine." };
    expect((await teacher.c.put(`/api/classrooms/${one}/debates/${inOne}/students/${s.id}/grade`, grade)).status).toBe(200);
    const [round] = await server.deps.db
      .select({ id: debateAssignmentWork.debateId })
      .from(debateAssignmentWork)
      .where(and(eq(debateAssignmentWork.studentId, s.id), eq(debateAssignmentWork.assignmentId, inOne)));

    expect((await teacher.c.delete(`/api/classrooms/${one}/members/${s.id}`)).status).toBe(200);

    const left = await server.deps.db.select().from(debateAssignmentWork);
    expect(left.filter((w) => w.assignmentId === inOne).map((w) => w.studentId)).toEqual([other.id]);
    expect(left.filter((w) => w.assignmentId === inTwo).map((w) => w.studentId)).toEqual([s.id]);
    expect((await teacher.c.get(`/api/classrooms/${one}/debates/${inOne}/students/${s.id}`)).status).toBe(404);
    // The round stays the student's own practice round.
    expect((await s.c.get(`/api/debate/rounds/${round.id}`)).status).toBe(200);
    // Back in the class, the assignment is not started and carries no grade.
    expect((await s.c.post("/api/classrooms/join", { code })).status).toBe(200);
    expect(await mine(s, one, inOne)).toMatchObject({ status: "not_started", judge: null, teacher: null });
    expect(await mine(s, two, inTwo)).toMatchObject({ status: "finished" });
  });
});
