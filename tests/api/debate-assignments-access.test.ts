// The access matrix of the debate assignments: every route as the class's host, another teacher, a
// member student, another class's student, an admin and a guest, on one class whose member has a
// judged round for the assignment. Refusals run first (and change nothing), then what may be done.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestServer, type TestServer } from "#tests/support/test-server.ts";
import { checkMatrix, expectEveryDocumentedRoute, type RequestRoute } from "#tests/support/access-matrix.ts";
import { debateAssignmentWork, debateAssignments } from "#server/db/schema/index.ts";
import { assign, classWith, debateToVerdict, MOTION, person, type Person } from "./debate-assignments-fixtures";

const ROLES = ["host", "otherTeacher", "member", "otherStudent", "admin", "guest"] as const;
type Role = (typeof ROLES)[number];
const ADMIN = "dean@example.com";

let server: TestServer;
let people: Record<Exclude<Role, "guest">, Person>;
let classroomId: string;
let assignmentId: string;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN });
  people = {
    host: await person(server, "teacher"),
    otherTeacher: await person(server, "teacher"),
    member: await person(server),
    otherStudent: await person(server),
    admin: await person(server, "student", ADMIN),
  };
  classroomId = await classWith(server, people.host, people.member);
  // Another class, of another teacher, with its own student: neither may see into the first.
  await classWith(server, people.otherTeacher, people.otherStudent);
  assignmentId = await assign(people.host, classroomId);
  await debateToVerdict(people.member, classroomId, assignmentId);
});
afterAll(async () => {
  await server?.close();
});

type Expect = Record<Role, number>;
const hostOnly: Expect = { host: 200, otherTeacher: 403, member: 403, otherStudent: 403, admin: 403, guest: 401 };
const classOnly: Expect = { host: 200, otherTeacher: 403, member: 200, otherStudent: 403, admin: 403, guest: 401 };

/** A row: the documented path (its name), and the real one built on the fixture when called. */
function route(method: string, template: string, path: () => string, expected: Expect, body?: unknown): RequestRoute<Role> {
  return { name: `${method} ${template}`, method, path: template, expect: expected, call: (c) => c.request(method, path(), body) };
}

const base = () => `/api/classrooms/${classroomId}/debates`;
const DOC = "/api/classrooms/{classroomId}/debates";
const WORK = `${DOC}/{assignmentId}/students/{studentId}`;
const ROUTES = [
  route("GET", "/api/motion-bank", () => "/api/motion-bank", {
    host: 200,
    otherTeacher: 200,
    member: 403,
    otherStudent: 403,
    admin: 200,
    guest: 401,
  }),
  route("POST", DOC, base, hostOnly, { motion: MOTION, side: "Opposition" }),
  route("GET", DOC, base, hostOnly),
  route("GET", `${DOC}/mine`, () => `${base()}/mine`, classOnly),
  // The member's round is judged: they pass the permission check and are told so.
  route("POST", `${DOC}/{assignmentId}/start`, () => `${base()}/${assignmentId}/start`, { ...classOnly, host: 403, member: 409 }),
  route("GET", WORK, () => `${base()}/${assignmentId}/students/${people.member.id}`, classOnly),
  route("PUT", `${WORK}/grade`, () => `${base()}/${assignmentId}/students/${people.member.id}/grade`, hostOnly, {
    matter: 6,
    manner: 6,
    method: 6,
  }),
  route("POST", `${WORK}/return`, () => `${base()}/${assignmentId}/students/${people.member.id}/return`, hostOnly, {
    comment: "Rebut the second point.",
  }),
  // The teacher's brief is the opponent's case against the class: its host alone reads or writes it. With
  // no model configured, the host's draft is refused as a conflict.
  route("GET", `${DOC}/{assignmentId}/brief`, () => `${base()}/${assignmentId}/brief`, hostOnly),
  route("PUT", `${DOC}/{assignmentId}/brief`, () => `${base()}/${assignmentId}/brief`, hostOnly, { brief: null }),
  route("POST", `${DOC}/{assignmentId}/brief/draft`, () => `${base()}/${assignmentId}/brief/draft`, { ...hostOnly, host: 409 }),
  route("DELETE", `${DOC}/{assignmentId}`, () => `${base()}/${assignmentId}`, hostOnly),
];

const clientOf = (role: Role) => (role === "guest" ? server.client() : people[role].c);

async function snapshot() {
  const a = await server.deps.db.select().from(debateAssignments).where(eq(debateAssignments.classroomId, classroomId));
  const w = await server.deps.db.select().from(debateAssignmentWork).where(eq(debateAssignmentWork.assignmentId, assignmentId));
  return JSON.stringify({
    a: a.map((r) => [r.id, r.motion, r.side, r.brief]),
    w: w.map((r) => [r.studentId, r.debateId, r.matter, r.gradedAt]),
  });
}

describe("debate assignments: who may do what", () => {
  it("lists every documented debate assignment route", async () => {
    await expectEveryDocumentedRoute(server.client(), ["/api/motion-bank", DOC], ROUTES, (p) => p);
  });

  it("refuses everyone but the class's teacher and (for their own round) its student, changing nothing", async () => {
    const before = await snapshot();
    await checkMatrix(ROUTES, ROLES, clientOf, undefined, { only: (s) => s >= 400 });
    expect(await snapshot()).toBe(before);
  });

  it("lets the host and the member do what the table allows, the delete last", async () => {
    const [last, ...rest] = [ROUTES.at(-1)!, ...ROUTES.slice(0, -1)];
    await checkMatrix(rest, ROLES, clientOf, undefined, { only: (s) => s < 400 });
    await checkMatrix([last], ROLES, clientOf, undefined, { only: (s) => s < 400 });
    const left = (await people.host.c.get(base())).body.assignments.map((a: { id: string }) => a.id);
    expect(left).not.toContain(assignmentId);
  });
});
