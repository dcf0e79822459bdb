// A password someone else set: a class's teacher resets a student's (only a student of a class she hosts,
// audited as an admin's reset is), and a temporary password, the teacher's or an admin's, must be changed
// at the first sign-in: until then every API route but changing it, signing out and reading the session
// refuses, better-auth's own routes too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { adminAudit, profiles } from "#server/db/schema/index.ts";
import { startTestServer, type TestClient, type TestServer } from "#tests/support/test-server.ts";
import { AUTH_MESSAGES as AUTH, CLASSROOM_MESSAGES as C } from "#shared/messages/index.ts";
import { confirmedPerson, person, type Person } from "./classrooms-fixtures";
import { startSmtp, type LocalSmtp } from "#tests/support/smtp.ts";
import { classWith } from "./debate-assignments-fixtures";

const ADMIN = "office@example.com";
let server: TestServer;
let admin: TestClient;
let adminId: string;
let teacher: Person;
let otherTeacher: Person;
let student: Person;
let classmate: Person;
let outsider: Person;
let teacherInClass: Person;
let classroomId: string;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN });
  admin = server.client();
  adminId = (await admin.signup({ email: ADMIN, username: "Office" })).body.user.id;
  teacher = await person(server, "teacher");
  otherTeacher = await person(server, "teacher");
  student = await person(server);
  classmate = await person(server);
  outsider = await person(server);
  teacherInClass = await person(server, "teacher");
  classroomId = await classWith(server, teacher, student, classmate, teacherInClass);
  // The admin joins the class too, as a member (an admin may be a student of a class).
  const code = (await teacher.c.get(`/api/classrooms/${classroomId}/manage`)).body.classroom.code;
  expect((await admin.post("/api/classrooms/join", { code })).status).toBe(200);
  await classWith(server, otherTeacher, outsider);
});
afterAll(async () => {
  await server?.close();
});

const resetPath = (userId: string, room = classroomId) => `/api/classrooms/${room}/members/${userId}/reset-password`;
const flagOf = async (id: string) =>
  (await server.deps.db.select({ f: profiles.mustChangePassword }).from(profiles).where(eq(profiles.id, id)))[0]!.f;
const teacherResets = async () =>
  server.deps.db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.action, "reset-password"), eq(adminAudit.actorId, teacher.id)));

describe("a teacher resets a student's password from the roster", () => {
  it("offers it for the students of her class only", async () => {
    const members = (await teacher.c.get(`/api/classrooms/${classroomId}/manage`)).body.members as Array<{
      user_id: string;
      password_resettable: boolean;
    }>;
    const resettable = Object.fromEntries(members.map((m) => [m.user_id, m.password_resettable]));
    expect(resettable).toEqual({ [student.id]: true, [classmate.id]: true, [teacherInClass.id]: false, [adminId]: false });
  });

  it("refuses anyone but the class's teacher, and a teacher or admin who is in her class", async () => {
    const refusals: Array<[string, TestClient, string, number, string]> = [
      ["a guest", server.client(), student.id, 401, AUTH.notSignedIn],
      ["the student", student.c, classmate.id, 403, C.notHost],
      ["a student resetting themself", student.c, student.id, 403, C.notHost],
      ["another teacher", otherTeacher.c, student.id, 403, C.notHost],
      ["an admin who does not host the class", admin, student.id, 403, C.notHost],
      ["her, for a teacher in her class", teacher.c, teacherInClass.id, 403, C.resetOnlyStudents],
      ["her, for an admin in her class", teacher.c, adminId, 403, C.resetOnlyStudents],
      ["her, for a student not in her class", teacher.c, outsider.id, 404, C.studentNotFound],
    ];
    for (const [who, c, target, status, error] of refusals) {
      const res = await c.post(resetPath(target));
      expect([res.status, res.body.error], who).toEqual([status, error]);
    }
    // Another teacher's class through her own: no.
    const otherRoom = (await otherTeacher.c.get("/api/classrooms")).body.hosted[0].id;
    expect((await teacher.c.post(resetPath(outsider.id, otherRoom))).status).toBe(403);
    // Nothing changed: every one of them still signs in with their own password, none is flagged, no audit.
    for (const p of [student, classmate, teacherInClass, outsider]) expect(await flagOf(p.id)).toBe(false);
    expect((await student.c.get("/api/me")).body.user.id).toBe(student.id);
    expect(await teacherResets()).toEqual([]);
    // Admins keep their own reset, for anyone.
    const byAdmin = await admin.post(`/api/admin/people/${teacherInClass.id}/reset-password`);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.mode).toBe("temporary");
  });

  it("sets a temporary password shown once, ends the student's sessions, and writes the admin reset's audit row", async () => {
    const res = await teacher.c.post(resetPath(student.id));
    expect(res.status).toBe(200);
    expect(res.body.password).toMatch(/^\S{4}-\S{4}-\S{4}$/);
    // Every session of the student ended at once.
    expect((await student.c.get("/api/me")).body.user).toBeNull();
    expect((await server.client().signin(student.user.email, "secret123")).status).toBe(401);
    const [row] = await teacherResets();
    expect(row).toMatchObject({
      actorId: teacher.id,
      actorEmail: teacher.user.email,
      targetId: student.id,
      targetEmail: student.user.email,
      action: "reset-password",
      detail: { mode: "temporary", by: "teacher", classroomId },
    });
    expect(JSON.stringify(row)).not.toContain(res.body.password);
    expect(await flagOf(student.id)).toBe(true);
    // The classmate is untouched.
    expect(await flagOf(classmate.id)).toBe(false);
    expect((await classmate.c.get("/api/me")).body.user.id).toBe(classmate.id);
  });
});

