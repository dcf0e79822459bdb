// One assigned lesson as a member (or the host) sees it, and a member submitting it. The score is the
// AI's score on the writing when writing is allowed and sent, else the quiz percentage; the AI answers
// before anything is written, so its failure saves nothing. With the host's auto_lock_after_deadline on,
// nothing is accepted after the due date.
import { and, eq } from "drizzle-orm";
import { classroomLessonProgress, classroomLessons, classroomMembers, lessons, moduleLessons } from "../../db/schema";
import type { ServiceCtx } from "../../platform/context";
import { requireUser } from "../../auth/access";
import { visibleClassroom, type ClassroomRow } from "./access";
import { readSettingsGroup } from "../../platform/settings-store";
import { runTask } from "../../ai/task";
import { lessonFeedbackTask } from "../../ai/tasks/lesson-feedback";
import { Forbidden, NotFound } from "../../platform/errors";
import { CLASSROOM_MESSAGES as C, MODULE_MESSAGES as M } from "../../../shared/messages";
import { isLate, isLockedAfterDeadline } from "../../../shared/classrooms/rules";
import { clampScore, lessonScore, wantsWritingFeedback } from "../../../shared/modules/rules";
import { quizPercent, type Quiz, type QuizAnswers } from "../../../shared/quiz/read";
import { lessonCore, lessonQuiz, quizForLearner, type LessonCoreRow } from "../lessons";
import type { ClassroomLessonResponse } from "../../../shared/classrooms/schemas";

type ProgressRow = typeof classroomLessonProgress.$inferSelect;
/** The assigned lesson, of either kind: `module` says whether it is a module lesson. */
type Opened = { room: ClassroomRow; asHost: boolean; lesson: LessonCoreRow; module: boolean; dueAt: Date | null };

async function openAssigned(ctx: ServiceCtx, classroomId: string, lessonId: string): Promise<Opened> {
  const user = requireUser(ctx);
  const { room, asHost } = await visibleClassroom(ctx.db, user, classroomId, C.notMember);
  const [row] = await ctx.db
    .select({ own: lessons, fromModule: moduleLessons, dueAt: classroomLessons.dueAt })
    .from(classroomLessons)
    .leftJoin(lessons, eq(lessons.id, classroomLessons.lessonId))
    .leftJoin(moduleLessons, eq(moduleLessons.id, classroomLessons.moduleLessonId))
    .where(and(eq(classroomLessons.classroomId, room.id), eq(classroomLessons.itemId, lessonId)))
    .limit(1);
  const lesson = row?.own ?? row?.fromModule;
  if (!row || !lesson) throw new NotFound(C.lessonNotAssigned);
  return { room, asHost, lesson, module: !row.own, dueAt: row.dueAt };
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

async function lessonOut(ctx: ServiceCtx, o: Opened, progress: ProgressRow | undefined): Promise<ClassroomLessonResponse> {
  const [prefs, hostTeacher] = await Promise.all([ctx.settings.get("preferences"), readSettingsGroup(ctx.db, o.room.hostId, "teacher")]);
  const { quiz, error } = lessonQuiz(o.lesson);
  if (error) ctx.log.warn({ lessonId: o.lesson.id, error }, "unreadable classroom lesson quiz");
  const showCorrect = o.asHost || prefs.quiz_reveal === "immediate" || (progress?.score ?? null) !== null;
  const now = ctx.now();
  const work = progress
    ? {
        completed: progress.completed,
        submittedAt: progress.submittedAt,
        teacherScore: progress.teacherScore,
        feedbackAt: progress.feedbackAt,
      }
    : null;
  return {
    classroom: { id: o.room.id, name: o.room.name },
    lesson: {
      ...lessonCore(o.lesson),
      quiz: quizForLearner(quiz, showCorrect),
      quiz_error: error ? M.quizUnreadable : null,
    },
    progress: progress
      ? {
          completed: progress.completed,
          answers: storedAnswers(progress.answers),
          writing_response: progress.writingResponse,
          score: progress.score,
          ai_feedback: progress.aiFeedback,
          submitted_at: progress.submittedAt?.toISOString() ?? null,
          teacher_score: progress.teacherScore,
          has_feedback: !!progress.teacherFeedback,
          updated_at: progress.updatedAt.toISOString(),
        }
      : null,
    due_at: o.dueAt?.toISOString() ?? null,
    late: o.asHost ? false : isLate(work, o.dueAt, now),
    locked: isLockedAfterDeadline(hostTeacher.auto_lock_after_deadline, o.dueAt, now),
    as_host: o.asHost,
    quiz_reveal: prefs.quiz_reveal,
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
  const hostTeacher = await readSettingsGroup(ctx.db, o.room.hostId, "teacher");
  if (isLockedAfterDeadline(hostTeacher.auto_lock_after_deadline, o.dueAt, ctx.now())) throw new Forbidden(C.lockedAfterDeadline);

  const { quiz } = lessonQuiz(o.lesson);
  const known = new Set(quiz.map((q) => q.id));
  const answers = Object.fromEntries(Object.entries(input.answers).filter(([id]) => known.has(id)));
  const writing = input.writingResponse;
  let aiFeedback: string | null = null;
  let aiScore: number | null = null;
  let engine: string | null = null;
  if (wantsWritingFeedback(o.lesson, writing)) {
    const out = await runTask(ctx, lessonFeedbackTask, { prompt: o.lesson.writingPrompt?.trim() || o.lesson.title, input: writing.trim() });
    aiFeedback = out.result.feedback;
    aiScore = clampScore(out.result.score);
    engine = out.engine;
  }
  const score = lessonScore({ aiScore, quizPercent: quizPercent(quiz, byIndex(quiz, answers)) });
  const now = ctx.now();
  const values = { answers, writingResponse: writing, score, aiFeedback, completed: true, submittedAt: now, updatedAt: now };
  const saved = await ctx.db.transaction(async (tx) => {
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
    const which = o.module ? { moduleLessonId: o.lesson.id } : { lessonId: o.lesson.id };
    const [row] = await tx
      .insert(classroomLessonProgress)
      .values({ studentId: user.id, classroomId: o.room.id, ...which, ...values })
      .onConflictDoUpdate({
        target: [classroomLessonProgress.classroomId, classroomLessonProgress.itemId, classroomLessonProgress.studentId],
        set: values,
      })
      .returning();
    return row;
  });
  return { ...(await lessonOut(ctx, o, saved)), ai_feedback: aiFeedback, engine };
}
