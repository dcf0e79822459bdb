// A round handed in for a debate assignment is the student's work for their class, not only a practice
// round: it is kept past the cap on ordinary rounds, and the debater names the assignment it belongs to.
import { eq, notExists, or, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { classrooms } from "#server/db/schema/classrooms.ts";
import { debates } from "#server/db/schema/debate.ts";
import { debateAssignmentWork, debateAssignments } from "#server/db/schema/debate-assignments.ts";
import type { RoundAssignment } from "#shared/debate/schemas.ts";

/**
 * True for a round that no debate assignment links to (a condition on `debates`): neither the current
 * round of some work nor one the teacher returned before a new round replaced it (its history).
 */
export const notAssignmentRound = (db: Db | Tx) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(debateAssignmentWork)
      .where(
        or(
          eq(debateAssignmentWork.debateId, debates.id),
          sql`${debateAssignmentWork.returns} @> jsonb_build_array(jsonb_build_object('debate_id', ${debates.id}::text))`,
        ),
      ),
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
