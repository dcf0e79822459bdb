// Return for a debate assignment: the host hands one student's judged round back with a comment and, if
// she chooses, one more round for that student alone. The round, its verdict and its grade stay in the
// history (the return names the round), so a new round replaces only which round is current.
import { and, eq, sql } from "drizzle-orm";
import type { ServiceCtx } from "#server/platform/context.ts";
import { withTransaction } from "#server/platform/context.ts";
import { classMembers } from "#server/domains/classrooms/index.ts";
import { roundStates } from "#server/domains/debate/index.ts";
import { debateAssignmentWork } from "#server/db/schema/debate-assignments.ts";
import { Conflict, NotFound } from "#server/platform/errors.ts";
import { DEBATE_ASSIGNMENT_MESSAGES as D } from "#shared/messages/index.ts";
import { debateGrantOpen, storedDebateReturns, type DebateReturn } from "#shared/debate-assignments/returns.ts";
import { hostAssignment } from "./access";
import type { WorkRow } from "./summaries";

/** The grade the work holds now, as a return keeps it. */
export const gradeKept = (w: WorkRow): DebateReturn["grade"] =>
  w.gradedAt && w.matter !== null && w.manner !== null && w.method !== null
    ? { matter: w.matter, manner: w.manner, method: w.method, comment: w.comment ?? "" }
    : null;

export async function returnDebateWork({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { classroomId: string; assignmentId: string; studentId: string; comment: string; extraAttempt: boolean };
}) {
  const { room, assignment } = await hostAssignment(ctx, input.classroomId, input.assignmentId);
  const [member] = await classMembers({ ctx, input: { classroomId: room.id, userId: input.studentId } });
  if (!member) throw new NotFound(D.studentNotFound);
  const w = debateAssignmentWork;
  return withTransaction(ctx, async (txCtx, tx) => {
    const [work] = await tx
      .select()
      .from(w)
      .where(and(eq(w.assignmentId, assignment.id), eq(w.studentId, input.studentId)))
      .for("update");
    const round = work?.debateId ? (await roundStates({ ctx: txCtx, input: { ids: [work.debateId] } })).get(work.debateId) : undefined;
    if (!work?.debateId || round?.status !== "finished") throw new Conflict(D.notFinished);
    const returns = storedDebateReturns(work.returns);
    const open = debateGrantOpen(returns, work.debateId);
    const entry: DebateReturn = {
      returned_at: ctx.now().toISOString(),
      debate_id: work.debateId,
      comment: input.comment.trim(),
      grade: gradeKept(work),
      extra_attempt: input.extraAttempt && !open,
    };
    await tx
      .update(w)
      .set({ returns: sql`${w.returns} || ${JSON.stringify([entry])}::jsonb` })
      .where(and(eq(w.assignmentId, assignment.id), eq(w.studentId, input.studentId)));
    return { returned: entry, extra_attempt_open: open || entry.extra_attempt };
  });
}
