import { and, eq, inArray } from "drizzle-orm";
import { debateAssignmentWork, debateAssignments } from "#server/db/schema/debate-assignments.ts";
import type { ServiceCtx } from "#server/platform/context.ts";

/** Removes a student's work (and grades) on the class's debate assignments: they left the class. Joins the caller's transaction. */
export async function dropStudentWork({ ctx, input }: { ctx: Pick<ServiceCtx, "db">; input: { classroomId: string; studentId: string } }) {
  const classDebates = ctx.db
    .select({ id: debateAssignments.id })
    .from(debateAssignments)
    .where(eq(debateAssignments.classroomId, input.classroomId));
  await ctx.db
    .delete(debateAssignmentWork)
    .where(and(eq(debateAssignmentWork.studentId, input.studentId), inArray(debateAssignmentWork.assignmentId, classDebates)));
}
