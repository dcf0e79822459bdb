// A round handed in for a debate assignment is the student's work for their class, not only a practice
// round: it is kept past the cap on ordinary rounds, and the debater names the assignment it belongs to.
import { eq, notExists, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { classrooms, debateAssignmentWork, debateAssignments, debates } from "#server/db/schema/index.ts";
import type { RoundAssignment } from "#shared/debate/schemas.ts";

/** True for a round that no debate assignment links to (a condition on `debates`). */
export const notAssignmentRound = (db: Db | Tx) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(debateAssignmentWork)
      .where(eq(debateAssignmentWork.debateId, debates.id)),
  );

/** The assignment this round was started for, with its class, or null for a practice round. */
export async function roundAssignment(db: Db, debateId: string, now: Date): Promise<RoundAssignment | null> {
  const [row] = await db
    .select({ assignment: debateAssignments, classroomName: classrooms.name })
    .from(debateAssignmentWork)
    .innerJoin(debateAssignments, eq(debateAssignments.id, debateAssignmentWork.assignmentId))
    .innerJoin(classrooms, eq(classrooms.id, debateAssignments.classroomId))
    .where(eq(debateAssignmentWork.debateId, debateId))
    .limit(1);
  if (!row) return null;
  const { assignment: a } = row;
  return {
    classroom_id: a.classroomId,
    classroom_name: row.classroomName,
    assignment_id: a.id,
    motion: a.motion,
    due_at: a.dueAt ? a.dueAt.toISOString() : null,
    late: !!a.dueAt && now > a.dueAt,
  };
}
