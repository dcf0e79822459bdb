// Students' work on debate assignments, with the state of each linked round, as the lists show it.
import { and, eq, inArray } from "drizzle-orm";
import { roundStates } from "#server/domains/debate/index.ts";
import { debateAssignmentWork } from "#server/db/schema/debate-assignments.ts";
import { gradeFigures, workStatus } from "#shared/debate-assignments/rules.ts";
import type { DebateAssignment, WorkSummary } from "#shared/debate-assignments/schemas.ts";
import type { Verdict } from "#shared/debate/schemas.ts";
import { wholeScores } from "#shared/debate/whole-scores.ts";
import { currentDebateReturn, debateGrantOpen, storedDebateReturns } from "#shared/debate-assignments/returns.ts";
import type { AssignmentRow } from "./access";
import type { ServiceCtx } from "#server/platform/context.ts";

export type WorkRow = typeof debateAssignmentWork.$inferSelect;
export interface LinkedWork {
  work: WorkRow;
  round: { status: "active" | "finished"; finishedAt: Date | null; verdict: unknown } | null;
}

export const assignmentOut = (a: AssignmentRow): DebateAssignment => ({
  id: a.id,
  motion: a.motion,
  side: a.side,
  due_at: a.dueAt ? a.dueAt.toISOString() : null,
  drill: a.drill as DebateAssignment["drill"],
  created_at: a.createdAt.toISOString(),
  has_brief: a.brief !== null,
  brief_practice: a.brief?.practice === true,
});

/** The teacher's grade, when there is one. */
export function gradeOf(w: WorkRow | undefined) {
  if (!w || w.gradedAt === null || w.matter === null || w.manner === null || w.method === null) return null;
  const g = { matter: w.matter, manner: w.manner, method: w.method };
  return { ...g, ...gradeFigures(g), comment: w.comment ?? "", graded_at: w.gradedAt.toISOString() };
}

export function summarize(a: AssignmentRow, linked: LinkedWork | undefined): WorkSummary {
  const round = linked?.round ?? null;
  const verdict = round?.status === "finished" ? (round.verdict as Verdict | null) : null;
  const grade = gradeOf(linked?.work);
  const returns = storedDebateReturns(linked?.work.returns);
  const debateId = round ? (linked?.work.debateId ?? null) : null;
  const returned = currentDebateReturn(returns, debateId);
  return {
    status: workStatus({
      roundStatus: round?.status ?? null,
      finishedAt: round?.finishedAt ?? null,
      graded: !!grade,
      dueAt: a.dueAt,
      returned: !!returned,
    }),
    return_comment: returned?.comment ?? null,
    extra_attempt_open: debateGrantOpen(returns, debateId),
    side: linked?.work.side ?? (a.side === "random" ? null : a.side),
    finished_at: verdict && round?.finishedAt ? round.finishedAt.toISOString() : null,
    judge: verdict ? { total: wholeScores(verdict.scores.user).total, speakerPoints: verdict.speakerPoints.user } : null,
    teacher: grade ? { total: grade.total, speakerPoints: grade.speakerPoints } : null,
  };
}

/** Work on these assignments (one student's, or everyone's), keyed `assignment:student`. */
export async function linkedWork({
  ctx: { db },
  input: { assignmentIds, studentId },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { assignmentIds: string[]; studentId?: string };
}): Promise<Map<string, LinkedWork>> {
  if (assignmentIds.length === 0) return new Map();
  const works = await db
    .select()
    .from(debateAssignmentWork)
    .where(
      and(inArray(debateAssignmentWork.assignmentId, assignmentIds), studentId ? eq(debateAssignmentWork.studentId, studentId) : undefined),
    );
  // The rounds are the debate domain's: read in a second query, by id.
  const ids = works.flatMap((w) => (w.debateId ? [w.debateId] : []));
  const rounds = await roundStates({ ctx: { db }, input: { ids } });
  const out = new Map<string, LinkedWork>();
  for (const work of works)
    out.set(`${work.assignmentId}:${work.studentId}`, { work, round: (work.debateId && rounds.get(work.debateId)) || null });
  return out;
}