describe("a temporary password must be changed at the first sign-in", () => {
  async function resetAndSignIn(by: "teacher" | "admin", p: Person) {
    const res = by === "teacher" ? await teacher.c.post(resetPath(p.id)) : await admin.post(`/api/admin/people/${p.id}/reset-password`);
    expect(res.status).toBe(200);
    const c = server.client();
    expect((await c.signin(p.user.email, res.body.password)).status).toBe(200);
    return { c, temporary: res.body.password as string };
  }

  it("refuses every other route, better-auth's too, until the user chooses their own", async () => {
    const { c, temporary } = await resetAndSignIn("teacher", classmate);
    // Reading the session says why.
    expect((await c.get("/api/me")).body.user).toMatchObject({ id: classmate.id, mustChangePassword: true });
    const session = await c.get("/api/auth/get-session");
    expect(session.status).toBe(200);
    for (const [method, path, body] of [
      ["GET", "/api/settings", undefined],
      ["GET", "/api/classrooms", undefined],
      ["GET", `/api/classrooms/${classroomId}/student`, undefined],
      ["GET", "/api/me/export", undefined],
      ["POST", "/api/account/username", { username: "Taken Over" }],
      ["POST", "/api/debate/start", { motion: "This House would ban homework.", side: "Government" }],
      ["POST", "/api/auth/change-email", { newEmail: "thief@example.com", currentPassword: temporary, callbackURL: "/" }],
      ["POST", "/api/auth/update-user", { name: "Someone" }],
      ["GET", "/api/auth/list-sessions", undefined],
      ["POST", "/api/auth/revoke-other-sessions", {}],
    ] as const) {
      const res = await c.request(method, path, body);
      expect([res.status, res.body?.error ?? res.body?.message], path).toEqual([403, AUTH.mustChangePassword]);
    }
    // A wrong current password changes nothing.
    const wrong = await c.post("/api/auth/change-password", { currentPassword: "not-it-at-all", newPassword: "my own secret" });
    expect(wrong.status).toBe(400);
    expect(await flagOf(classmate.id)).toBe(true);

    const changed = await c.post("/api/auth/change-password", { currentPassword: temporary, newPassword: "my own secret" });
    expect(changed.status).toBe(200);
    expect(await flagOf(classmate.id)).toBe(false);
    // The very next request goes through.
    expect((await c.get("/api/me")).body.user).toMatchObject({ id: classmate.id, mustChangePassword: false });
    expect((await c.get("/api/settings")).status).toBe(200);
    expect((await c.get("/api/classrooms")).status).toBe(200);
    expect((await server.client().signin(classmate.user.email, "my own secret")).status).toBe(200);
  });

  it("holds for an admin's temporary password too, and signing out still works", async () => {
    const { c } = await resetAndSignIn("admin", outsider);
    expect((await c.get("/api/classrooms")).status).toBe(403);
    expect((await c.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await c.get("/api/me")).body.user).toBeNull();
    expect(await flagOf(outsider.id)).toBe(true);
  });
});

describe("with SMTP, a reset link the user follows", () => {
  let smtp: LocalSmtp;
  let mailServer: TestServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    mailServer = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: "Rostrum <no-reply@rostrum.test>" });
  });
  afterAll(async () => {
    await mailServer?.close();
    await smtp?.close();
  });

  it("is a password of their own too: the teacher's temporary one no longer needs changing", async () => {
    const host = await confirmedPerson(mailServer, "teacher");
    const pupil = await confirmedPerson(mailServer);
    const room = await classWith(mailServer, host, pupil);
    // A teacher's reset is a temporary password even with SMTP: a student may have no inbox to hand.
    const reset = await host.c.post(`/api/classrooms/${room}/members/${pupil.id}/reset-password`);
    expect(reset.status).toBe(200);
    const flag = async () =>
      (await mailServer.deps.db.select({ f: profiles.mustChangePassword }).from(profiles).where(eq(profiles.id, pupil.id)))[0]!.f;
    expect(await flag()).toBe(true);

    const before = smtp.mail.length;
    expect((await mailServer.client().post("/api/auth/request-password-reset", { email: pupil.user.email })).status).toBe(200);
    await expect.poll(() => smtp.mail.length, { timeout: 5000 }).toBe(before + 1);
    const token = decodeURIComponent(smtp.mail.at(-1)!.text.match(/#\/reset-password\?token=(\S+)/)![1]);
    expect((await mailServer.client().post("/api/auth/reset-password", { token, newPassword: "chosen by me" })).status).toBe(200);
    expect(await flag()).toBe(false);
    const c = mailServer.client();
    expect((await c.signin(pupil.user.email, "chosen by me")).status).toBe(200);
    expect((await c.get("/api/classrooms")).status).toBe(200);
  });
});
