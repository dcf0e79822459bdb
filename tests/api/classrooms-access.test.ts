// The access matrix: every classroom route as the host, another teacher, a member student, a student
// who is not a member, an admin and a guest. Each cell runs on a fresh classroom (a member who has
// submitted one assigned lesson), checks the status, that a refusal says nothing about the class, and
// that a refused call changed nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestServer, type TestServer } from "#tests/support/test-server.ts";
import { leakCount, matrixTests, type MatrixRoute } from "#tests/support/access-matrix.ts";
import {
  classroomLessonProgress,
  classroomLessons,
  classroomMembers,
  classrooms,
  moduleLessons,
  modules,
} from "#server/db/schema/index.ts";
import { ALL_RIGHT, makeLesson, patch, person, type Person } from "./classrooms-fixtures";

const ROLES = ["host", "otherTeacher", "member", "nonMember", "admin", "guest"] as const;
type Role = (typeof ROLES)[number];
const ADMIN = "principal@example.com";

let server: TestServer;
let people: Record<Exclude<Role, "guest">, Person>;
let lessonId: string;
let spareLessonIds: string[] = [];
let starterLessonId: string;
let seq = 0;

interface Fixture {
  id: string;
  code: string;
  name: string;
}

let previous: string | null = null;

async function fresh(): Promise<Fixture> {
  const { host, member } = people;
  // A cell's classroom is done with once the next cell starts: dropping it keeps the host under the
  // per-account cap of classrooms (the matrix makes more cells than the cap allows).
  if (previous) await server.deps.db.delete(classrooms).where(eq(classrooms.id, previous));
  const name = `Secret Room ${++seq}`;
  const made = await host.c.post("/api/classrooms", { name });
  expect(made.status).toBe(200);
  const room = made.body.classroom;
  previous = room.id;
  expect((await member.c.post("/api/classrooms/join", { code: room.code })).status).toBe(200);
  expect((await host.c.post(`/api/classrooms/${room.id}/lessons`, { lesson_id: lessonId, due_at: "2031-01-01T12:00:00Z" })).status).toBe(
    200,
  );
  expect((await member.c.post(`/api/classrooms/${room.id}/lessons/${lessonId}/submit`, { answers: ALL_RIGHT })).status).toBe(200);
  return { id: room.id, code: room.code, name };
}

async function snapshot(f: Fixture) {
  const db = server.deps.db;
  const [room] = await db.select().from(classrooms).where(eq(classrooms.id, f.id));
  const members = await db.select().from(classroomMembers).where(eq(classroomMembers.classroomId, f.id));
  const assigned = await db.select().from(classroomLessons).where(eq(classroomLessons.classroomId, f.id));
  const progress = await db.select().from(classroomLessonProgress).where(eq(classroomLessonProgress.classroomId, f.id));
  return JSON.stringify({
    room: room?.code,
    members: members.map((m) => m.userId).sort(),
    assigned: assigned.map((a) => [a.itemId, a.dueAt?.toISOString(), a.revealAnswers, a.maxAttempts, a.lockOnGrade]),
    progress: progress.map((p) => [p.studentId, p.score, p.submittedAt?.toISOString(), p.returnedAt?.toISOString()]),
  });
}

type Expect = Record<Role, number>;
const hostOnly: Expect = { host: 200, otherTeacher: 403, member: 403, nonMember: 403, admin: 403, guest: 401 };
const members: Expect = { host: 200, otherTeacher: 403, member: 200, nonMember: 403, admin: 403, guest: 401 };

