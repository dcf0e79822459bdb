import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startSmtp, type LocalSmtp } from "../support/smtp";
import { startTestServer, TEACHER_CODE, type TestClient, type TestServer } from "../support/test-server";
import { adminAudit } from "../../src/server/db/schema";
import { PEOPLE_MESSAGES as M } from "../../src/shared/messages";

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
  const routes = () => [
    { name: "list", call: (c: TestClient) => c.get("/api/admin/people") },
    { name: "role", call: (c: TestClient) => c.post(`/api/admin/people/${studentId}/roles`, { role: "teacher", granted: true }) },
    { name: "reset", call: (c: TestClient) => c.post(`/api/admin/people/${studentId}/reset-password`) },
  ];
  it("refuses guests (401), students and teachers (403), and changes nothing", async () => {
    for (const r of routes()) {
      expect([r.name, (await r.call(server.client())).status]).toEqual([r.name, 401]);
      expect([r.name, (await r.call(student)).status]).toEqual([r.name, 403]);
      expect([r.name, (await r.call(teacher)).status]).toEqual([r.name, 403]);
    }
    expect((await student.get("/api/me")).body.user.role).toBe("student");
    expect(await server.deps.db.select().from(adminAudit)).toEqual([]);
    expect((await server.client().signin("stu.dent@example.com", "secret123")).status).toBe(200);
  });

  it("refuses the wrong user: an admin whose role was taken a moment ago, though their copy still says admin", async () => {
    const other = server.client();
    await other.signup({ email: "boss2@example.com" });
    const id = (await other.get("/api/me")).body.user.id;
    expect((await admin.post(`/api/admin/people/${id}/roles`, { role: "admin", granted: true })).status).toBe(200);
    await other.post("/api/auth/sign-in/email", { email: "boss2@example.com", password: "secret123" });
    expect((await other.get("/api/me")).body.user.isAdmin).toBe(true);
    expect((await admin.post(`/api/admin/people/${id}/roles`, { role: "admin", granted: false })).status).toBe(200);
    expect((await other.post(`/api/admin/people/${studentId}/roles`, { role: "teacher", granted: true })).status).toBe(403);
    expect((await other.get("/api/admin/people")).status).toBe(403);
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
  let smtp: LocalSmtp;
  let mailing: TestServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    mailing = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: "Rostrum <no-reply@rostrum.test>", ADMIN_EMAILS: "boss@example.com" });
  });
  afterAll(async () => {
    await mailing?.close();
    await smtp?.close();
  });

  it("sends them the reset e-mail and shows the admin no password", async () => {
    const boss = mailing.client();
    await boss.signup({ email: "boss@example.com" });
    const link = smtp.mail.at(-1)!.text.match(/https?:\/\/\S+verify-email\S+/)![0];
    await boss.get(new URL(link).pathname + new URL(link).search);
    expect((await boss.get("/api/me")).body.user.isAdmin).toBe(true);
    await mailing.client().signup({ email: "them@example.com" });
    const list = await boss.get("/api/admin/people?q=them@example.com");
    const target = list.body.people[0].id;
    const before = smtp.mail.length;
    const res = await boss.post(`/api/admin/people/${target}/reset-password`);
    expect([res.status, res.body]).toEqual([200, { mode: "email" }]);
    await expect.poll(() => smtp.mail.length, { timeout: 5000 }).toBe(before + 1);
    expect(smtp.mail.at(-1)!.raw).toContain("them@example.com");
    expect(smtp.mail.at(-1)!.text).toMatch(/#\/reset-password\?token=/);
  });
});
