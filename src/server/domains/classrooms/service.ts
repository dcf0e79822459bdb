// Classrooms: the list, create (with a join code no classroom has), join with a code, delete a class,
// remove a student. Each service checks who asks on its first line; the host is the only one who
// changes a class.
import { randomInt } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { classroomLessonProgress, classroomMembers, classrooms } from "#server/db/schema/classrooms.ts";
import { dropStudentWork } from "#server/domains/debate-assignments/index.ts";
import { withTransaction, withSavepoint, type ServiceCtx } from "#server/platform/context.ts";
import { requireTeacherOrAdminNow, requireUser } from "#server/auth/access.ts";
import { hostedClassroom } from "./access";
import { isUniqueViolation } from "#server/db/errors.ts";
import { AppError, Conflict, Invalid, NotFound } from "#server/platform/errors.ts";
import { codeGuessUses, guessCode } from "#server/platform/limits/code-guesses.ts";
import { makeRoom } from "#server/platform/limits/quotas.ts";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/index.ts";
import { JOIN_CODE_ATTEMPTS, JOIN_CODE_LENGTH, normaliseJoinCode } from "#shared/classrooms/rules.ts";
import { readableCode } from "#shared/codes.ts";
import type { ClassroomsResponse } from "#shared/classrooms/schemas.ts";

type Rows = Array<Record<string, unknown>>;
const rowsOf = (result: unknown) => (result as { rows: Rows }).rows;

/** Joined classes and hosted classes, with their counts: two queries. */
export async function listClassrooms({ ctx }: { ctx: ServiceCtx }): Promise<ClassroomsResponse> {
  const user = requireUser(ctx);
  const joined = rowsOf(
    await ctx.db.execute(sql`
      select c.id::text as id, c.name, coalesce(p.username, u.name) as host_name,
        (select count(*) from classroom_lessons cl where cl.classroom_id = c.id)::int as lessons_count
      from classroom_members m
      join classrooms c on c.id = m.classroom_id
      join "user" u on u.id = c.host_id
      left join profiles p on p.id = c.host_id
      where m.user_id = ${user.id}
      order by m.joined_at desc, c.id`),
  );
  const hosted = rowsOf(
    await ctx.db.execute(sql`
      select c.id::text as id, c.name, c.code,
        (select count(*) from classroom_members m where m.classroom_id = c.id)::int as members_count,
        (select count(*) from classroom_lessons cl where cl.classroom_id = c.id)::int as lessons_count
      from classrooms c
      join profiles hp on hp.id = c.host_id
      -- A host whose teacher role was taken no longer has her classes (access.ts).
      where c.host_id = ${user.id} and (hp.role = 'teacher' or hp.is_admin)
      order by c.created_at desc, c.id`),
  );
  return {
    joined: joined.map((r) => ({
      id: String(r.id),
      name: String(r.name),
      host_name: String(r.host_name),
      lessons_count: Number(r.lessons_count),
    })),
    hosted: hosted.map((r) => ({
      id: String(r.id),
      name: String(r.name),
      code: String(r.code),
      members_count: Number(r.members_count),
      lessons_count: Number(r.lessons_count),
    })),
  };
}

/** Where new join codes come from; tests pass their own to force collisions. */
export type CodeSource = () => string;

export const randomJoinCode: CodeSource = () => readableCode(JOIN_CODE_LENGTH, randomInt);

/**
 * Create a classroom with a fresh code, within the host's quota. The unique index decides whether a
 * code is free (a check before the insert would race another create), so a collision is a refused
 * insert (rolled back to its savepoint) and a new try.
 */
