// Who may see and change a classroom: its host manages it; its members (students) see it. Shared by
// the classrooms and feedback features, so both ask the same question the same way.
import { and, eq } from "drizzle-orm";
import { classroomMembers, classrooms } from "#server/db/schema/classrooms.ts";
import { Forbidden, NotFound } from "#server/platform/errors.ts";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/classrooms.ts";
import type { SessionUser } from "#shared/account/schemas.ts";
import type { ServiceCtx } from "#server/platform/context.ts";

export type ClassroomRow = typeof classrooms.$inferSelect;

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

/** The classroom, when this user hosts it (404 when there is none, 403 otherwise). */
export async function hostedClassroom({
  ctx: { db },
  input: { user, classroomId, denied },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { user: SessionUser; classroomId: string; denied: string };
}): Promise<ClassroomRow> {
  const room = await findClassroom({ ctx: { db }, input: { classroomId } });
  if (room.hostId !== user.id) throw new Forbidden(denied);
  return room;
}

/** The classroom, when this user is a member of it or hosts it (404 when there is none, 403 otherwise). */
export async function visibleClassroom({
  ctx: { db },
  input: { user, classroomId, denied },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { user: SessionUser; classroomId: string; denied: string };
}): Promise<{ room: ClassroomRow; asHost: boolean }> {
  const room = await findClassroom({ ctx: { db }, input: { classroomId } });
  if (room.hostId === user.id) return { room, asHost: true };
  if (!(await isMember({ ctx: { db }, input: { classroomId, userId: user.id } }))) throw new Forbidden(denied);
  return { room, asHost: false };
}
