// Starts that race: a student's clicks on two debate assignments and on practice rounds at once never
// fail with a 500, and a round handed in for an assignment is never dropped by another start.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestServer, type TestServer } from "#tests/support/test-server.ts";
import { debateAssignmentWork, debates } from "#server/db/schema/index.ts";
import { DEBATE_ASSIGNMENT_MESSAGES as D } from "#shared/messages/index.ts";
import { assign, classWith, person, type Person } from "./debate-assignments-fixtures";

let server: TestServer;
let teacher: Person;

beforeAll(async () => {
  server = await startTestServer();
  teacher = await person(server, "teacher");
});
afterAll(async () => {
  await server?.close();
});

const PRACTICE = { motion: "This House would ban zoos.", side: "Opposition" };

describe("starting rounds at once", () => {
  it("never answers 500 to parallel starts of two assignments and practice, and links each round once", async () => {
    const s = await person(server);
    const classroomId = await classWith(server, teacher, s);
    const ids = [await assign(teacher, classroomId), await assign(teacher, classroomId, { side: "random" })];
    const starts = Array.from({ length: 24 }, (_, i) =>
      i % 3 === 2 ? s.c.post("/api/debate/start", PRACTICE) : s.c.post(`/api/classrooms/${classroomId}/debates/${ids[i % 3]}/start`),
    );
    const answers = await Promise.all(starts);
    for (const a of answers) expect([200, 409], JSON.stringify(a.body)).toContain(a.status);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.error).toMatch(/debate assignment/);

    const open = await server.deps.db
      .select({ id: debates.id })
      .from(debates)
      .where(eq(debates.subject, `user:${s.id}`));
    expect(open).toHaveLength(1);
    const links = (await server.deps.db.select().from(debateAssignmentWork).where(eq(debateAssignmentWork.studentId, s.id))).filter(
      (w) => w.debateId,
    );
    // At most one assignment holds the one round; once one did, nothing replaced it.
    expect(links.length).toBeLessThanOrEqual(1);
    if (links.length) expect(links[0].debateId).toBe(open[0].id);
  });

  it("refuses a practice round, or another assignment, while an assignment's round is open, and keeps that round", async () => {
    const s = await person(server);
    const classroomId = await classWith(server, teacher, s);
    const [first, second] = [await assign(teacher, classroomId), await assign(teacher, classroomId)];
    expect((await s.c.post(`/api/classrooms/${classroomId}/debates/${first}/start`)).status).toBe(200);
    const className = (await s.c.get("/api/debate/history")).body.assignment.classroom_name;

    const practice = await s.c.post("/api/debate/start", PRACTICE);
    expect(practice.status).toBe(409);
    expect(practice.body.error).toBe(D.roundOpen(className));
    const other = await s.c.post(`/api/classrooms/${classroomId}/debates/${second}/start`);
    expect(other.status).toBe(409);
    expect(other.body.error).toBe(D.roundOpen(className));
    expect((await s.c.get("/api/debate/history")).body.assignment.assignment_id).toBe(first);
    // Going back to the same assignment is still allowed. New Debate (a reset) keeps it unless the student
    // confirmed dropping it (a page that did not know of the round), and drops it once confirmed.
    expect((await s.c.post(`/api/classrooms/${classroomId}/debates/${first}/start`)).status).toBe(200);
    const unconfirmed = await s.c.post("/api/debate/reset");
    expect([unconfirmed.status, unconfirmed.body.error]).toEqual([409, D.roundOpen(className)]);
    expect((await s.c.get("/api/debate/history")).body.assignment.assignment_id).toBe(first);
    expect((await s.c.post("/api/debate/reset?assignment=drop")).status).toBe(200);
    expect((await s.c.get("/api/debate/history")).body.assignment).toBeNull();
    expect((await s.c.post("/api/debate/start", PRACTICE)).status).toBe(200);
  });
});
