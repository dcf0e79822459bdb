// A student starts (or goes back to) their round for a debate assignment: the debater opens on the
// assigned motion and side, and the round is linked to the assignment.
import { and, eq } from "drizzle-orm";
import type { ServiceCtx } from "#server/platform/context.ts";
import { debateAssignmentWork } from "#server/db/schema/debate-assignments.ts";
import { Conflict, Forbidden } from "#server/platform/errors.ts";
import { DEBATE_ASSIGNMENT_MESSAGES as D } from "#shared/messages/index.ts";
import { DRILL_NAMES, type DrillKind } from "#shared/drills/rubric.ts";
import { randomSide, type Side } from "#shared/sides.ts";
import { roundStates, startRound } from "#server/domains/debate/index.ts";
import { visibleAssignment } from "./access";
import { drillDone } from "./service";
import { gradeKept } from "./return";
import type { WorkRow } from "./summaries";
import { debateGrantOpen, storedDebateReturns, type DebateReturn } from "#shared/debate-assignments/returns.ts";

/** The columns that start a granted round: the last grade of the returned round kept in its returns, the grade cleared. */
function againFrom(work: WorkRow, returns: DebateReturn[]) {
  const grade = gradeKept(work);
  const kept = returns.map((r) => (r.debate_id === work.debateId ? { ...r, grade } : r));
  return { returns: kept, matter: null, manner: null, method: null, comment: null, gradedAt: null };
}

export async function startDebateAssignment({ ctx, input }: { ctx: ServiceCtx; input: { classroomId: string; assignmentId: string } }) {
  const { user, asHost, assignment } = await visibleAssignment(ctx, input.classroomId, input.assignmentId);
  if (asHost) throw new Forbidden(D.hostCannotStart);
  const [work] = await ctx.db
    .select()
    .from(debateAssignmentWork)
    .where(and(eq(debateAssignmentWork.assignmentId, assignment.id), eq(debateAssignmentWork.studentId, user.id)))
    .limit(1);
  const round = work?.debateId ? (await roundStates({ ctx, input: { ids: [work.debateId] } })).get(work.debateId) : undefined;
  const existing = work ? { work, status: round?.status ?? null } : undefined;
  const returns = storedDebateReturns(work?.returns);
  // A round handed back with one more attempt (Return) may be debated again; any other judged round may not.
  const again = existing?.status === "finished" && debateGrantOpen(returns, existing.work.debateId);
  if (existing?.status === "finished" && !again) throw new Conflict(D.alreadyFinished);
  // The round in progress is this assignment's: the debater goes back to it as it stands.
  if (existing?.status === "active") return { motion: assignment.motion, side: existing.work.side };
  if (assignment.drill && !(await drillDone(ctx, assignment, user.id)))
    throw new Conflict(D.drillFirst(DRILL_NAMES[assignment.drill as DrillKind]));
  // A random side is drawn once per student and kept, so starting again cannot re-roll it.
  const side: Side = existing?.work.side ?? (assignment.side === "random" ? randomSide(() => ctx.random()) : assignment.side);
  // The link is written in the round's own transaction, under the start lock: a parallel start can
  // neither drop the round before it is linked nor link the same round to a second assignment.
  const { kept } = await startRound({
    ctx,
    input: {
      motion: assignment.motion,
      side,
      brief: assignment.brief,
      for: {
        assignmentId: assignment.id,
        link: (tx, roundId) =>
          tx
            .insert(debateAssignmentWork)
            .values({ assignmentId: assignment.id, studentId: user.id, side, debateId: roundId })
            .onConflictDoUpdate({
              target: [debateAssignmentWork.assignmentId, debateAssignmentWork.studentId],
              // Debating again: the returned round's grade moves into its return (the history), and the new round starts ungraded.
              set: { debateId: roundId, startedAt: new Date(), ...(again && existing ? againFrom(existing.work, returns) : {}) },
            })
            .then(() => undefined),
      },
    },
  });
  if (kept) return { motion: assignment.motion, side: kept.side };
  return { motion: assignment.motion, side };
}