export async function createClassroom({
  ctx,
  input,
  codeSource = randomJoinCode,
}: {
  ctx: ServiceCtx;
  input: { name: string };
  codeSource?: CodeSource;
}) {
  const user = await requireTeacherOrAdminNow(ctx);
  const row = await withTransaction(ctx, async (txCtx, tx) => {
    await makeRoom(tx, "classrooms", user.id);
    for (let attempt = 0; attempt < JOIN_CODE_ATTEMPTS; attempt++) {
      const code = codeSource();
      try {
        const [created] = await withSavepoint(txCtx, (_sp, sp) =>
          sp.insert(classrooms).values({ name: input.name, code, hostId: user.id }).returning(),
        );
        return created;
      } catch (err) {
        if (isUniqueViolation(err)) continue;
        ctx.log.error({ err }, "classroom not created");
        throw new AppError(503, C.createFailed);
      }
    }
    throw new Conflict(C.noUniqueCode);
  });
  return { classroom: { id: row.id, name: row.name, code: row.code, members_count: 0, lessons_count: 0 } };
}

/**
 * Join with a code. Wrong codes count against the same per-user allowance as wrong module unlock codes
 * (both are guesses at a 6-character code), and against the address's; the guess is counted before
 * the code is looked up (core/code-guesses.ts). A code that finds a class is no wrong guess, so a
 * student joining (or already in the class) never uses up their allowance.
 */
export async function joinClassroom({ ctx, input }: { ctx: ServiceCtx; input: { code: string } }) {
  const user = requireUser(ctx);
  const code = normaliseJoinCode(input.code);
  if (!code) throw new Invalid(C.invalidJoinCode);
  const room = await guessCode(ctx, codeGuessUses(user.id, ctx.clientIp), C.tooManyJoinAttempts, async (tx) => {
    const [found] = await tx
      .select({ id: classrooms.id, name: classrooms.name, hostId: classrooms.hostId })
      .from(classrooms)
      .where(eq(classrooms.code, code))
      .limit(1);
    return found ?? null;
  });
  if (!room) throw new NotFound(C.invalidCode);
  if (room.hostId === user.id) throw new Conflict(C.hostCannotJoin);
  let added: unknown[];
  try {
    added = await ctx.db
      .insert(classroomMembers)
      .values({ classroomId: room.id, userId: user.id, role: "student", joinedAt: ctx.now() })
      .onConflictDoNothing()
      .returning({ userId: classroomMembers.userId });
  } catch (err) {
    ctx.log.error({ err, classroomId: room.id }, "join failed");
    throw new AppError(503, C.joinFailed);
  }
  return { classroom: { id: room.id, name: room.name }, joined: added.length > 0 };
}

/** Delete a class: its members, assignments and progress go with it (foreign keys, one statement). */
export async function deleteClassroom({ ctx, input }: { ctx: ServiceCtx; input: { classroomId: string } }) {
  const user = requireUser(ctx);
  const room = await hostedClassroom({ ctx, input: { user, classroomId: input.classroomId, denied: C.notHost } });
  await ctx.db.delete(classrooms).where(eq(classrooms.id, room.id));
  return { ok: true as const };
}

/**
 * Remove a student and their work in this class, together: their lesson submissions and grades, and their
 * debate assignments' work and grades. A debate round itself stays the student's own, among their past rounds.
 */
export async function removeMember({ ctx, input }: { ctx: ServiceCtx; input: { classroomId: string; userId: string } }) {
  const user = requireUser(ctx);
  const room = await hostedClassroom({ ctx, input: { user, classroomId: input.classroomId, denied: C.notHost } });
  const removed = await withTransaction(ctx, async (txCtx, tx) => {
    const gone = await tx
      .delete(classroomMembers)
      .where(and(eq(classroomMembers.classroomId, room.id), eq(classroomMembers.userId, input.userId)))
      .returning({ userId: classroomMembers.userId });
    if (gone.length === 0) return false;
    await tx
      .delete(classroomLessonProgress)
      .where(and(eq(classroomLessonProgress.classroomId, room.id), eq(classroomLessonProgress.studentId, input.userId)));
    await dropStudentWork({ ctx: txCtx, input: { classroomId: room.id, studentId: input.userId } });
    return true;
  });
  if (!removed) throw new NotFound(C.studentNotFound);
  return { ok: true as const };
}
