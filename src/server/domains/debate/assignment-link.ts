// A round handed in for a debate assignment is the student's work for their class, not only a practice
// round: it is kept past the cap on ordinary rounds, and the debater names the assignment it belongs to.
import { eq, notExists, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { classrooms } from "#server/db/schema/classrooms.ts";
import { debates } from "#server/db/schema/debate.ts";
import { debateAssignmentWork, debateAssignments } from "#server/db/schema/debate-assignments.ts";
import type { RoundAssignment } from "#shared/debate/schemas.ts";

/** True for a round that no debate assignment links to (a condition on `debates`). */
export const notAssignmentRound = (db: Db | Tx) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(debateAssignmentWork)
      .where(eq(debateAssignmentWork.debateId, debates.id)),
  );

/** What the round's query reads of the assignment it was started for (left-joined: all null for practice). */
export const assignmentColumns = {
  assignmentId: debateAssignments.id,
  classroomId: debateAssignments.classroomId,
  classroomName: classrooms.name,
  motion: debateAssignments.motion,
  dueAt: debateAssignments.dueAt,
  /** The teacher's own brief, which the opponent argues from. */
  brief: debateAssignments.brief,
};
type AssignmentColumns = { [K in keyof typeof assignmentColumns]: (typeof assignmentColumns)[K]["_"]["data"] | null };

/** The assignment this round was started for, with its class, or null for a practice round. */
export function roundAssignment(a: AssignmentColumns, now: Date): RoundAssignment | null {
  if (!a.assignmentId || !a.classroomId || !a.classroomName || !a.motion) return null;
  return {
    classroom_id: a.classroomId,
    classroom_name: a.classroomName,
    assignment_id: a.assignmentId,
    motion: a.motion,
    due_at: a.dueAt ? a.dueAt.toISOString() : null,
    late: !!a.dueAt && now > a.dueAt,
  };
}
