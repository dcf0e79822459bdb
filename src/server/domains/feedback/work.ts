// A student's work on one assigned lesson, for the two people who may see it: the classroom's host
// (the feedback editor) and the student themself (the read-only view). Everyone else is refused before
// anything about the lesson or the student is looked up, so a refusal tells nothing.
import { and, eq } from "drizzle-orm";
import { profiles } from "#server/db/schema/auth.ts";
import { classroomLessonProgress, classroomLessons, classroomMembers } from "#server/db/schema/classrooms.ts";
import { lessons } from "#server/db/schema/lessons.ts";
import { moduleLessons } from "#server/db/schema/modules.ts";
import { userSettings } from "#server/db/schema/platform.ts";
import type { ServiceCtx } from "#server/platform/context.ts";
import { requireUser } from "#server/auth/access.ts";
import { answersShownTo, classroomAsHost, rulesOut, workRefusal, type ClassroomRow } from "#server/domains/classrooms/index.ts";
import { Forbidden, NotFound } from "#server/platform/errors.ts";
import { CLASSROOM_MESSAGES as C, FEEDBACK_MESSAGES as F, MODULE_MESSAGES as M } from "#shared/messages/index.ts";
import { type Quiz } from "#shared/quiz/read.ts";
import { lessonQuiz, quizForBuilder, type LessonCoreRow } from "#server/domains/lessons/index.ts";
import { readGroup } from "#shared/settings/rules.ts";
import type { QuizReviewItem, WorkProgress, WorkResponse } from "#shared/feedback/schemas.ts";
import { gridStatus, isResubmittedAfterGrading, type AssessmentRules } from "#shared/classrooms/rules.ts";
import { scoresOf, storedAttempts, workStateOf } from "#shared/classrooms/work.ts";
import { grantOf, storedReturns } from "#shared/classrooms/returns.ts";
import type { Level } from "#shared/levels.ts";

/** The assigned lesson: a teacher's own or a module's. */
export type LessonRow = LessonCoreRow;
export type ProgressRow = typeof classroomLessonProgress.$inferSelect;
export type WorkKey = { classroomId: string; lessonId: string; studentId: string };
export interface OpenedWork {
  room: ClassroomRow;
  asHost: boolean;
  lesson: LessonRow;
  dueAt: Date | null;
  rules: AssessmentRules;
  student: WorkResponse["student"];
}

/** The host, or the student whose work it is (a member of the class); 403 for anyone else. */
export async function openWork(ctx: ServiceCtx, key: WorkKey, { hostOnly }: { hostOnly: boolean }): Promise<OpenedWork> {
  const user = requireUser(ctx);
  const { room, asHost } = await classroomAsHost({ ctx, input: { user, classroomId: key.classroomId } });
  if (!asHost && (hostOnly || user.id !== key.studentId)) throw new Forbidden(hostOnly ? C.notHost : F.notYourWork);
  const [row] = await ctx.db
    .select({
      own: lessons,
      fromModule: moduleLessons,
      assigned: classroomLessons,
      username: profiles.username,
      profile: userSettings.profile,
    })
    .from(classroomLessons)
    .leftJoin(lessons, eq(lessons.id, classroomLessons.lessonId))
    .leftJoin(moduleLessons, eq(moduleLessons.id, classroomLessons.moduleLessonId))
    .innerJoin(
      classroomMembers,
      and(eq(classroomMembers.classroomId, classroomLessons.classroomId), eq(classroomMembers.userId, key.studentId)),
    )
    .innerJoin(profiles, eq(profiles.id, classroomMembers.userId))
    .leftJoin(userSettings, eq(userSettings.userId, classroomMembers.userId))
    .where(and(eq(classroomLessons.classroomId, room.id), eq(classroomLessons.itemId, key.lessonId)))
    .limit(1);
  const lesson = row?.own ?? row?.fromModule;
  // Not assigned, or the student is not (or no longer) a member: the spec's one message for both.
  if (!row || !lesson) throw new NotFound(F.notFound);
  const { avatar_url, school, bio } = readGroup("profile", row.profile);
  return {
    room,
    asHost,
    lesson,
    dueAt: row.assigned.dueAt,
    rules: rulesOut(row.assigned),
    student: { id: key.studentId, username: row.username, avatar_url, school, bio },
  };
}

export async function progressRow({
  ctx: { db },
  input: { key },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { key: WorkKey };
}): Promise<ProgressRow | undefined> {
  const [p] = await db
    .select()
    .from(classroomLessonProgress)
    .where(
      and(
        eq(classroomLessonProgress.classroomId, key.classroomId),
        eq(classroomLessonProgress.itemId, key.lessonId),
        eq(classroomLessonProgress.studentId, key.studentId),
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

export function progressOut(p: ProgressRow, dueAt: Date | null): WorkProgress {
  const state = workStateOf(p);
  const returns = storedReturns(p.returns);
  return {
    ...scoresOf(p),
    completed: p.completed,
    answers: storedAnswers(p.answers),
    writing_response: p.writingResponse,
    ai_feedback: p.aiFeedback,
    submitted_at: p.submittedAt?.toISOString() ?? null,
    teacher_feedback: p.teacherFeedback,
    feedback_at: p.feedbackAt?.toISOString() ?? null,
    status: gridStatus(state, dueAt),
    resubmitted_after_grading: isResubmittedAfterGrading(state),
    attempts: storedAttempts(p.attempts),
    returns,
    extra_attempt_open: grantOf(returns, p.attemptCount).open,
  };
}

/**
 * Each question with the student's answer (by question id), the right option, and whether they match;
 * without `reveal`, the right option and the verdict are left out (null).
 */
export function quizReview(quiz: Quiz, answers: Record<string, string>, reveal: boolean): QuizReviewItem[] {
  return quiz.map((q) => {
    const chosen = Object.hasOwn(answers, q.id) ? answers[q.id] : null;
    const correct = q.options[q.correct];
    const right = chosen !== null && chosen.trim().toLowerCase() === correct.toLowerCase();
    return { question: q.text, chosen, correct: reveal ? correct : null, right: reveal ? right : null };
  });
}

export async function getWork({ ctx, input }: { ctx: ServiceCtx; input: WorkKey }): Promise<WorkResponse> {
  const o = await openWork(ctx, input, { hostOnly: false });
  const p = await progressRow({ ctx, input: { key: input } });
  const { quiz, error } = lessonQuiz(o.lesson);
  if (error) ctx.log.warn({ lessonId: o.lesson.id, error }, "unreadable classroom lesson quiz");
  const progress = p ? progressOut(p, o.dueAt) : null;
  // A student sees the right answers (and which of theirs were right) by the lesson's own rule: as the
  // assignment allows, and never while they may still turn the work in again.
  const work = { room: o.room, rules: o.rules, dueAt: o.dueAt, progress: p };
  const reveal = o.asHost || answersShownTo({ ...work, refusal: await workRefusal({ ctx, input: work }) }, ctx.now());
  return {
    classroom: { id: o.room.id, name: o.room.name },
    lesson: {
      id: o.lesson.id,
      title: o.lesson.title,
      level: o.lesson.level as Level,
      reading: o.lesson.reading,
      writing_prompt: o.lesson.writingPrompt,
      quiz: quizForBuilder(quiz).map((q) => ({ ...q, correct: reveal ? q.correct : null })),
      quiz_error: error ? M.quizUnreadable : null,
    },
    student: o.student,
    progress,
    quiz_review: progress ? quizReview(quiz, progress.answers, reveal) : [],
    as_host: o.asHost,
    rules: o.rules,
  };
}
