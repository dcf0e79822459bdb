// Return: the host hands one student's turned-in work back with a comment and, if she chooses, one more
// attempt for that student alone (as Google Classroom's Return). The grade stays, and the return is kept
// beside the attempts, so the history shows every attempt, grade and hand-back. An extra attempt is
// refused when the student has already been shown the quiz's right answers: they could copy them in.
import { and, eq, sql } from "drizzle-orm";
import { classroomLessonProgress, classroomLessons, classroomMembers } from "#server/db/schema/classrooms.ts";
import { withTransaction, type ServiceCtx } from "#server/platform/context.ts";
import { notifyUsers } from "#server/platform/mail/notify.ts";
import { requireUser } from "#server/auth/access.ts";
import { Conflict, Invalid, NotFound } from "#server/platform/errors.ts";
import { lessonQuiz } from "#server/domains/lessons/index.ts";
import { CLASSROOM_MESSAGES as C, FEEDBACK_MESSAGES as F, RETURN_MESSAGES as R } from "#shared/messages/index.ts";
import { grantOf, storedReturns, type ReturnEntry, type ReturnWorkResponse } from "#shared/classrooms/returns.ts";
import { hostedClassroom, type ClassroomRow } from "./access";
import { assignedItem } from "./items";
import { rulesOut } from "./assignment-rules";
import { answersShownTo, workRefusal } from "./work-refusal";

type Key = { classroomId: string; lessonId: string; studentId: string };

function tellStudent(ctx: ServiceCtx, room: ClassroomRow, key: Key, lesson: string, entry: ReturnEntry) {
  const url = new URL(`/#/classrooms/student/${room.id}/lesson/${key.lessonId}`, ctx.config.publicUrl).toString();
  // After the write has committed; a mail never fails or holds up the return.
  void notifyUsers(ctx, [key.studentId], "feedback_email", {
    subject: R.mailSubject(lesson),
    text: R.mailText(room.name, lesson, entry.extra_attempt, entry.comment, url),
  }).catch((err: unknown) => ctx.log.warn({ err, classroomId: room.id }, "return e-mail not sent"));
}

export async function returnWork({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: Key & { comment: string; extraAttempt: boolean };
}): Promise<ReturnWorkResponse> {
  const user = requireUser(ctx);
  const room = await hostedClassroom({ ctx, input: { user, classroomId: input.classroomId, denied: C.notHost } });
  const p = classroomLessonProgress;
  const result = await withTransaction(ctx, async (txCtx, tx) => {
    // Held until commit, so a removal or unassignment running now waits, and a submission waits for the return.
    const [member] = await tx
      .select({ userId: classroomMembers.userId })
      .from(classroomMembers)
      .where(and(eq(classroomMembers.classroomId, room.id), eq(classroomMembers.userId, input.studentId)))
      .for("share");
    const [assigned] = await tx
      .select()
      .from(classroomLessons)
      .where(and(eq(classroomLessons.classroomId, room.id), eq(classroomLessons.itemId, input.lessonId)))
      .for("share");
    const lesson = assigned && (await assignedItem(txCtx, assigned));
    if (!member || !assigned || !lesson) throw new NotFound(F.notFound);
    const [row] = await tx
      .select()
      .from(p)
      .where(and(eq(p.classroomId, room.id), eq(p.itemId, input.lessonId), eq(p.studentId, input.studentId)))
      .for("update");
    if (!row?.completed) throw new Invalid(R.notTurnedIn);

    const returns = storedReturns(row.returns);
    const grant = grantOf(returns, row.attemptCount);
    const grants = input.extraAttempt && !grant.open;
    if (grants && lessonQuiz(lesson).quiz.length > 0) {
      const work = { room, rules: rulesOut(assigned), dueAt: assigned.dueAt, progress: row };
      if (answersShownTo({ ...work, refusal: await workRefusal({ ctx: txCtx, input: work }) }, ctx.now()))
        throw new Conflict(R.answersAlreadyShown);
    }
    const now = ctx.now();
    const entry: ReturnEntry = {
      returned_at: now.toISOString(),
      after_attempt: row.attemptCount,
      comment: input.comment.trim(),
      teacher_score: row.teacherScore,
      extra_attempt: grants,
    };
    await tx
      .update(p)
      .set({ returns: sql`${p.returns} || ${JSON.stringify([entry])}::jsonb`, returnedAt: now, feedbackAt: now, updatedAt: now })
      .where(eq(p.id, row.id));
    return { entry, title: lesson.title, open: grants || grant.open };
  });
  tellStudent(ctx, room, input, result.title, result.entry);
  return { returned: result.entry, extra_attempt_open: result.open };
}
