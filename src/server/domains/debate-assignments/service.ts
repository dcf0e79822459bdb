// Debate assignments: the host sets a class a motion (side fixed or drawn per student, a due date, a
// drill to do first), lists each student's status, and unassigns; a member lists their own.
import { asc, desc, eq } from "drizzle-orm";
import type { ServiceCtx } from "#server/platform/context.ts";
import { debateAssignments } from "#server/db/schema/debate-assignments.ts";
import { attemptedSince } from "#server/domains/drills/index.ts";
import { NotFound } from "#server/platform/errors.ts";
import { DEBATE_ASSIGNMENT_MESSAGES as D } from "#shared/messages/index.ts";
import { asHost, hostAssignment, type AssignmentRow } from "./access";
import { assignmentOut, linkedWork, summarize } from "./summaries";
import { requireUser } from "#server/auth/access.ts";
import { classMembers, visibleClassroom } from "#server/domains/classrooms/index.ts";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/index.ts";
import type { Side } from "#shared/sides.ts";
import type { DrillKind } from "#shared/drills/rubric.ts";

export async function createDebateAssignment({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { classroomId: string; motion: string; side: Side | "random"; dueAt: Date | null; drill: DrillKind | null };
}) {
  const { room } = await asHost(ctx, input.classroomId);
  const [row] = await ctx.db
    .insert(debateAssignments)
    .values({ classroomId: room.id, motion: input.motion, side: input.side, dueAt: input.dueAt, drill: input.drill })
    .returning();
  return { assignment: assignmentOut(row) };
}

export async function deleteDebateAssignment({ ctx, input }: { ctx: ServiceCtx; input: { classroomId: string; assignmentId: string } }) {
  const { assignment } = await hostAssignment(ctx, input.classroomId, input.assignmentId);
  const gone = await ctx.db
    .delete(debateAssignments)
    .where(eq(debateAssignments.id, assignment.id))
    .returning({ id: debateAssignments.id });
  if (gone.length === 0) throw new NotFound(D.assignmentNotFound);
  return { ok: true as const };
}

async function classAssignments(ctx: ServiceCtx, classroomId: string): Promise<AssignmentRow[]> {
  return ctx.db
    .select()
    .from(debateAssignments)
    .where(eq(debateAssignments.classroomId, classroomId))
    .orderBy(desc(debateAssignments.createdAt), asc(debateAssignments.id));
}

/** Every assignment of the class with every member's status (the host only). */
export async function teacherDebateAssignments({ ctx, input }: { ctx: ServiceCtx; input: { classroomId: string } }) {
  const { room } = await asHost(ctx, input.classroomId);
  const list = await classAssignments(ctx, room.id);
  const members = await classMembers({ ctx, input: { classroomId: room.id } });
  members.sort((a, b) => (a.username ?? a.name).localeCompare(b.username ?? b.name));
  const work = await linkedWork({ ctx, input: { assignmentIds: list.map((a) => a.id) } });
  return {
    assignments: list.map((a) => ({
      ...assignmentOut(a),
      students: members.map((m) => ({
        student_id: m.id,
        username: m.username ?? m.name,
        ...summarize(a, work.get(`${a.id}:${m.id}`)),
      })),
    })),
  };
}

/** Whether the student has done the assignment's drill since it was assigned (true when it names none). */
export async function drillDone(ctx: ServiceCtx, a: AssignmentRow, studentId: string): Promise<boolean> {
  if (!a.drill) return true;
  return attemptedSince({ ctx, input: { userId: studentId, drill: a.drill, since: a.createdAt } });
}

/** The class's assignments with the asker's own work on each (members; the host sees them as a member would, with no work). */
export async function studentDebateAssignments({ ctx, input }: { ctx: ServiceCtx; input: { classroomId: string } }) {
  const user = requireUser(ctx);
  const { room } = await visibleClassroom({ ctx, input: { user, classroomId: input.classroomId, denied: C.notMember } });
  const list = await classAssignments(ctx, room.id);
  const work = await linkedWork({ ctx, input: { assignmentIds: list.map((a) => a.id), studentId: user.id } });
  return {
    assignments: await Promise.all(
      list.map(async (a) => ({
        ...assignmentOut(a),
        work: summarize(a, work.get(`${a.id}:${user.id}`)),
        drill_done: await drillDone(ctx, a, user.id),
      })),
    ),
  };
}
