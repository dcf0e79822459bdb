import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestServer, TEACHER_CODE, type TestClient, type TestServer } from "#tests/support/test-server.ts";
import { mailEnv, serverForTests, smtpForTests } from "#tests/support/lifecycle.ts";
import { adminAudit } from "#server/db/schema/index.ts";
import { AUTH_MESSAGES as AUTH, PEOPLE_MESSAGES as M } from "#shared/messages/index.ts";
import { checkMatrix, expectEveryDocumentedRoute, requestRoute } from "#tests/support/access-matrix.ts";

// Admin → People: only an admin (as the database has it now) lists accounts, gives and takes roles and
// resets passwords; the last admin stays one; every change is audited.

let server: TestServer;
let admin: TestClient;
let teacher: TestClient;
let student: TestClient;
let studentId: string;
let adminId: string;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "boss@example.com" });
  admin = server.client();
  adminId = (await admin.signup({ email: "boss@example.com", username: "The Boss" })).body.user.id;
  teacher = server.client();
  await teacher.signup({ role: "teacher", teacherCode: TEACHER_CODE, username: "Ms Teach" });
  student = server.client();
  studentId = (await student.signup({ username: "Stu Dent", email: "stu.dent@example.com" })).body.user.id;
});
afterAll(async () => {
  await server?.close();
});

describe("who may", () => {
  type Actor = "guest" | "student" | "teacher" | "admin" | "wrongUser";
  const ACTORS: readonly Actor[] = ["guest", "student", "teacher", "wrongUser", "admin"];
  const DENIED = [403, AUTH.accessDenied] as const;
  const routes = () => [
    requestRoute<Actor>("GET", "/api/admin/people", undefined, {
      guest: 401,
      student: DENIED,
      teacher: DENIED,
      wrongUser: DENIED,
      admin: 200,
    }),
    requestRoute<Actor>(
      "POST",
      `/api/admin/people/${studentId}/roles`,
      { role: "teacher", granted: false },
      { guest: 401, student: DENIED, teacher: DENIED, wrongUser: DENIED, admin: 200 },
    ),
    requestRoute<Actor>("POST", `/api/admin/people/${studentId}/reset-password`, undefined, {
      guest: 401,
      student: DENIED,
      teacher: DENIED,
      wrongUser: DENIED,
    }),
    requestRoute<Actor>("POST", "/api/account/username", { username: "Someone Else" }, { guest: 401 }),
  ];

  it("lets only an admin as the database has it now: not guests, students, teachers, nor an admin whose role was just taken", async () => {
    // The wrong user: made an admin, signed in (their copy says admin), then the role taken back.
    const wrongUser = server.client();
    const id = (await wrongUser.signup({ email: "boss2@example.com" })).body.user.id;
    expect((await admin.post(`/api/admin/people/${id}/roles`, { role: "admin", granted: true })).status).toBe(200);
    await wrongUser.signin("boss2@example.com", "secret123");
    expect((await wrongUser.get("/api/me")).body.user.isAdmin).toBe(true);
    expect((await admin.post(`/api/admin/people/${id}/roles`, { role: "admin", granted: false })).status).toBe(200);
    await server.deps.db.delete(adminAudit);

    const clients: Record<Actor, TestClient> = { guest: server.client(), student, teacher, admin, wrongUser };
    // Every People operation the server documents is in the matrix.
    await expectEveryDocumentedRoute(
      clients.guest,
      ["/api/admin/people"],
      routes().filter((r) => r.path.startsWith("/api/admin/")),
      (p) => p.replace(studentId, "{userId}"),
    );
    await checkMatrix(routes(), ACTORS, (a) => clients[a], undefined, { only: (status) => status >= 400 });
    // Nothing changed: no role, no password, no audit row.
    expect((await student.get("/api/me")).body.user.role).toBe("student");
    expect(await server.deps.db.select().from(adminAudit)).toEqual([]);
    expect((await server.client().signin("stu.dent@example.com", "secret123")).status).toBe(200);
    await checkMatrix(routes(), ACTORS, (a) => clients[a], undefined, { only: (status) => status < 400 });
  });
});

