// What the privacy tests share: two people with a row in every table that names a user, found by
// reading the Drizzle schema (so a table added later is noticed), and row counts per user column.
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { is, sql, type SQL } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import * as schema from "#server/db/schema/index.ts";
import type { Db } from "#server/db/client.ts";
import { TEACHER_CODE, type TestClient, type TestServer } from "#tests/support/test-server.ts";

export interface Person {
  c: TestClient;
  id: string;
  email: string;
  password: string;
  username: string;
}

let seq = 0;
export async function person(server: TestServer, role: "student" | "teacher" = "teacher"): Promise<Person> {
  const c = server.client();
  const n = `${Date.now().toString(36)}${++seq}`;
  const input = { role, email: `priv${n}@example.com`, username: `privacy ${n}`, password: "secret123", teacherCode: TEACHER_CODE };
  const res = await c.signup(input);
  expect(res.status).toBe(200);
  return { c, id: res.body.user.id, email: input.email, password: input.password, username: input.username };
}

/** A user column: a foreign key to `user`, a `subject` (`user:<id>`), or one of the two tables keyed by value. */
export interface UserColumn {
  table: string;
  column: string;
  /** What the column holds for a user id. */
  value: (id: string) => string;
  /** How the tests name it, when one column holds several kinds of key (the limiter's counters). */
  name?: string;
  /** Whether the rows go (cascade) or stay with the column emptied (set null) when the user is deleted. */
  onDelete: "delete" | "set null";
}

const BY_VALUE: UserColumn[] = [
  { table: "verification", column: "value", value: (id) => id, onDelete: "delete" },
  {
    name: "request_limits.key (wrong passwords)",
    table: "request_limits",
    column: "key",
    value: (id) => `account-delete:${id}`,
    onDelete: "delete",
  },
  {
    name: "request_limits.key (draft saves)",
    table: "request_limits",
    column: "key",
    value: (id) => `draft-saves:${id}`,
    onDelete: "delete",
  },
  { name: "request_limits.key (AI calls)", table: "request_limits", column: "key", value: (id) => `ai:user:${id}`, onDelete: "delete" },
  {
    name: "request_limits.key (code guesses)",
    table: "request_limits",
    column: "key",
    value: (id) => `code-guess:user:${id}`,
    onDelete: "delete",
  },
];

/** Every column of the schema that names a user, read from the table definitions. */
export function userColumns(): UserColumn[] {
  const out: UserColumn[] = [];
  for (const t of Object.values(schema)) {
    if (!is(t, PgTable)) continue;
    const cfg = getTableConfig(t);
    for (const fk of cfg.foreignKeys) {
      const ref = fk.reference();
      if (ref.foreignTable !== schema.user) continue;
      out.push({
        table: cfg.name,
        column: ref.columns[0].name,
        value: (id) => id,
        onDelete: fk.onDelete === "set null" ? "set null" : "delete",
      });
    }
    if (cfg.columns.some((c) => c.name === "subject"))
      out.push({ table: cfg.name, column: "subject", value: (id) => `user:${id}`, onDelete: "delete" });
  }
  return [...out, ...BY_VALUE, { table: "user", column: "id", value: (id) => id, onDelete: "delete" }];
}

export const key = (c: Pick<UserColumn, "table" | "column" | "name">) => c.name ?? `${c.table}.${c.column}`;

/** Both drivers (pg and PGlite) answer `execute` with `{ rows }`. */
async function countOf(db: Db, query: SQL): Promise<number> {
  const res = (await db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0].n);
}

/** How many rows name this user, per user column. */
export async function countRows(db: Db, id: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const c of userColumns()) {
    out[key(c)] = await countOf(
      db,
      sql`select count(*)::int as n from ${sql.identifier(c.table)} where ${sql.identifier(c.column)} = ${c.value(id)}`,
    );
  }
  return out;
}

export const countTable = (db: Db, table: string) => countOf(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);

/**
 * Gives `owner` a row in every user column: rounds with messages, drills, motion history, AI usage,
 * modules and lessons they made, progress, codes, unlocks, wrong guesses, a classroom they host with
 * `other` in it, a place in `other`'s classroom with teacher feedback, lessons and folders.
 */
