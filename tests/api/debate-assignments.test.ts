// A debate as a classroom assignment, end to end on the API: the teacher assigns a motion, the student
// does the drill first, debates on the assigned side to the verdict, the teacher reads and grades it on
// the ballot's categories, and the student sees both grades.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "#tests/support/test-server.ts";
import { DEBATE_ASSIGNMENT_MESSAGES as D, CLASSROOM_MESSAGES as C } from "#shared/messages/index.ts";
import { speakerPoints } from "#shared/debate/ballot.ts";
import { wholeScores } from "#shared/debate/whole-scores.ts";
import { teacherCopy } from "#shared/debate/teacher-copy.ts";
import { assign, classWith, debateToVerdict, MOTION, person, SPEECH, type Person } from "./debate-assignments-fixtures";

const REFUTATION = {
  motion: MOTION,
  their_side: "Opposition",
  our_side: "Government",
  argument: { point: "Homework is stressful", analysis: "It takes time from play", example: "Long evenings", link: "So ban it" },
  refutation: {
    impact: "The stress is overstated: short tasks of ten minutes do not crowd out play for young children.",
    analysis: "Their mechanism assumes long tasks, but schools can cap homework time rather than ban practice outright.",
    examples: "Many primary schools set a short reading log each evening instead of worksheets.",
    weighing: "Even if some stress remains, the learning from regular practice matters more over a school year.",
  },
};

let server: TestServer;
let teacher: Person;
let student: Person;
let classmate: Person;
let classroomId: string;

beforeAll(async () => {
  server = await startTestServer();
  teacher = await person(server, "teacher");
  student = await person(server);
  classmate = await person(server);
  classroomId = await classWith(server, teacher, student, classmate);
});
afterAll(async () => {
  await server?.close();
});

const base = () => `/api/classrooms/${classroomId}/debates`;