const ROUTES: Array<MatrixRoute<Role, Fixture> & { expect: Expect }> = [
  {
    name: "GET /api/classrooms",
    expect: { host: 200, otherTeacher: 200, member: 200, nonMember: 200, admin: 200, guest: 401 },
    call: (c) => c.get("/api/classrooms"),
  },
  {
    name: "POST /api/classrooms",
    expect: { host: 200, otherTeacher: 200, member: 403, nonMember: 403, admin: 200, guest: 401 },
    call: (c) => c.post("/api/classrooms", { name: "Another class" }),
  },
  {
    name: "POST /api/classrooms/join",
    expect: { host: 409, otherTeacher: 200, member: 200, nonMember: 200, admin: 200, guest: 401 },
    call: (c, f) => c.post("/api/classrooms/join", { code: f.code }),
  },
  { name: "GET manage", expect: hostOnly, call: (c, f) => c.get(`/api/classrooms/${f.id}/manage`) },
  { name: "DELETE classroom", expect: hostOnly, call: (c, f) => c.delete(`/api/classrooms/${f.id}`) },
  { name: "DELETE member", expect: hostOnly, call: (c, f) => c.delete(`/api/classrooms/${f.id}/members/${people.member.id}`) },
  {
    name: "POST assign lesson",
    expect: hostOnly,
    call: (c, f) => c.post(`/api/classrooms/${f.id}/lessons`, { lesson_id: spareLessonIds[seq % spareLessonIds.length] }),
  },
  {
    name: "POST assign module lesson",
    expect: hostOnly,
    call: (c, f) => c.post(`/api/classrooms/${f.id}/lessons`, { lesson_id: starterLessonId, kind: "module_lesson" }),
  },
  { name: "PATCH due date", expect: hostOnly, call: (c, f) => patch(c, `/api/classrooms/${f.id}/lessons/${lessonId}`, { due_at: null }) },
  {
    name: "PATCH rules",
    expect: hostOnly,
    call: (c, f) => patch(c, `/api/classrooms/${f.id}/lessons/${lessonId}`, { rules: { reveal_answers: "never", max_attempts: "1" } }),
  },
  { name: "GET gradebook.csv", expect: hostOnly, call: (c, f) => c.get(`/api/classrooms/${f.id}/gradebook.csv`) },
  { name: "GET gradebook", expect: hostOnly, call: (c, f) => c.get(`/api/classrooms/${f.id}/gradebook`) },
  { name: "DELETE assignment", expect: hostOnly, call: (c, f) => c.delete(`/api/classrooms/${f.id}/lessons/${lessonId}`) },
  { name: "GET student view", expect: members, call: (c, f) => c.get(`/api/classrooms/${f.id}/student`) },
  { name: "GET lesson", expect: members, call: (c, f) => c.get(`/api/classrooms/${f.id}/lessons/${lessonId}`) },
  {
    name: "POST return",
    expect: hostOnly,
    call: (c, f) => c.post(`/api/classrooms/${f.id}/lessons/${lessonId}/students/${people.member.id}/return`, { comment: "Look again." }),
  },
  {
    name: "POST submit",
    expect: { host: 403, otherTeacher: 403, member: 200, nonMember: 403, admin: 403, guest: 401 },
    call: (c, f) => c.post(`/api/classrooms/${f.id}/lessons/${lessonId}/submit`, { answers: { q0: "Proof" } }),
  },
];

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN });
  people = {
    host: await person(server, "teacher"),
    otherTeacher: await person(server, "teacher"),
    member: await person(server),
    nonMember: await person(server),
    admin: await person(server, "student", ADMIN),
  };
  expect(people.admin.user.isAdmin).toBe(true);
  lessonId = (await makeLesson(server, people.host.id, { title: "Hidden Lesson Title" })).id;
  spareLessonIds = [(await makeLesson(server, people.host.id)).id, (await makeLesson(server, people.host.id)).id];
  // A lesson of the starter curriculum (a private module no one created), which any host may assign.
  const [starter] = await server.deps.db.insert(modules).values({ name: "Starter", isPublic: false }).returning();
  const [ml] = await server.deps.db
    .insert(moduleLessons)
    .values({ title: "Starter lesson", moduleId: starter.id, reading: "Read.", quiz: [] })
    .returning();
  starterLessonId = ml.id;
});
afterAll(async () => {
  await server?.close();
});

describe("the classroom access matrix", () => {
  let leaks = 0;
  const clientOf = (role: Role) => (role === "guest" ? server.client() : people[role].c);
  matrixTests(ROUTES, ROLES, { fixture: fresh, clientOf, snapshot }, async ({ route, actor: role, f, res, unchanged }) => {
    if (res.status >= 400) {
      if (route.name !== "POST /api/classrooms/join") leaks += leakCount(res.body, [f.code, f.name, "Hidden Lesson Title"]);
      if (route.name !== "POST /api/classrooms") await unchanged();
    }
    if (route.name === "GET /api/classrooms" && (role === "otherTeacher" || role === "nonMember" || role === "admin")) {
      leaks += leakCount(res.body, [f.id, f.code]);
    }
    if (route.name === "GET /api/classrooms" && role === "member") {
      // A member sees the class, never its code.
      expect(JSON.stringify(res.body)).toContain(f.id);
      leaks += leakCount(res.body, [f.code]);
    }
    if (route.name === "GET student view" && role === "member") {
      expect(res.body.lessons).toHaveLength(1);
    }
    if (route.name === "GET gradebook.csv" && role === "host") {
      expect(res.headers.get("content-type")).toContain("text/csv");
      expect(String(res.body)).toContain("Hidden Lesson Title: status");
    }
    expect(leaks).toBe(0);
  });

  it("answers 404 for a classroom that does not exist, and 400 for an id that cannot be one", async () => {
    const id = crypto.randomUUID();
    for (const res of [
      await people.host.c.get(`/api/classrooms/${id}/manage`),
      await people.member.c.get(`/api/classrooms/${id}/student`),
      await people.host.c.delete(`/api/classrooms/${id}`),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await people.host.c.get("/api/classrooms/not-a-uuid/manage")).status).toBe(400);
  });

  it("the host and another member see no one else's work on the lesson route", async () => {
    const f = await fresh();
    const view = await people.host.c.get(`/api/classrooms/${f.id}/lessons/${lessonId}`);
    expect(view.body.progress).toBeNull();
    const other = await person(server);
    await other.c.post("/api/classrooms/join", { code: f.code });
    const theirs = await other.c.get(`/api/classrooms/${f.id}/lessons/${lessonId}`);
    expect(theirs.body.progress).toBeNull();
  });
});