describe("the list", () => {
  it("searches by name or e-mail, a page at a time", async () => {
    const byName = await admin.get("/api/admin/people?q=stu%20dent");
    expect(byName.status).toBe(200);
    expect(byName.body.people.map((p: { email: string }) => p.email)).toEqual(["stu.dent@example.com"]);
    const byEmail = await admin.get("/api/admin/people?q=BOSS@");
    expect(byEmail.body.people.map((p: { username: string }) => p.username)).toContain("The Boss");
    expect((await admin.get("/api/admin/people?q=%25")).body.total).toBe(0);
    const all = await admin.get("/api/admin/people?page=1");
    expect(all.body.total).toBeGreaterThanOrEqual(4);
    expect((await admin.get("/api/admin/people?page=99")).body.people).toEqual([]);
    expect((await admin.get("/api/admin/people?page=0")).status).toBe(400);
    expect((await admin.get("/api/admin/people?page=x")).status).toBe(400);
  });
});

describe("roles", () => {
  it("gives and takes the teacher role at once, audited", async () => {
    const res = await admin.post(`/api/admin/people/${studentId}/roles`, { role: "teacher", granted: true });
    expect(res.status).toBe(200);
    expect(res.body.person.role).toBe("teacher");
    const fresh = server.client();
    await fresh.signin("stu.dent@example.com", "secret123");
    expect((await fresh.get("/api/me")).body.user.role).toBe("teacher");
    expect((await admin.post(`/api/admin/people/${studentId}/roles`, { role: "teacher", granted: false })).body.person.role).toBe(
      "student",
    );
    const rows = await server.deps.db.select().from(adminAudit).where(eq(adminAudit.targetId, studentId));
    expect(rows.map((r) => [r.action, r.actorId]).sort()).toEqual([
      ["grant-teacher", adminId],
      ["revoke-teacher", adminId],
    ]);
  });

  it("never takes the last admin's role", async () => {
    const res = await admin.post(`/api/admin/people/${adminId}/roles`, { role: "admin", granted: false });
    expect([res.status, res.body]).toEqual([409, { error: M.lastAdmin }]);
    expect((await admin.get("/api/me")).body.user.isAdmin).toBe(true);
  });

  it("refuses bad input and unknown people", async () => {
    expect((await admin.post(`/api/admin/people/${studentId}/roles`, { role: "owner", granted: true })).status).toBe(400);
    expect((await admin.post(`/api/admin/people/${studentId}/roles`, { role: "admin" })).status).toBe(400);
    const missing = await admin.post(`/api/admin/people/nobody/roles`, { role: "admin", granted: true });
    expect([missing.status, missing.body]).toEqual([404, { error: M.personNotFound }]);
  });
});

describe("an admin's password reset without SMTP", () => {
  it("sets a temporary password shown once, ends their sessions, and is audited", async () => {
    const c = server.client();
    const { input } = await c.signup({ email: "lost.key@example.com" });
    const id = (await c.get("/api/me")).body.user.id;
    const res = await admin.post(`/api/admin/people/${id}/reset-password`);
    expect(res.status).toBe(200);
    expect(res.body.mode).toBe("temporary");
    expect(res.body.password).toMatch(/^\S{10,}$/);
    expect((await c.get("/api/me")).body.user).toBeNull();
    expect((await server.client().signin(input.email, input.password)).status).toBe(401);
    expect((await server.client().signin(input.email, res.body.password)).status).toBe(200);
    const [row] = await server.deps.db.select().from(adminAudit).where(eq(adminAudit.action, "reset-password"));
    expect(row).toMatchObject({ targetId: id, actorId: adminId, detail: { mode: "temporary" } });
    expect(JSON.stringify(row)).not.toContain(res.body.password);
  });
});

describe("an admin's password reset with SMTP", () => {
  const smtp = smtpForTests();
  const mailing = serverForTests(() => ({ ...mailEnv(smtp), ADMIN_EMAILS: "boss@example.com" }));

  it("sends them the reset e-mail and shows the admin no password", async () => {
    const boss = mailing.client();
    await boss.signup({ email: "boss@example.com" });
    // E-mails go out after the answer: each is waited for.
    await expect.poll(() => smtp.mail.length, { timeout: 5000 }).toBe(1);
    const link = smtp.mail[0].text.match(/https?:\/\/\S+verify-email\S+/)![0];
    await boss.get(new URL(link).pathname + new URL(link).search);
    expect((await boss.get("/api/me")).body.user.isAdmin).toBe(true);
    await mailing.client().signup({ email: "them@example.com" });
    const list = await boss.get("/api/admin/people?q=them@example.com");
    const target = list.body.people[0].id;
    const res = await boss.post(`/api/admin/people/${target}/reset-password`);
    expect([res.status, res.body]).toEqual([200, { mode: "email" }]);
    const resets = () => smtp.mail.filter((m) => m.to.includes("them@example.com") && /#\/reset-password\?token=/.test(m.text));
    await expect.poll(() => resets().length, { timeout: 5000 }).toBe(1);
  });
});
