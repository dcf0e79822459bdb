// What the debate assignment API tests share: a class with a member, another class with its own
// student, and a student's round played to its verdict with the offline coach.
import { expect } from "vitest";
import { person, type Person } from "./classrooms-fixtures";
import type { TestServer } from "#tests/support/test-server.ts";

export const MOTION = "This House would ban homework in primary schools.";
export const SPEECH =
  "Homework helps pupils because practice at home makes lessons stick. For example, children who read every evening improve faster. " +
  "Banning it would hurt poorer pupils most, because they have fewer other chances to practise.";

export async function classWith(server: TestServer, host: Person, ...students: Person[]): Promise<string> {
  const made = await host.c.post("/api/classrooms", { name: `Debate class ${Date.now()}` });
  expect(made.status).toBe(200);
  for (const s of students) expect((await s.c.post("/api/classrooms/join", { code: made.body.classroom.code })).status).toBe(200);
  return made.body.classroom.id;
}

export async function assign(host: Person, classroomId: string, body: Record<string, unknown> = {}): Promise<string> {
  const res = await host.c.post(`/api/classrooms/${classroomId}/debates`, { motion: MOTION, side: "Government", ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.assignment.id;
}

/** The student starts the assigned round, makes one speech and ends it; the verdict is returned. */
export async function debateToVerdict(student: Person, classroomId: string, assignmentId: string) {
  const start = await student.c.post(`/api/classrooms/${classroomId}/debates/${assignmentId}/start`);
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  expect((await student.c.post("/api/debate/message", { content: SPEECH })).status).toBe(200);
  const end = await student.c.post("/api/debate/end");
  expect(end.status).toBe(200);
  return end.body.verdict;
}

export { person, type Person };
