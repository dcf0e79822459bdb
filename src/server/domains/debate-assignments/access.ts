// Which debate assignment is asked for, and who asks: the class's host, or a member of the class.
import { and, eq } from "drizzle-orm";
import type { ServiceCtx } from "#server/platform/context.ts";
import { requireUser } from "#server/auth/access.ts";
import { debateAssignments } from "#server/db/schema/debate-assignments.ts";
import { NotFound } from "#server/platform/errors.ts";
import { hostedClassroom, visibleClassroom } from "#server/domains/classrooms/index.ts";
import { CLASSROOM_MESSAGES as C, DEBATE_ASSIGNMENT_MESSAGES as D } from "#shared/messages/index.ts";

export type AssignmentRow = typeof debateAssignments.$inferSelect;

async function assignmentIn(ctx: ServiceCtx, classroomId: string, assignmentId: string): Promise<AssignmentRow> {
  const [row] = await ctx.db
    .select()
    .from(debateAssignments)
    .where(and(eq(debateAssignments.id, assignmentId), eq(debateAssignments.classroomId, classroomId)))
    .limit(1);
  if (!row) throw new NotFound(D.assignmentNotFound);
  return row;
}

/** The host of the class, and (when asked for) the assignment: 404 for no class or assignment, 403 for anyone else. */
export async function asHost(ctx: ServiceCtx, classroomId: string) {
  const user = requireUser(ctx);
  const room = await hostedClassroom({ ctx, input: { user, classroomId, denied: C.notHost } });
  return { user, room };
}

export async function hostAssignment(ctx: ServiceCtx, classroomId: string, assignmentId: string) {
  const { user, room } = await asHost(ctx, classroomId);
  return { user, room, assignment: await assignmentIn(ctx, room.id, assignmentId) };
}

/** The host or a member of the class, and the assignment. */
export async function visibleAssignment(ctx: ServiceCtx, classroomId: string, assignmentId: string) {
  const user = requireUser(ctx);
  const { room, asHost: host } = await visibleClassroom({ ctx, input: { user, classroomId, denied: C.notMember } });
  return { user, room, asHost: host, assignment: await assignmentIn(ctx, room.id, assignmentId) };
}
