// A teacher's own brief for her debate assignment's motion: read, saved (or removed) and drafted by the
// class's host only. Students never read it: it is the opponent's prepared case against them.
import { eq } from "drizzle-orm";
import type { ServiceCtx } from "#server/platform/context.ts";
import { debateAssignments } from "#server/db/schema/debate-assignments.ts";
import { requireTeacherOrAdminNow } from "#server/auth/access.ts";
import { runTask } from "#server/ai/task.ts";
import { teacherBriefDraftTask } from "#server/ai/tasks/teacher-brief-draft.ts";
import { borrowedBankMotion } from "#server/ai/engine/index.ts";
import { Conflict, NotFound } from "#server/platform/errors.ts";
import { DEBATE_ASSIGNMENT_MESSAGES as D, TEACHER_BRIEF_MESSAGES as B } from "#shared/messages/index.ts";
import type { TeacherBrief } from "#shared/debate-assignments/brief.ts";
import { hostAssignment } from "./access";

type Ids = { classroomId: string; assignmentId: string };

export async function readTeacherBrief({ ctx, input }: { ctx: ServiceCtx; input: Ids }) {
  const { assignment } = await hostAssignment(ctx, input.classroomId, input.assignmentId);
  return {
    motion: assignment.motion,
    brief: assignment.brief ?? null,
    bank_motion: borrowedBankMotion(assignment.motion),
    draft_available: !!ctx.config.llm,
  };
}

/** Saves the brief (null removes it); a round already started keeps arguing from the brief it reads at each reply. */
export async function saveTeacherBrief({ ctx, input }: { ctx: ServiceCtx; input: Ids & { brief: TeacherBrief | null } }) {
  const { assignment } = await hostAssignment(ctx, input.classroomId, input.assignmentId);
  await requireTeacherOrAdminNow(ctx);
  const saved = await ctx.db
    .update(debateAssignments)
    .set({ brief: input.brief })
    .where(eq(debateAssignments.id, assignment.id))
    .returning({ id: debateAssignments.id });
  if (saved.length === 0) throw new NotFound(D.assignmentNotFound);
  return readTeacherBrief({ ctx, input });
}

/** A model's draft of the brief for the assignment's motion, never saved by itself. */
export async function draftTeacherBrief({ ctx, input }: { ctx: ServiceCtx; input: Ids }) {
  const { assignment } = await hostAssignment(ctx, input.classroomId, input.assignmentId);
  if (!ctx.config.llm) throw new Conflict(B.draftNeedsModel);
  const out = await runTask(ctx, teacherBriefDraftTask, { motion: assignment.motion });
  return { brief: out.result };
}
