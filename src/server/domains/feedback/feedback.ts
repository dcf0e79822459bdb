// The host's feedback on a student's work: saving the feedback and a 0–100 grade (rounded and clamped,
// null for none), and AI Suggest, which drafts both from the writing without saving anything. With
// feedback saved, the student is e-mailed when their feedback_email setting is on.
import { and, eq } from "drizzle-orm";
import { classroomLessonProgress, classroomLessons, classroomMembers } from "#server/db/schema/classrooms.ts";
import { withTransaction, type ServiceCtx } from "#server/platform/context.ts";
import { notifyUsers } from "#server/platform/mail/notify.ts";
import { runTask } from "#server/ai/task.ts";
import { feedbackSuggestTask } from "#server/ai/tasks/feedback-suggest.ts";
import { Invalid, NotFound } from "#server/platform/errors.ts";
import { FEEDBACK_MESSAGES as F } from "#shared/messages/index.ts";
import { clampScore } from "#shared/modules/rules.ts";
import type { SuggestFeedbackResponse, WorkProgress } from "#shared/feedback/schemas.ts";
import { openWork, progressOut, progressRow, type OpenedWork, type WorkKey } from "./work";

function tellStudent(ctx: ServiceCtx, o: OpenedWork, score: number | null) {
  const url = new URL(`/#/classrooms/${o.room.id}/lesson/${o.lesson.id}/feedback/${o.student.id}`, ctx.config.publicUrl).toString();
  // After the write has committed; a mail never fails or holds up the save.
  void notifyUsers(ctx, [o.student.id], "feedback_email", {
    subject: F.mailSubject(o.lesson.title),
    text: F.mailText(o.room.name, o.lesson.title, score, url),
  }).catch((err: unknown) => ctx.log.warn({ err, classroomId: o.room.id }, "feedback e-mail not sent"));
}

export async function saveFeedback({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: WorkKey & { teacherFeedback: string; teacherScore: number | null };
}): Promise<{ progress: WorkProgress }> {
  const o = await openWork(ctx, input, { hostOnly: true });
  const feedback = input.teacherFeedback.trim() ? input.teacherFeedback : null;
  const score = clampScore(input.teacherScore);
  const now = ctx.now();
  const saved = await withTransaction(ctx, async (_ctx, tx) => {
    // Held until commit, so a removal or unassignment running now waits, then removes this work too.
    const [member] = await tx
      .select({ userId: classroomMembers.userId })
      .from(classroomMembers)
      .where(and(eq(classroomMembers.classroomId, o.room.id), eq(classroomMembers.userId, o.student.id)))
      .for("share");
    const [assigned] = await tx
      .select({ itemId: classroomLessons.itemId })
      .from(classroomLessons)
      .where(and(eq(classroomLessons.classroomId, o.room.id), eq(classroomLessons.itemId, o.lesson.id)))
      .for("share");
    if (!member || !assigned) throw new NotFound(F.notFound);
    const [row] = await tx
      .update(classroomLessonProgress)
      .set({ teacherFeedback: feedback, teacherScore: score, feedbackAt: now, updatedAt: now })
      .where(
        and(
          eq(classroomLessonProgress.classroomId, o.room.id),
          eq(classroomLessonProgress.itemId, o.lesson.id),
          eq(classroomLessonProgress.studentId, o.student.id),
        ),
      )
      .returning();
    // Feedback is on submitted work: no progress row, nothing to grade.
    if (!row) throw new NotFound(F.notFound);
    return row;
  });
  if (feedback !== null || score !== null) tellStudent(ctx, o, score);
  return { progress: progressOut(saved, o.dueAt) };
}

export async function suggestFeedback({ ctx, input }: { ctx: ServiceCtx; input: WorkKey }): Promise<SuggestFeedbackResponse> {
  const o = await openWork(ctx, input, { hostOnly: true });
  const p = await progressRow({ ctx, input: { key: input } });
  const prompt = o.lesson.writingPrompt?.trim() ?? "";
  const response = p?.writingResponse.trim() ?? "";
  if (!prompt || !response) throw new Invalid(F.needPromptAndResponse);
  // The asker is the host: their own teacher settings shape the draft.
  const { rubric_template } = await ctx.settings.get("teacher");
  const out = await runTask(ctx, feedbackSuggestTask, { prompt, response, rubric: rubric_template });
  return { feedback: out.result.feedback.trim(), score: clampScore(out.result.score) ?? 0, engine: out.engine };
}
