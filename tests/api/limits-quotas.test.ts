import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { startTestServer, type Reply, type TestServer } from "#tests/support/test-server.ts";
import { classrooms, debates, lessonFolders, lessons, moduleLessons, modules } from "#server/db/schema/index.ts";
import {
  CLASSROOMS_PER_ACCOUNT,
  FOLDERS_PER_ACCOUNT,
  LESSONS_PER_ACCOUNT,
  MODULE_LESSONS_PER_ACCOUNT,
  MODULES_PER_ACCOUNT,
  ROUNDS_KEPT,
} from "#shared/limits.ts";
import { QUOTA_MESSAGES as Q } from "#shared/messages/index.ts";
import { person, type Person } from "./classrooms-fixtures";

// Rows one account may keep: a create past the quota is a 409 with a clear message, and parallel
// creates at the edge cannot pass it together (run on PostgreSQL too, with TEST_DATABASE_URL). Each
// test stores rows up to 5 short of the quota straight into the database, then sends 20 creates at once.

const ADMIN = "quota-admin@example.com";
let server: TestServer;
let teacher: Person;
let admin: Person;
let seq = 0;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN });
  teacher = await person(server, "teacher");
  admin = await person(server, "teacher", ADMIN);
});
afterAll(async () => {
  await server?.close();
});

const tally = (replies: Reply[]) => {
  const out: Record<number, number> = {};
  for (const r of replies) out[r.status] = (out[r.status] ?? 0) + 1;
  return out;
};
const times = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));

/** Twenty creates at once, five short of the quota: five are made, fifteen refused with `message`, none past it. */
async function atTheEdge(send: () => Promise<Reply>, stored: () => Promise<number>, max: number, message: string) {
  expect(await stored()).toBe(max - 5);
  const replies = await Promise.all(times(20, send));
  expect(tally(replies)).toEqual({ 200: 5, 409: 15 });
  for (const r of replies.filter((x) => x.status === 409)) expect(r.body).toEqual({ error: message });
  expect(await stored()).toBe(max);
}

const n = (rows: { n: number }[]) => Number(rows[0].n);

describe("quotas per account", () => {
  it("lessons", async () => {
    const t = await person(server, "teacher");
    await server.deps.db
      .insert(lessons)
      .values(times(LESSONS_PER_ACCOUNT - 5, (i) => ({ title: `Stored ${i}`, reading: "R", ownerId: t.id })));
    const stored = async () => n(await server.deps.db.select({ n: count() }).from(lessons).where(eq(lessons.ownerId, t.id)));
    await atTheEdge(() => t.c.post("/api/lessons", { title: `New ${++seq}`, reading: "R" }), stored, LESSONS_PER_ACCOUNT, Q.lessons);
    // Deleting one makes room for one.
    const [one] = await server.deps.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.ownerId, t.id)).limit(1);
    expect((await t.c.delete(`/api/lessons/${one.id}`)).status).toBe(200);
    expect((await t.c.post("/api/lessons", { title: "One more", reading: "R" })).status).toBe(200);
    // Another teacher is not affected.
    expect((await teacher.c.post("/api/lessons", { title: "Mine", reading: "R" })).status).toBe(200);
  });

  it("lesson folders", async () => {
    const t = await person(server, "teacher");
    await server.deps.db.insert(lessonFolders).values(times(FOLDERS_PER_ACCOUNT - 5, (i) => ({ name: `Folder ${i}`, ownerId: t.id })));
    const stored = async () => n(await server.deps.db.select({ n: count() }).from(lessonFolders).where(eq(lessonFolders.ownerId, t.id)));
    await atTheEdge(() => t.c.post("/api/lesson-folders", { name: `New ${++seq}` }), stored, FOLDERS_PER_ACCOUNT, Q.folders);
  });

  it("classrooms", async () => {
    const t = await person(server, "teacher");
    await server.deps.db
      .insert(classrooms)
      .values(times(CLASSROOMS_PER_ACCOUNT - 5, (i) => ({ name: `Class ${i}`, code: `Q${String(++seq).padStart(5, "0")}`, hostId: t.id })));
    const stored = async () => n(await server.deps.db.select({ n: count() }).from(classrooms).where(eq(classrooms.hostId, t.id)));
    await atTheEdge(() => t.c.post("/api/classrooms", { name: `New ${++seq}` }), stored, CLASSROOMS_PER_ACCOUNT, Q.classrooms);
  });

  it("modules and module lessons (admins)", async () => {
    await server.deps.db
      .insert(modules)
      .values(times(MODULES_PER_ACCOUNT - 5, (i) => ({ name: `Module ${i}`, createdBy: admin.id, isPublic: false })));
    const storedModules = async () => n(await server.deps.db.select({ n: count() }).from(modules).where(eq(modules.createdBy, admin.id)));
    await atTheEdge(() => admin.c.post("/api/admin/modules", { name: `New ${++seq}` }), storedModules, MODULES_PER_ACCOUNT, Q.modules);

    const [mod] = await server.deps.db.select({ id: modules.id }).from(modules).where(eq(modules.createdBy, admin.id)).limit(1);
    await server.deps.db
      .insert(moduleLessons)
      .values(times(MODULE_LESSONS_PER_ACCOUNT - 5, (i) => ({ title: `L ${i}`, reading: "R", moduleId: mod.id, createdBy: admin.id })));
    const storedLessons = async () =>
      n(await server.deps.db.select({ n: count() }).from(moduleLessons).where(eq(moduleLessons.createdBy, admin.id)));
    const body = () => ({ module_id: mod.id, title: `New ${++seq}`, reading: "R" });
    await atTheEdge(() => admin.c.post("/api/admin/module-lessons", body()), storedLessons, MODULE_LESSONS_PER_ACCOUNT, Q.moduleLessons);
  });
});

describe("debate rounds kept", () => {
  it("starting a round drops the oldest finished rounds past the number kept", async () => {
    const s = await person(server);
    const subject = `user:${s.id}`;
    const base = Date.now() - 10 * 86_400_000;
    await server.deps.db.insert(debates).values(
      times(ROUNDS_KEPT + 50, (i) => ({
        subject,
        userId: s.id,
        motion: `Round ${i}`,
        side: "Government" as const,
        status: "finished" as const,
        finishedAt: new Date(base + i * 60_000),
        createdAt: new Date(base + i * 60_000),
      })),
    );
    const start = await s.c.post("/api/debate/start", { motion: "This House would keep fewer rounds", side: "Government" });
    expect(start.status).toBe(200);
    const finished = await server.deps.db
      .select({ motion: debates.motion })
      .from(debates)
      .where(and(eq(debates.subject, subject), eq(debates.status, "finished")));
    expect(finished).toHaveLength(ROUNDS_KEPT - 1);
    // The newest are the ones kept.
    const kept = new Set(finished.map((r) => r.motion));
    expect(kept.has(`Round ${ROUNDS_KEPT + 49}`)).toBe(true);
    expect(kept.has("Round 0")).toBe(false);
  });
});
