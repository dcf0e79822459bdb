import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { serverForTests } from "#tests/support/lifecycle.ts";
import { adminAudit, moduleLessons, modules, oneTimeAccessCodes } from "#server/db/schema/index.ts";
import { AUTH_MESSAGES } from "#shared/messages/index.ts";
import { PRIVACY_MESSAGES as M } from "#shared/messages/settings.ts";
import { countRows, countTable, fillEverything, person, userColumns, key, type Person } from "./privacy-fixtures";

describe("POST /api/me/delete", () => {
  const server = serverForTests();

  async function pair(): Promise<[Person, Person]> {
    const ann = await person(server);
    const bob = await person(server);
    await fillEverything(server.deps.db, ann, bob, "ann-words");
    await fillEverything(server.deps.db, bob, ann, "bob-words");
    return [ann, bob];
  }

  it("needs a signed-in user, DELETE typed and the password", async () => {
    const [ann] = await pair();
    const guest = await server.client().post("/api/me/delete", { confirm: "DELETE", password: ann.password });
    expect([guest.status, guest.body.error]).toEqual([401, AUTH_MESSAGES.notSignedIn]);
    const untyped = await ann.c.post("/api/me/delete", { confirm: "delete", password: ann.password });
    expect([untyped.status, untyped.body.error]).toEqual([400, M.typeDelete]);
    const noPassword = await ann.c.post("/api/me/delete", { confirm: "DELETE" });
    expect([noPassword.status, noPassword.body.error]).toEqual([400, M.passwordRequired]);
    expect((await ann.c.get("/api/me")).body.user.id).toBe(ann.id);
  });

  it("tells beforehand what goes: hosted classrooms with their member counts, and what stays", async () => {
    const [ann] = await pair();
    const res = await ann.c.get("/api/me/delete-preview");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      hasPassword: true,
      counts: { debates: 2, drillAttempts: 1, moduleProgress: 1, classroomsJoined: 1, lessons: 1, folders: 1 },
      hostedClassrooms: [{ name: `Room of ${ann.username}`, members: 1 }],
      keptModules: 1,
      keptModuleLessons: 1,
    });
    expect((await server.client().get("/api/me/delete-preview")).status).toBe(401);
  });

  it("refuses a wrong password, deletes nothing, and stops guessing after 5 tries", async () => {
    const [ann] = await pair();
    const before = await countRows(server.deps.db, ann.id);
    const wrong = await ann.c.post("/api/me/delete", { confirm: "DELETE", password: "not-my-password" });
    expect([wrong.status, wrong.body.error]).toEqual([400, M.wrongPassword]);
    const after = await countRows(server.deps.db, ann.id);
    // The one row that changes is the counter of wrong passwords.
    const counter = "request_limits.key (wrong passwords)";
    expect({ ...after, [counter]: 0 }).toEqual({ ...before, [counter]: 0 });
    for (let i = 0; i < 4; i++) await ann.c.post("/api/me/delete", { confirm: "DELETE", password: `wrong-${i}` });
    const blocked = await ann.c.post("/api/me/delete", { confirm: "DELETE", password: ann.password });
    expect([blocked.status, blocked.body.error]).toEqual([429, M.tooManyPasswords]);
    expect((await ann.c.get("/api/me")).body.user.id).toBe(ann.id);
  });

  it("deletes the account and everything it owns in one go, leaving no row that names it", async () => {
    const [ann, bob] = await pair();
    const db = server.deps.db;
    // A second browser of Ann's: signed out everywhere means this one too.
    const elsewhere = server.client();
    expect((await elsewhere.signin(ann.email, ann.password)).status).toBe(200);
    expect((await elsewhere.get("/api/me")).body.user.id).toBe(ann.id); // and holds a fresh copy of the user
    const annBefore = await countRows(db, ann.id);
    const bobBefore = await countRows(db, bob.id);
    for (const c of userColumns()) expect([key(c), annBefore[key(c)] > 0]).toEqual([key(c), true]);
    const modulesBefore = await countTable(db, "modules");
    const moduleLessonsBefore = await countTable(db, "module_lessons");
    const messagesBefore = await countTable(db, "debate_messages");

    const res = await ann.c.post("/api/me/delete", { confirm: "DELETE", password: ann.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    const cleared = res.headers
      .getSetCookie()
      .filter((c) => /max-age=0/i.test(c))
      .map((c) => c.split("=")[0]);
    expect(cleared).toEqual(expect.arrayContaining(["rostrum.session_token", "rostrum.session_user"]));

    // No row names Ann in any table; modules and module lessons she made stay, with no author.
    const annAfter = await countRows(db, ann.id);
    expect(Object.values(annAfter).every((n) => n === 0)).toBe(true);
    // The admins' audit keeps the two changes, without her e-mail.
    const audit = await db.select().from(adminAudit);
    expect(audit.filter((a) => a.actorEmail === ann.email || a.targetEmail === ann.email)).toEqual([]);
    expect(
      audit.filter((a) => a.actorEmail === "(deleted account)" || a.targetEmail === "(deleted account)").length,
    ).toBeGreaterThanOrEqual(2);
    expect(await countTable(db, "modules")).toBe(modulesBefore);
    expect(await countTable(db, "module_lessons")).toBe(moduleLessonsBefore);
    const kept = await db
      .select()
      .from(modules)
      .where(eq(modules.name, `Module of ${ann.username}`));
    expect(kept[0].createdBy).toBeNull();
    expect((await db.select().from(moduleLessons).where(eq(moduleLessons.moduleId, kept[0].id)))[0].createdBy).toBeNull();
    // Her rounds' messages went with the rounds (one round of 2 messages, one of 1).
    expect(await countTable(db, "debate_messages")).toBe(messagesBefore - 3);

    // Bob keeps all his rows but his place and work (a lesson and a debate) in Ann's classroom, which went with it, and the codes he
    // made for Ann (they were hers); the codes Ann made for him stay, with no author.
    const bobAfter = await countRows(db, bob.id);
    expect(bobAfter).toEqual({
      ...bobBefore,
      "classroom_members.user_id": bobBefore["classroom_members.user_id"] - 1,
      "classroom_lesson_progress.student_id": bobBefore["classroom_lesson_progress.student_id"] - 1,
      "debate_assignment_work.student_id": bobBefore["debate_assignment_work.student_id"] - 1,
      "one_time_access_codes.created_by": 0,
    });
    const bobsCode = await db.select().from(oneTimeAccessCodes).where(eq(oneTimeAccessCodes.userId, bob.id));
    expect(bobsCode.map((c) => c.createdBy)).toEqual([null, null]);

    // Signed out here and everywhere, and the account cannot sign in again.
    expect((await ann.c.get("/api/me")).body.user).toBeNull();
    expect((await ann.c.get("/api/settings")).status).toBe(401);
    // At once, copy and all, on the server process that deleted it (docs/security.md).
    expect(elsewhere.cookies.has("rostrum.session_user")).toBe(true);
    expect((await elsewhere.get("/api/me")).body.user).toBeNull();
    const again = await server.client().signin(ann.email, ann.password);
    expect(again.status).toBe(401);
    expect((await bob.c.get("/api/me")).body.user.id).toBe(bob.id);
  });

  it("one user cannot delete or export another: identity comes from the session only", async () => {
    const [ann, bob] = await pair();
    const res = await ann.c.post("/api/me/delete", { confirm: "DELETE", password: bob.password, userId: bob.id });
    // Ann's password is the same as Bob's in these fixtures, so this deletes Ann, never Bob.
    expect(res.status).toBe(200);
    expect((await countRows(server.deps.db, bob.id))["user.id"]).toBe(1);
    expect((await bob.c.get("/api/me/export")).body.account.id).toBe(bob.id);
    const exported = await server.client().request("GET", `/api/me/export?userId=${bob.id}`);
    expect(exported.status).toBe(401);
  });
});