describe("a debate assignment from assignment to grade", () => {
  it("gates the start on the drill, links the round, lets the teacher grade it on the ballot and shows both grades", async () => {
    const due = new Date(Date.now() + 86_400_000).toISOString();
    const id = await assign(teacher, classroomId, { side: "Government", due_at: due, drill: "refutation" });

    const mine = await student.c.get(`${base()}/mine`);
    expect(mine.body.assignments).toHaveLength(1);
    expect(mine.body.assignments[0]).toMatchObject({ motion: MOTION, drill: "refutation", drill_done: false });
    expect(mine.body.assignments[0].work).toMatchObject({ status: "not_started", side: "Government", judge: null });

    const gated = await student.c.post(`${base()}/${id}/start`);
    expect(gated.status).toBe(409);
    expect(gated.body.error).toBe(D.drillFirst("Refutation"));

    expect((await student.c.post("/api/refutation-feedback", REFUTATION)).status).toBe(200);
    expect((await student.c.get(`${base()}/mine`)).body.assignments[0].drill_done).toBe(true);

    const start = await student.c.post(`${base()}/${id}/start`);
    expect(start.body).toEqual({ motion: MOTION, side: "Government" });
    const history = await student.c.get("/api/debate/history");
    expect(history.body).toMatchObject({ motion: MOTION, side: "Government", started: true });
    // The debater names the assignment the round is for: its title, its class and its due date.
    expect(history.body.assignment).toEqual({
      classroom_id: classroomId,
      classroom_name: expect.stringMatching(/^Debate class /),
      assignment_id: id,
      motion: MOTION,
      due_at: due,
      late: false,
    });
    expect((await teacher.c.get(base())).body.assignments[0].students.find((s: any) => s.student_id === student.id).status).toBe(
      "in_progress",
    );

    // Going back to it while the round is open changes nothing: the same round continues.
    expect((await student.c.post("/api/debate/message", { content: SPEECH })).status).toBe(200);
    expect((await student.c.post(`${base()}/${id}/start`)).status).toBe(200);
    expect((await student.c.get("/api/debate/history")).body.messages).toHaveLength(3);
    const verdict = (await student.c.post("/api/debate/end")).body.verdict;
    expect((await student.c.post(`${base()}/${id}/start`)).body.error).toBe(D.alreadyFinished);

    const list = (await teacher.c.get(base())).body.assignments[0];
    const row = list.students.find((s: any) => s.student_id === student.id);
    expect(row).toMatchObject({ status: "finished", side: "Government", teacher: null });
    expect(row.judge).toEqual({ total: wholeScores(verdict.scores.user).total, speakerPoints: verdict.speakerPoints.user });
    expect(Number.isInteger(row.judge.total)).toBe(true);
    expect(list.students.find((s: any) => s.student_id === classmate.id).status).toBe("not_started");

    const work = await teacher.c.get(`${base()}/${id}/students/${student.id}`);
    expect(work.status).toBe(200);
    expect(work.body.messages.map((m: any) => m.role)).toEqual(["assistant", "user", "assistant"]);
    expect(work.body.messages[1].content).toBe(SPEECH);
    // The teacher's copy names the student where the student's says "you"; the scores are the same ballot.
    const name = work.body.student.username;
    expect(work.body.verdict).toEqual(teacherCopy(verdict, name));
    expect(verdict.reason).toContain("(you)");
    expect(work.body.verdict.reason).toContain(`Government (${name}):`);
    expect(work.body.verdict.reason).not.toMatch(/\byou\b|\byour\b/i);
    expect(work.body.grade).toBeNull();

    const graded = await teacher.c.put(`${base()}/${id}/students/${student.id}/grade`, {
      matter: 7,
      manner: 6,
      method: 5,
      comment: " Good rebuttal. ",
    });
    expect(graded.status).toBe(200);
    expect(graded.body.grade).toMatchObject({ matter: 7, manner: 6, method: 5, total: 18, comment: "Good rebuttal." });
    expect(graded.body.grade.speakerPoints).toBe(speakerPoints({ matter: 7, manner: 6, method: 5 }));

    const seen = await student.c.get(`${base()}/${id}/students/${student.id}`);
    expect(seen.body.verdict).toEqual(verdict);
    expect(seen.body.grade).toEqual(graded.body.grade);
    expect(seen.body.work.status).toBe("graded");
    expect((await student.c.get(`${base()}/mine`)).body.assignments[0].work.teacher).toEqual({
      total: 18,
      speakerPoints: graded.body.grade.speakerPoints,
    });
  });

  it("draws a random side once per student and keeps it", async () => {
    const id = await assign(teacher, classroomId, { side: "random" });
    expect((await classmate.c.get(`${base()}/mine`)).body.assignments[0].work.side).toBeNull();
    const first = await classmate.c.post(`${base()}/${id}/start`);
    expect(["Government", "Opposition"]).toContain(first.body.side);
    // A practice round is refused while the assigned one is open; dropped with New Debate, the
    // assignment is not started any more, and its side stays.
    const practice = { motion: "This House would ban zoos.", side: "Opposition" };
    expect((await classmate.c.post("/api/debate/start", practice)).status).toBe(409);
    expect((await classmate.c.post("/api/debate/reset?assignment=drop")).status).toBe(200);
    expect((await classmate.c.post("/api/debate/start", practice)).status).toBe(200);
    expect((await classmate.c.get("/api/debate/history")).body.assignment).toBeNull();
    expect((await classmate.c.get(`${base()}/mine`)).body.assignments[0].work).toMatchObject({
      status: "not_started",
      side: first.body.side,
    });
    for (let i = 0; i < 3; i++) expect((await classmate.c.post(`${base()}/${id}/start`)).body.side).toBe(first.body.side);
    // New Debate drops it, so the next assignment may start.
    expect((await classmate.c.post("/api/debate/reset?assignment=drop")).status).toBe(200);
  });

  it("marks a round judged after the due date late, and refuses a grade before the verdict", async () => {
    const id = await assign(teacher, classroomId, { due_at: new Date(Date.now() - 60_000).toISOString() });
    const early = await teacher.c.put(`${base()}/${id}/students/${classmate.id}/grade`, { matter: 5, manner: 5, method: 5 });
    expect([early.status, early.body.error]).toEqual([409, D.notFinished]);
    expect((await classmate.c.post(`${base()}/${id}/start`)).status).toBe(200);
    expect((await classmate.c.get("/api/debate/history")).body.assignment).toMatchObject({ assignment_id: id, late: true });
    await debateToVerdict(classmate, classroomId, id);
    const row = (await teacher.c.get(base())).body.assignments
      .find((a: any) => a.id === id)
      .students.find((s: any) => s.student_id === classmate.id);
    expect(row.status).toBe("late");
  });

  it("refuses bad input with the catalogue's messages", async () => {
    const id = await assign(teacher, classroomId);
    const cases: Array<[string, unknown, string]> = [
      ["post", { motion: " ", side: "Government" }, D.motionRequired],
      ["post", { motion: "x".repeat(301), side: "Government" }, D.motionTooLong],
      ["post", { motion: MOTION, side: "left" }, D.sideInvalid],
      ["post", { motion: MOTION, side: "Government", drill: "juggling" }, D.drillInvalid],
      ["post", { motion: MOTION, side: "Government", due_at: "tomorrow" }, C.invalidDueDate],
      ["put", { matter: 11, manner: 5, method: 5 }, D.gradeInvalid],
      ["put", { matter: 5.5, manner: 5, method: 5 }, D.gradeInvalid],
      ["put", { matter: 5, manner: 5 }, D.gradeInvalid],
      ["put", { matter: 5, manner: 5, method: 5, comment: "c".repeat(2001) }, D.commentTooLong],
    ];
    for (const [method, body, error] of cases) {
      const res =
        method === "post" ? await teacher.c.post(base(), body) : await teacher.c.put(`${base()}/${id}/students/${student.id}/grade`, body);
      expect([method, JSON.stringify(body).slice(0, 60), res.status, res.body]).toEqual([
        method,
        JSON.stringify(body).slice(0, 60),
        400,
        { error },
      ]);
    }
    expect((await teacher.c.get(`${base()}/${id}/students/not-a-member`)).status).toBe(404);
    expect(
      (await teacher.c.get(`/api/classrooms/${classroomId}/debates/00000000-0000-4000-8000-000000000000/students/${student.id}`)).status,
    ).toBe(404);
  });

  it("shows a student only their own round", async () => {
    const id = (await teacher.c.get(base())).body.assignments.at(-1).id;
    const res = await classmate.c.get(`${base()}/${id}/students/${student.id}`);
    expect([res.status, res.body]).toEqual([403, { error: D.notYourRound }]);
  });
});
