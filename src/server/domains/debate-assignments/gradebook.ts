// A class's debate assignments as the classroom gradebook shows them: each assignment, oldest first,
// and every student's work on it. No permission check here: the gradebook has already found the asker
// to be the class's host (classrooms/gradebook.ts), as dropStudentWork trusts its caller.
import { asc, eq } from "drizzle-orm";
import type { ServiceCtx } from "#server/platform/context.ts";
import { debateAssignments } from "#server/db/schema/debate-assignments.ts";
import type { DebateAssignment, WorkSummary } from "#shared/debate-assignments/schemas.ts";
import { assignmentOut, linkedWork, summarize } from "./summaries";

export interface ClassDebates {
  assignments: DebateAssignment[];
  /** Keyed `assignment:student`; a student with no entry has not started. */
  work: Map<string, WorkSummary>;
  /** The summary of a student who has not started each assignment (its side, when fixed). */
  notStarted: Map<string, WorkSummary>;
}

export async function classDebatesForGradebook({
  ctx,
  input,
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { classroomId: string };
}): Promise<ClassDebates> {
  const rows = await ctx.db
    .select()
    .from(debateAssignments)
    .where(eq(debateAssignments.classroomId, input.classroomId))
    .orderBy(asc(debateAssignments.createdAt), asc(debateAssignments.id));
  const linked = await linkedWork({ ctx, input: { assignmentIds: rows.map((a) => a.id) } });
  const work = new Map<string, WorkSummary>();
  const notStarted = new Map<string, WorkSummary>();
  for (const a of rows) notStarted.set(a.id, summarize(a, undefined));
  for (const [key, l] of linked) {
    const a = rows.find((r) => r.id === l.work.assignmentId);
    if (a) work.set(key, summarize(a, l));
  }
  return { assignments: rows.map(assignmentOut), work, notStarted };
}
