// One student's round for a debate assignment, read-only: the transcript, the judge's ballot and the
// teacher's grade. The class's host reads any member's; a student only their own. The host grades it
// on the ballot's categories once the round has its verdict.
import { and, eq } from "drizzle-orm";
import type { ServiceCtx } from "#server/platform/context.ts";
import { classMembers } from "#server/domains/classrooms/index.ts";
import { roundMessages } from "#server/domains/debate/index.ts";
import { debateAssignmentWork } from "#server/db/schema/debate-assignments.ts";
import { Conflict, Forbidden, NotFound } from "#server/platform/errors.ts";
import { DEBATE_ASSIGNMENT_MESSAGES as D } from "#shared/messages/index.ts";
import type { DebateWork } from "#shared/debate-assignments/schemas.ts";
import type { Verdict } from "#shared/debate/schemas.ts";
import { teacherCopy } from "#shared/debate/teacher-copy.ts";
import { storedDebateReturns } from "#shared/debate-assignments/returns.ts";
import { hostAssignment, visibleAssignment, type AssignmentRow } from "./access";
import { assignmentOut, gradeOf, linkedWork, summarize } from "./summaries";

async function memberName(ctx: ServiceCtx, classroomId: string, studentId: string): Promise<string> {
  const [row] = await classMembers({ ctx, input: { classroomId, userId: studentId } });
  if (!row) throw new NotFound(D.studentNotFound);
  return row.username ?? row.name;
}

async function workOf(ctx: ServiceCtx, a: AssignmentRow, studentId: string) {
  return (await linkedWork({ ctx, input: { assignmentIds: [a.id], studentId } })).get(`${a.id}:${studentId}`);
}

export async function readDebateWork({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { classroomId: string; assignmentId: string; studentId: string };
}): Promise<DebateWork> {
  const { user, room, asHost, assignment } = await visibleAssignment(ctx, input.classroomId, input.assignmentId);
  if (!asHost && input.studentId !== user.id) throw new Forbidden(D.notYourRound);
  const username = await memberName(ctx, room.id, input.studentId);
  const linked = await workOf(ctx, assignment, input.studentId);
  const debateId = linked?.round ? linked.work.debateId : null;
  const messages = debateId ? await roundMessages({ ctx, input: { debateId } }) : [];
  const verdict = linked?.round?.status === "finished" ? (linked.round.verdict as Verdict) : null;
  return {
    assignment: assignmentOut(assignment),
    student: { id: input.studentId, username },
    work: summarize(assignment, linked),
    messages,
    // The judge wrote to the student; anyone else reading it (the class's host) reads it with their name.
    verdict: verdict && input.studentId !== user.id ? teacherCopy(verdict, username) : verdict,
    grade: gradeOf(linked?.work),
    returns: storedDebateReturns(linked?.work.returns),
  };
}

export async function gradeDebateWork({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { classroomId: string; assignmentId: string; studentId: string; matter: number; manner: number; method: number; comment: string };
}) {
  const { room, assignment } = await hostAssignment(ctx, input.classroomId, input.assignmentId);
  await memberName(ctx, room.id, input.studentId);
  const linked = await workOf(ctx, assignment, input.studentId);
  if (linked?.round?.status !== "finished") throw new Conflict(D.notFinished);
  const [row] = await ctx.db
    .update(debateAssignmentWork)
    .set({ matter: input.matter, manner: input.manner, method: input.method, comment: input.comment, gradedAt: new Date() })
    .where(and(eq(debateAssignmentWork.assignmentId, assignment.id), eq(debateAssignmentWork.studentId, input.studentId)))
    .returning();
  return { grade: gradeOf(row)! };
}
