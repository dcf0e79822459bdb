// Who may see and change a classroom: its host manages it while she holds the teacher (or admin) role;
// its members (students) see it. Shared by the classrooms, feedback and debate-assignment features, so
// all ask the same question the same way.
import { and, eq, sql } from "drizzle-orm";
import { profiles } from "#server/db/schema/auth.ts";
import { classroomMembers, classrooms } from "#server/db/schema/classrooms.ts";
import { Forbidden, NotFound } from "#server/platform/errors.ts";
import { AUTH_MESSAGES } from "#shared/messages/auth.ts";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/classrooms.ts";
import type { SessionUser } from "#shared/account/schemas.ts";
import type { ServiceCtx } from "#server/platform/context.ts";

export type ClassroomRow = typeof classrooms.$inferSelect;

/** Whether the host holds the role a class needs, as the database has it now (SQL over `profiles`). */
export const teachingRole = sql<boolean>`coalesce(${profiles.role} = 'teacher' or ${profiles.isAdmin}, false)`;

/**
 * The classroom and whether its host may teach it now, in one query. The role is read here, not from
 * the signed copy of the user (up to a minute old, and per server process): a teacher whose role was
 * taken on People is refused her classes at her very next request, on every server.
 */
async function roomAndHost(db: ServiceCtx["db"], classroomId: string): Promise<{ room: ClassroomRow; hostTeaches: boolean }> {
  const [row] = await db
    .select({ room: classrooms, hostTeaches: teachingRole })
    .from(classrooms)
    .leftJoin(profiles, eq(profiles.id, classrooms.hostId))
    .where(eq(classrooms.id, classroomId))
    .limit(1);
  if (!row) throw new NotFound(C.classroomNotFound);
  return row;
}

/** Whether this user is the class's host; a host without the teacher role now is refused outright. */
function asHostNow({ room, hostTeaches }: { room: ClassroomRow; hostTeaches: boolean }, user: SessionUser): boolean {
  if (room.hostId !== user.id) return false;
  if (!hostTeaches) throw new Forbidden(AUTH_MESSAGES.accessDeniedTeachers);
  return true;
}

export async function findClassroom({
  ctx: { db },
  input: { classroomId },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { classroomId: string };
}): Promise<ClassroomRow> {
  const [row] = await db.select().from(classrooms).where(eq(classrooms.id, classroomId)).limit(1);
  if (!row) throw new NotFound(C.classroomNotFound);
  return row;
}

export async function isMember({
  ctx: { db },
  input: { classroomId, userId },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { classroomId: string; userId: string };
}): Promise<boolean> {
  const [row] = await db
    .select({ userId: classroomMembers.userId })
    .from(classroomMembers)
    .where(and(eq(classroomMembers.classroomId, classroomId), eq(classroomMembers.userId, userId)))
    .limit(1);
  return !!row;
}

/** The classroom, and whether this user is its host with the teacher role now (403 for a host without it). */
export async function classroomAsHost({
  ctx: { db },
  input: { user, classroomId },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { user: SessionUser; classroomId: string };
}): Promise<{ room: ClassroomRow; asHost: boolean }> {
  const found = await roomAndHost(db, classroomId);
  return { room: found.room, asHost: asHostNow(found, user) };
}

/** The classroom, when this user hosts it and holds the teacher role now (404 when there is none, 403 otherwise). */
export async function hostedClassroom({
  ctx: { db },
  input: { user, classroomId, denied },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { user: SessionUser; classroomId: string; denied: string };
}): Promise<ClassroomRow> {
  const found = await roomAndHost(db, classroomId);
  if (!asHostNow(found, user)) throw new Forbidden(denied);
  return found.room;
}

/** The classroom, when this user is a member of it or hosts it as a teacher now (404 when there is none, 403 otherwise). */
export async function visibleClassroom({
  ctx: { db },
  input: { user, classroomId, denied },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { user: SessionUser; classroomId: string; denied: string };
}): Promise<{ room: ClassroomRow; asHost: boolean }> {
  const found = await roomAndHost(db, classroomId);
  if (asHostNow(found, user)) return { room: found.room, asHost: true };
  if (!(await isMember({ ctx: { db }, input: { classroomId, userId: user.id } }))) throw new Forbidden(denied);
  return { room: found.room, asHost: false };
}
