// One assigned lesson (a teacher's own or a module lesson) as a member (or the host) sees it, and a
// member submitting it. The quiz and the
// writing are scored apart and combined by one rule (lessonScore); every attempt is kept. The AI answers
// before anything is written, so its failure saves nothing. The assignment's rules decide when the
// answers show (never the student's own quiz setting), how many attempts there are and whether grading
// locks the work; with the host's auto_lock_after_deadline on, nothing is accepted after the due date.
import { and, eq, isNull, sql } from "drizzle-orm";
import { classroomLessonProgress, classroomLessons, classroomMembers } from "#server/db/schema/classrooms.ts";
import { withTransaction, type ServiceCtx } from "#server/platform/context.ts";
import { requireUser } from "#server/auth/access.ts";
import { visibleClassroom, type ClassroomRow } from "./access";
import { assignedItem } from "./items";
import { runTask } from "#server/ai/task.ts";
import { lessonFeedbackTask } from "#server/ai/tasks/lesson-feedback.ts";
import { Conflict, Forbidden, Invalid, NotFound } from "#server/platform/errors.ts";
import { CLASSROOM_MESSAGES as C, MODULE_MESSAGES as M } from "#shared/messages/index.ts";
import { isLate, type AssessmentRules } from "#shared/classrooms/rules.ts";
import { scoresOf, workStateOf } from "#shared/classrooms/work.ts";
import { clampScore, isBlankSubmission, lessonScore, wantsWritingFeedback, writingPart } from "#shared/modules/rules.ts";
import { quizTally, type Quiz, type QuizAnswers } from "#shared/quiz/read.ts";
import { lessonCore, lessonQuiz, quizForLearner, type LessonCoreRow } from "#server/domains/lessons/index.ts";
import type { ClassroomLessonResponse } from "#shared/classrooms/schemas.ts";
import type { Attempt } from "#shared/feedback/schemas.ts";
import { currentReturn, grantOf, storedReturns } from "#shared/classrooms/returns.ts";
import { rulesOut } from "./assignment-rules";
import { answersShownTo, workRefusal } from "./work-refusal";

type ProgressRow = typeof classroomLessonProgress.$inferSelect;
/** The assigned lesson, of either kind: `module` says whether it is a module lesson. */
type Opened = { room: ClassroomRow; asHost: boolean; lesson: LessonCoreRow; module: boolean; dueAt: Date | null; rules: AssessmentRules };

async function openAssigned(ctx: ServiceCtx, classroomId: string, lessonId: string): Promise<Opened> {
  const user = requireUser(ctx);
  const { room, asHost } = await visibleClassroom({ ctx, input: { user, classroomId, denied: C.notMember } });
  const [assigned] = await ctx.db
    .select()
    .from(classroomLessons)
    .where(and(eq(classroomLessons.classroomId, room.id), eq(classroomLessons.itemId, lessonId)))
    .limit(1);
  const lesson = assigned && (await assignedItem(ctx, assigned));
  if (!assigned || !lesson) throw new NotFound(C.lessonNotAssigned);
  return { room, asHost, lesson, module: !assigned.lessonId, dueAt: assigned.dueAt, rules: rulesOut(assigned) };
}

async function progressOf(ctx: ServiceCtx, o: Opened, studentId: string): Promise<ProgressRow | undefined> {
  const [p] = await ctx.db
    .select()
    .from(classroomLessonProgress)
    .where(
      and(
        eq(classroomLessonProgress.classroomId, o.room.id),
        eq(classroomLessonProgress.itemId, o.lesson.id),
        eq(classroomLessonProgress.studentId, studentId),
      ),
    )
    .limit(1);
  return p;
}

/** Stored answers keyed by question id, as strings (anything else is dropped). */
function storedAnswers(value: unknown): Record<string, string> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === "string"));
}

/** Answers keyed by question id, re-keyed by position for the quiz reader; unknown ids are dropped. */
function byIndex(quiz: Quiz, answers: Record<string, string>): QuizAnswers {
  const out: QuizAnswers = {};
  quiz.forEach((q, i) => {
    if (Object.hasOwn(answers, q.id)) out[String(i)] = answers[q.id];
  });
  return out;
}

/** Why this member may not submit now (null when they may): the deadline lock, the grading lock, the attempts. */
const refusalFor = (ctx: ServiceCtx, o: Opened, progress: ProgressRow | undefined) =>
  workRefusal({ ctx, input: { room: o.room, rules: o.rules, dueAt: o.dueAt, progress } });

async function lessonOut(ctx: ServiceCtx, o: Opened, progress: ProgressRow | undefined): Promise<ClassroomLessonResponse> {
  const { quiz, error } = lessonQuiz(o.lesson);
  if (error) ctx.log.warn({ lessonId: o.lesson.id, error }, "unreadable classroom lesson quiz");
  const now = ctx.now();
  const work = progress ? workStateOf(progress) : null;
  const refusal = o.asHost ? null : await refusalFor(ctx, o, progress);
  // Held back while the student may still turn the work in again, so no answer is copied into a new attempt.
  const showCorrect = o.asHost || answersShownTo({ room: o.room, rules: o.rules, dueAt: o.dueAt, progress, refusal }, now);
  return {
    classroom: { id: o.room.id, name: o.room.name },
    lesson: {
      ...lessonCore(o.lesson),
      quiz: quizForLearner(quiz, showCorrect),
      quiz_error: error ? M.quizUnreadable : null,
    },
    progress: progress
      ? {
          ...scoresOf(progress),
          completed: progress.completed,
          answers: storedAnswers(progress.answers),
          writing_response: progress.writingResponse,
          ai_feedback: progress.aiFeedback,
          submitted_at: progress.submittedAt?.toISOString() ?? null,
          has_feedback: !!progress.teacherFeedback,
          attempts: progress.attemptCount,
          updated_at: progress.updatedAt.toISOString(),
          returned: currentReturn(storedReturns(progress.returns), progress.attemptCount),
          extra_attempt_open: grantOf(storedReturns(progress.returns), progress.attemptCount).open,
        }
      : null,
    due_at: o.dueAt?.toISOString() ?? null,
    late: o.asHost ? false : isLate(work, o.dueAt, now),
    locked: refusal !== null,
    locked_reason: refusal,
    as_host: o.asHost,
    rules: o.rules,
  };
}

