// The classes a person is in, by id: those she hosts and those she joined as a student. For a domain that
// finds what a class shares with its people (a teacher's brief in the drills) without reading this domain's tables.
import { eq } from "drizzle-orm";
import type { ServiceCtx } from "#server/platform/context.ts";
import { classroomMembers, classrooms } from "#server/db/schema/classrooms.ts";

export async function classIdsOf({ ctx, input }: { ctx: Pick<ServiceCtx, "db">; input: { userId: string } }) {
  const [hosted, joined] = await Promise.all([
    ctx.db.select({ id: classrooms.id }).from(classrooms).where(eq(classrooms.hostId, input.userId)),
    ctx.db.select({ id: classroomMembers.classroomId }).from(classroomMembers).where(eq(classroomMembers.userId, input.userId)),
  ]);
  return { hosted: hosted.map((r) => r.id), joined: joined.map((r) => r.id) };
}