export async function fillEverything(db: Db, owner: Person, other: Person, secret: string): Promise<void> {
  const s = schema;
  const subject = `user:${owner.id}`;
  const [active] = await db
    .insert(s.debates)
    .values({ subject, userId: owner.id, motion: `${secret} motion`, side: "Government" })
    .returning();
  const [done] = await db
    .insert(s.debates)
    .values({ subject, userId: owner.id, motion: "Finished", side: "Opposition", status: "finished", verdict: { winner: "Government" } })
    .returning();
  await db.insert(s.debateMessages).values([
    { debateId: active.id, role: "user", content: `${secret} speech` },
    { debateId: active.id, role: "assistant", content: "Reply", engine: "offline" },
    { debateId: done.id, role: "user", content: "Earlier speech" },
  ]);
  await db.insert(s.drillAttempts).values({
    userId: owner.id,
    drill: "feedback",
    motion: "M",
    input: { point: secret },
    result: { overall: 6 },
    overall: 6,
    engine: "offline",
  });
  await db.insert(s.motionHistory).values({ subject, motion: `${secret} shown` });
  await db.insert(s.requestLimits).values({ key: `ai:${subject}`, count: 3, windowStart: new Date() });
  await db
    .insert(s.generatedMaterial)
    .values({ subject, kind: "generate-argument", motion: `${secret} motion`, content: `${secret} generated` });
  await db.insert(s.verification).values({
    id: randomUUID(),
    identifier: `reset-password:${randomUUID()}`,
    value: owner.id,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  await db.insert(s.requestLimits).values({ key: `account-delete:${owner.id}`, count: 1, windowStart: new Date() });
  await db.insert(s.requestLimits).values({ key: `draft-saves:${owner.id}`, count: 1, windowStart: new Date() });
  await db.insert(s.drafts).values({ userId: owner.id, itemKey: "debate", body: { speech: `${secret} unsent speech` } });
  await db.insert(s.userAvatars).values({ userId: owner.id, image: Buffer.from(`${secret} image`), mime: "image/webp", etag: "0123abcd" });
  // An admin change the owner made to the other, and one made to the owner.
  await db.insert(s.adminAudit).values([
    { actorId: owner.id, actorEmail: owner.email, targetId: other.id, targetEmail: other.email, action: "grant-teacher" },
    { actorId: other.id, actorEmail: other.email, targetId: owner.id, targetEmail: owner.email, action: "revoke-teacher" },
  ]);
  await db
    .insert(s.weeklySummarySends)
    .values({ userId: owner.id, weekStart: "2026-01-05", status: "sent", claimedAt: new Date(), sentAt: new Date() });

  const [mod] = await db
    .insert(s.modules)
    .values({ name: `Module of ${owner.username}`, createdBy: owner.id, isPublic: false })
    .returning();
  const [ml] = await db
    .insert(s.moduleLessons)
    .values({ title: "Module lesson", moduleId: mod.id, reading: "Read", createdBy: owner.id })
    .returning();
  await db
    .insert(s.moduleProgress)
    .values({ userId: owner.id, moduleId: mod.id, lessonId: ml.id, writingResponse: `${secret} essay`, score: 80 });
  await db.insert(s.userUnlockedModules).values({ userId: owner.id, moduleId: mod.id });
  await db.insert(s.requestLimits).values({ key: `code-guess:user:${owner.id}`, count: 1, windowStart: new Date() });
  const code = () => randomUUID().slice(0, 8).toUpperCase();
  const expiresAt = new Date(Date.now() + 86400_000);
  await db.insert(s.oneTimeAccessCodes).values([
    { code: code(), moduleId: mod.id, userId: owner.id, createdBy: other.id, expiresAt },
    { code: code(), moduleId: mod.id, userId: other.id, createdBy: owner.id, expiresAt },
  ]);

  const [folder] = await db.insert(s.lessonFolders).values({ name: "Folder", ownerId: owner.id }).returning();
  const [lesson] = await db
    .insert(s.lessons)
    .values({ title: `Lesson of ${owner.username}`, reading: "Read", folderId: folder.id, ownerId: owner.id })
    .returning();
  const [room] = await db
    .insert(s.classrooms)
    .values({ name: `Room of ${owner.username}`, code: code().slice(0, 6), hostId: owner.id })
    .returning();
  await db.insert(s.classroomLessons).values({ classroomId: room.id, lessonId: lesson.id });
  // `other` in the owner's room, with work there; the owner's own work sits in `other`'s room (made by the other call).
  await db.insert(s.classroomMembers).values({ classroomId: room.id, userId: other.id });
  await db.insert(s.classroomLessonProgress).values({
    studentId: other.id,
    classroomId: room.id,
    lessonId: lesson.id,
    writingResponse: "Other's essay",
    teacherFeedback: `Feedback from ${owner.username}`,
    teacherScore: 70,
  });
  // A debate set to the owner's room: `other` argues it and the owner grades it.
  const [assignment] = await db
    .insert(s.debateAssignments)
    .values({ classroomId: room.id, motion: "This House would ban homework.", side: "random" })
    .returning();
  await db.insert(s.debateAssignmentWork).values({
    assignmentId: assignment.id,
    studentId: other.id,
    side: "Opposition",
    matter: 7,
    manner: 6,
    method: 5,
    comment: `Graded by ${owner.username}`,
    gradedAt: new Date(),
  });
  // A live round in the owner's room: the owner chairs it and fills its ballot, and keeps a flow.
  const [round] = await db
    .insert(s.liveRounds)
    .values({
      classroomId: room.id,
      motion: "This House would ban homework.",
      format: "classroom",
      prepSeconds: 0,
      positions: {},
      replySpeakers: {},
    })
    .returning();
  await db.insert(s.liveRoundNotes).values({ roundId: round.id, userId: owner.id, key: "flow", body: `Flow of ${owner.username}` });
  await db.insert(s.liveRoundBallots).values({
    roundId: round.id,
    judgeId: owner.id,
    winner: "prop",
    points: {},
    replyPoints: {},
    reason: `Decided by ${owner.username}`,
  });
  // And, as a student judge in the audience, a practice ballot of their own.
  await db.insert(s.liveRoundPracticeBallots).values({
    roundId: round.id,
    userId: owner.id,
    winner: "opp",
    points: {},
    replyPoints: {},
    reason: `Practice by ${owner.username}`,
  });
}
