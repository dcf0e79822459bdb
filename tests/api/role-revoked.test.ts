// A role taken away takes effect on the next request for everything it granted: a teacher whose role an
// admin takes on People is refused every route of her classes (read, grade, export, set work) at her
// very next request, and so when the role is taken on another server (straight in the database here,
// while her signed copy of the user still says teacher). Given back, the role gives the classes back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { profiles } from "#server/db/schema/index.ts";
import { startTestServer, type Reply, type TestClient, type TestServer } from "#tests/support/test-server.ts";
import { AUTH_MESSAGES as AUTH } from "#shared/messages/index.ts";
import { ALL_RIGHT, makeLesson, person, type Person } from "./classrooms-fixtures";
import { assign, classWith } from "./debate-assignments-fixtures";

let server: TestServer;
let admin: TestClient;
let teacher: Person;
let student: Person;
let classroomId: string;
let lessonId: string;
let spareLessonId: string;
let debateId: string;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "head@example.com" });
  admin = server.client();
  await admin.signup({ email: "head@example.com", username: "Head Teacher" });
  teacher = await person(server, "teacher");
  student = await person(server);
  classroomId = await classWith(server, teacher, student);
  lessonId = (await makeLesson(server, teacher.id, { title: "Rebuttal basics" })).id;
  spareLessonId = (await makeLesson(server, teacher.id, { title: "Weighing" })).id;
  expect((await teacher.c.post(`/api/classrooms/${classroomId}/lessons`, { lesson_id: lessonId })).status).toBe(200);
  expect((await student.c.post(`/api/classrooms/${classroomId}/lessons/${lessonId}/submit`, { answers: ALL_RIGHT })).status).toBe(200);
  debateId = await assign(teacher, classroomId);
});
afterAll(async () => {
  await server?.close();
});

const work = () => `/api/classrooms/${classroomId}/lessons/${lessonId}/students/${student.id}`;

/** Each class route a teacher has, by what it does. */
const classRoutes = (): Array<[string, (c: TestClient) => Promise<Reply>]> => [
  ["read the class", (c) => c.get(`/api/classrooms/${classroomId}/manage`)],
  ["read a student's work", (c) => c.get(`${work()}/work`)],
  ["read a student's progress", (c) => c.get(`/api/profiles/${student.id}/progress`)],
  ["read the debates", (c) => c.get(`/api/classrooms/${classroomId}/debates`)],
  ["read a student's debate", (c) => c.get(`/api/classrooms/${classroomId}/debates/${debateId}/students/${student.id}`)],
  ["grade", (c) => c.put(`${work()}/feedback`, { teacher_feedback: "Well argued.", teacher_score: 80 })],
  ["export", (c) => c.get(`/api/classrooms/${classroomId}/gradebook.csv`)],
  ["set work", (c) => c.post(`/api/classrooms/${classroomId}/lessons`, { lesson_id: spareLessonId })],
  [
    "set a debate",
    (c) => c.post(`/api/classrooms/${classroomId}/debates`, { motion: "This House would ban school uniforms.", side: "Government" }),
  ],
  ["change a due date", (c) => c.request("PATCH", `/api/classrooms/${classroomId}/lessons/${lessonId}`, { due_at: null })],
  ["return a student's work", (c) => c.post(`${work()}/return`, { comment: "Try the rebuttal again.", extra_attempt: true })],
  ["remove a student", (c) => c.delete(`/api/classrooms/${classroomId}/members/${student.id}`)],
];

/** The read-only routes answer 200 to a teacher (the writes are checked as refused only, so nothing changes). */
async function expectReadsAllowed() {
  for (const [what, call] of classRoutes().slice(0, 5)) expect((await call(teacher.c)).status, what).toBe(200);
  expect((await teacher.c.get(`/api/classrooms/${classroomId}/gradebook.csv`)).status).toBe(200);
}

async function expectEveryRouteRefused() {
  for (const [what, call] of classRoutes()) {
    const res = await call(teacher.c);
    expect(res.status, what).toBe(403);
    expect(res.body.error, what).toBe(AUTH.accessDeniedTeachers);
  }
  // Her classes are no longer listed as hers.
  expect((await teacher.c.get("/api/classrooms")).body.hosted).toEqual([]);
}

const setTeacher = (granted: boolean) => admin.post(`/api/admin/people/${teacher.id}/roles`, { role: "teacher", granted });

describe("a teacher role taken on People", () => {
  it("refuses her every class route at her very next request, and shows her the new role", async () => {
    // Her copy of the user is fresh and says teacher.
    await expectReadsAllowed();
    expect((await teacher.c.get("/api/me")).body.user.role).toBe("teacher");

    expect((await setTeacher(false)).status).toBe(200);
    await expectEveryRouteRefused();
    expect((await teacher.c.get("/api/me")).body.user.role).toBe("student");
    // Her lessons and lesson tools went with the role.
    expect((await teacher.c.get("/api/lessons")).status).toBe(403);

    // Nothing she tried changed the class: the student is still in it, with no grade and one assignment.
    const manage = await admin.get(`/api/classrooms/${classroomId}/manage`);
    expect(manage.status).toBe(403); // an admin who does not host the class has no class powers over it either
    expect((await student.c.get(`/api/classrooms/${classroomId}/student`)).status).toBe(200);

    expect((await setTeacher(true)).status).toBe(200);
    await expectReadsAllowed();
    expect((await teacher.c.get("/api/classrooms")).body.hosted).toHaveLength(1);
  });

  it("refuses them too when the role is taken on another server, while her signed copy still says teacher", async () => {
    await expectReadsAllowed();
    await server.deps.db.update(profiles).set({ role: "student" }).where(eq(profiles.id, teacher.id));
    // The copy is a minute old at most and this process was not told: it still says teacher…
    expect((await teacher.c.get("/api/me")).body.user.role).toBe("teacher");
    // …but every class route and lesson tool reads the role from the database.
    await expectEveryRouteRefused();
    expect((await teacher.c.get("/api/lessons")).status).toBe(403);
    expect((await teacher.c.get("/api/motion-bank")).status).toBe(403);
    await server.deps.db.update(profiles).set({ role: "teacher" }).where(eq(profiles.id, teacher.id));
    await expectReadsAllowed();
  });
});