export async function getClassroomLesson({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { classroomId: string; lessonId: string };
}): Promise<ClassroomLessonResponse> {
  const o = await openAssigned(ctx, input.classroomId, input.lessonId);
  return lessonOut(ctx, o, o.asHost ? undefined : await progressOf(ctx, o, requireUser(ctx).id));
}

export async function submitClassroomLesson({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { classroomId: string; lessonId: string; answers: Record<string, string>; writingResponse: string };
}) {
  const user = requireUser(ctx);
  const o = await openAssigned(ctx, input.classroomId, input.lessonId);
  if (o.asHost) throw new Forbidden(C.notMember);
  // Refused before the AI is asked, so a refused submission costs nothing.
  const before = await progressOf(ctx, o, user.id);
  const refusal = await refusalFor(ctx, o, before);
  if (refusal) throw new Forbidden(refusal);

  const { quiz } = lessonQuiz(o.lesson);
  const known = new Set(quiz.map((q) => q.id));
  const answers = Object.fromEntries(Object.entries(input.answers).filter(([id]) => known.has(id)));
  const writing = input.writingResponse;
  // A lesson that asks something is not turned in empty (the class page has no case builder, so writing is its only text).
  const asks = quiz.length > 0 || o.lesson.allowWriting;
  const answered = Object.values(answers).filter((a) => a !== "").length;
  if (isBlankSubmission({ asks, answered, texts: [o.lesson.allowWriting ? writing : ""] })) throw new Invalid(M.nothingToSubmit);
  let aiFeedback: string | null = null;
  let aiScore: number | null = null;
  let engine: string | null = null;
  if (wantsWritingFeedback(o.lesson, writing)) {
    const out = await runTask(ctx, lessonFeedbackTask, { prompt: o.lesson.writingPrompt?.trim() || o.lesson.title, input: writing.trim() });
    aiFeedback = out.result.feedback;
    aiScore = clampScore(out.result.score);
    engine = out.engine;
  }
  const tally = quiz.length > 0 ? quizTally(quiz, byIndex(quiz, answers)) : null;
  const writingScore = writingPart(o.lesson, aiScore);
  const score = lessonScore({ quiz: tally, writing: writingScore });
  const now = ctx.now();
  const used = before?.attemptCount ?? 0;
  const granted = grantOf(storedReturns(before?.returns), used).open;
  const attempt: Attempt = {
    number: used + 1,
    submitted_at: now.toISOString(),
    answers,
    writing_response: writing,
    quiz_correct: tally?.correct ?? null,
    quiz_total: tally?.total ?? null,
    writing_score: writingScore,
    score,
    after_return: !!before?.feedbackAt,
    after_grading: before?.teacherScore !== null && before?.teacherScore !== undefined,
  };
  const values = {
    answers,
    writingResponse: writing,
    score,
    quizCorrect: attempt.quiz_correct,
    quizTotal: attempt.quiz_total,
    writingScore,
    aiFeedback,
    completed: true,
    submittedAt: now,
    updatedAt: now,
  };
  const first = { ...values, attempts: [attempt], attemptCount: 1 };
  const p = classroomLessonProgress;
  const saved = await withTransaction(ctx, async (_ctx, tx) => {
    // Held until commit, so a removal or unassignment running now waits for this row, then removes it too.
    const [member] = await tx
      .select({ userId: classroomMembers.userId })
      .from(classroomMembers)
      .where(and(eq(classroomMembers.classroomId, o.room.id), eq(classroomMembers.userId, user.id)))
      .for("share");
    if (!member) throw new Forbidden(C.notMember);
    const [assigned] = await tx
      .select({ itemId: classroomLessons.itemId })
      .from(classroomLessons)
      .where(and(eq(classroomLessons.classroomId, o.room.id), eq(classroomLessons.itemId, o.lesson.id)))
      .for("share");
    if (!assigned) throw new NotFound(C.lessonNotAssigned);
    // Appends this attempt only if no other was kept (and, when grading locks, no grade given) since
    // the checks above: two submissions at once cannot both pass the attempt limit.
    const which = o.module ? { moduleLessonId: o.lesson.id } : { lessonId: o.lesson.id };
    const [row] = await tx
      .insert(p)
      .values({ studentId: user.id, classroomId: o.room.id, ...which, ...first })
      .onConflictDoUpdate({
        target: [p.classroomId, p.itemId, p.studentId],
        set: { ...values, attempts: sql`${p.attempts} || ${JSON.stringify([attempt])}::jsonb`, attemptCount: sql`${p.attemptCount} + 1` },
        // A granted attempt (Return) opens the grading lock, and only the attempt count can close it again.
        setWhere: and(eq(p.attemptCount, used), o.rules.lock_on_grade && !granted ? isNull(p.teacherScore) : undefined),
      })
      .returning();
    if (!row) throw new Conflict(C.workChanged);
    return row;
  });
  return { ...(await lessonOut(ctx, o, saved)), ai_feedback: aiFeedback, engine };
}
