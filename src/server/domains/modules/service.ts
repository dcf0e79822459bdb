import { and, asc, eq, gt, isNotNull, isNull } from "drizzle-orm";
import { moduleLessons, moduleProgress, modules, oneTimeAccessCodes, userUnlockedModules } from "#server/db/schema/modules.ts";
import { withSavepoint, type ServiceCtx } from "#server/platform/context.ts";
import { requireUser } from "#server/auth/access.ts";
import { AppError, Forbidden, Invalid, NotFound } from "#server/platform/errors.ts";
import { runTask } from "#server/ai/task.ts";
import { codeGuessUses, guessCode } from "#server/platform/limits/code-guesses.ts";
import { lessonFeedbackTask } from "#server/ai/tasks/lesson-feedback.ts";
import type { SessionUser } from "#shared/account/schemas.ts";
import { MODULE_MESSAGES as M } from "#shared/messages/index.ts";
import { quizTally, type Quiz, type QuizAnswers } from "#shared/quiz/read.ts";
import { lessonCore, lessonQuiz, quizForLearner } from "#server/domains/lessons/index.ts";
import { assignedAnswersHeld } from "#server/domains/classrooms/index.ts";
import {
  clampScore,
  isBlankSubmission,
  lessonScore,
  writingPart,
  normaliseUnlockCode,
  wantsWritingFeedback,
  type AccessStatus,
} from "#shared/modules/rules.ts";
import type {
  CatalogueResponse,
  LessonProgress,
  LessonResponse,
  ModulePage,
  catalogueQuery as catalogueQuerySchema,
  submitRequest,
} from "#shared/modules/schemas.ts";
import type { z } from "zod";
import { catalogueQuery } from "./catalogue";

/** The catalogue for the signed-in user: one SQL query, paged per section. */
export async function listModules({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: z.output<typeof catalogueQuerySchema>;
}): Promise<CatalogueResponse> {
  const user = requireUser(ctx);
  const { rows, totals } = await catalogueQuery({ ctx, input: { a: { userId: user.id, isAdmin: user.isAdmin, ...input } } });
  return { modules: rows, totals };
}

type ModuleRow = typeof modules.$inferSelect;

/** The module and how this user may see it; a private module the user has not unlocked is refused (admins may open all). */
async function openModule(ctx: ServiceCtx, user: SessionUser, moduleId: string): Promise<{ module: ModuleRow; access: AccessStatus }> {
  const [row] = await ctx.db
    .select({ module: modules, unlockedBy: userUnlockedModules.userId })
    .from(modules)
    .leftJoin(userUnlockedModules, and(eq(userUnlockedModules.moduleId, modules.id), eq(userUnlockedModules.userId, user.id)))
    .where(eq(modules.id, moduleId))
    .limit(1);
  if (!row) throw new NotFound(M.moduleNotFound);
  const access: AccessStatus =
    row.unlockedBy || (user.isAdmin && !row.module.isPublic) ? "unlocked" : row.module.isPublic ? "public" : "locked";
  if (access === "locked") throw new Forbidden(M.moduleLocked);
  return { module: row.module, access };
}

/** The module page: the module and its lessons in creation order, each with the user's completion and score. */
export async function getModulePage({ ctx, input }: { ctx: ServiceCtx; input: { moduleId: string } }): Promise<ModulePage> {
  const user = requireUser(ctx);
  const { module, access } = await openModule(ctx, user, input.moduleId);
  const lessons = await ctx.db
    .select({
      id: moduleLessons.id,
      title: moduleLessons.title,
      level: moduleLessons.level,
      createdAt: moduleLessons.createdAt,
      completed: moduleProgress.completed,
      score: moduleProgress.score,
    })
    .from(moduleLessons)
    .leftJoin(
      moduleProgress,
      and(eq(moduleProgress.lessonId, moduleLessons.id), eq(moduleProgress.moduleId, module.id), eq(moduleProgress.userId, user.id)),
    )
    .where(eq(moduleLessons.moduleId, module.id))
    .orderBy(asc(moduleLessons.createdAt), asc(moduleLessons.id));
  // A score a class's held-back answers would be read from is not listed (see progressOut).
  const held = new Set<string>();
  for (const l of lessons)
    if (l.score !== null && (await assignedAnswersHeld({ ctx, input: { userId: user.id, moduleLessonId: l.id } }))) held.add(l.id);
  return {
    module: {
      id: module.id,
      name: module.name,
      description: module.description,
      is_public: module.isPublic,
      access_status: access,
      updated_at: module.updatedAt.toISOString(),
    },
    lessons: lessons.map((l) => ({
      id: l.id,
      title: l.title,
      level: l.level,
      created_at: l.createdAt.toISOString(),
      completed: l.completed ?? false,
      score: l.score !== null && held.has(l.id) ? null : (l.score ?? null),
    })),
  };
}

type LessonRow = typeof moduleLessons.$inferSelect;
type ProgressRow = typeof moduleProgress.$inferSelect;

async function openLesson(ctx: ServiceCtx, user: SessionUser, moduleId: string, lessonId: string) {
  const { module } = await openModule(ctx, user, moduleId);
  const [lesson] = await ctx.db
    .select()
    .from(moduleLessons)
    .where(and(eq(moduleLessons.id, lessonId), eq(moduleLessons.moduleId, module.id)))
    .limit(1);
  if (!lesson) throw new NotFound(M.lessonNotFound);
  return { module, lesson };
}

/**
 * The learner's progress with the scores kept apart, as a class lesson shows them. While a class holds
 * this lesson's answers back, neither the quiz's tally nor the overall (which the quiz moves) is given:
 * practising here must not tell a student which answers to hand in there.
 */
function progressOut(p: ProgressRow | undefined, quiz: Quiz, held: boolean): LessonProgress | null {
  if (!p) return null;
  const answers = (p.quizAnswers ?? {}) as QuizAnswers;
  const tally = p.completed && quiz.length > 0 && !held ? quizTally(quiz, answers) : null;
  return {
    completed: p.completed,
    quiz_answers: answers,
    writing_response: p.writingResponse,
    case_builder_answer: p.caseBuilderAnswer,
    feedback: p.feedback,
    score: held ? null : p.score,
    quiz_correct: tally?.correct ?? null,
    quiz_total: tally?.total ?? null,
    writing_score: p.writingScore,
    updated_at: p.updatedAt.toISOString(),
  };
}

/**
 * The lesson as the learner sees it; the right answers only once a score exists or when `quiz_reveal` is
 * immediate, and never while a class that assigned this lesson to them holds its answers back.
 */
async function lessonOut(
  ctx: ServiceCtx,
  module: ModuleRow,
  lesson: LessonRow,
  progress: ProgressRow | undefined,
): Promise<LessonResponse> {
  const prefs = await ctx.settings.get("preferences");
  const reveal = prefs.quiz_reveal;
  const { quiz, error } = lessonQuiz(lesson);
  const held = await assignedAnswersHeld({ ctx, input: { userId: requireUser(ctx).id, moduleLessonId: lesson.id } });
  const showCorrect = !held && (reveal === "immediate" || (progress?.score ?? null) !== null);
  if (error) ctx.log.warn({ lessonId: lesson.id, error }, "unreadable module lesson quiz");
  return {
    module: { id: module.id, name: module.name },
    lesson: {
      ...lessonCore(lesson),
      module_id: module.id,
      allow_case_builder: lesson.allowCaseBuilder,
      case_builder_prompt: lesson.caseBuilderPrompt,
      quiz: quizForLearner(quiz, showCorrect),
      quiz_error: error ? M.quizUnreadable : null,
    },
    progress: progressOut(progress, quiz, held),
    quiz_reveal: reveal,
    quiz_held: held,
  };
}

async function progressOf(ctx: ServiceCtx, userId: string, moduleId: string, lessonId: string) {
  const [p] = await ctx.db
    .select()
    .from(moduleProgress)
    .where(and(eq(moduleProgress.userId, userId), eq(moduleProgress.moduleId, moduleId), eq(moduleProgress.lessonId, lessonId)))
    .limit(1);
  return p;
}

/** Where a module lesson lives, for /modules/{level}/{lessonId}: only within a module the user may open. */
export async function locateLesson({ ctx, input }: { ctx: ServiceCtx; input: { lessonId: string } }) {
  const user = requireUser(ctx);
  const [row] = await ctx.db
    .select({ moduleId: moduleLessons.moduleId })
    .from(moduleLessons)
    .where(eq(moduleLessons.id, input.lessonId))
    .limit(1);
  if (!row?.moduleId) throw new NotFound(M.lessonNotFound);
  await openModule(ctx, user, row.moduleId);
  return { module_id: row.moduleId, lesson_id: input.lessonId };
}

export async function getLesson({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { moduleId: string; lessonId: string };
}): Promise<LessonResponse> {
  const user = requireUser(ctx);
  const { module, lesson } = await openLesson(ctx, user, input.moduleId, input.lessonId);
  return lessonOut(ctx, module, lesson, await progressOf(ctx, user.id, module.id, lesson.id));
}

/**
 * Submit (or resubmit) a lesson: the AI reads the writing when writing is allowed and the response is
 * non-empty; the score combines the quiz and the writing by the one rule (lessonScore). The AI
 * answers before anything is written, and the progress is one upsert, so a failure leaves no half-saved row.
 */
export async function submitLesson({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { moduleId: string; lessonId: string; body: z.output<typeof submitRequest> };
}): Promise<LessonResponse & { engine: string | null }> {
  const user = requireUser(ctx);
  const { module, lesson } = await openLesson(ctx, user, input.moduleId, input.lessonId);
  const { quiz_answers: answers, writing_response: writing, case_builder_answer: caseAnswer } = input.body;
  const { quiz } = lessonQuiz(lesson);
  const asks = quiz.length > 0 || lesson.allowWriting || lesson.allowCaseBuilder;
  const texts = [lesson.allowWriting ? writing : "", lesson.allowCaseBuilder ? caseAnswer : ""];
  if (isBlankSubmission({ asks, answered: Object.values(answers).filter((a) => a !== "").length, texts }))
    throw new Invalid(M.nothingToSubmit);
  const tally = quizTally(quiz, answers);

  let feedback: string | null = null;
  let aiScore: number | null = null;
  let engine: string | null = null;
  if (wantsWritingFeedback(lesson, writing)) {
    const out = await runTask(ctx, lessonFeedbackTask, { prompt: lesson.writingPrompt?.trim() || lesson.title, input: writing.trim() });
    feedback = out.result.feedback;
    aiScore = clampScore(out.result.score);
    engine = out.engine;
  }
  const writingScore = writingPart(lesson, aiScore);
  const score = lessonScore({ quiz: tally, writing: writingScore });
  const values = {
    completed: true,
    quizAnswers: answers,
    writingResponse: writing,
    caseBuilderAnswer: caseAnswer,
    feedback,
    score,
    writingScore,
    updatedAt: ctx.now(),
  };
  const [saved] = await ctx.db
    .insert(moduleProgress)
    .values({ userId: user.id, moduleId: module.id, lessonId: lesson.id, ...values })
    .onConflictDoUpdate({ target: [moduleProgress.userId, moduleProgress.moduleId, moduleProgress.lessonId], set: values })
    .returning();
  return { ...(await lessonOut(ctx, module, lesson, saved)), engine };
}

/** POST /api/lesson-feedback: the AI's feedback and score (rounded, clamped 0–100) on writing against a prompt. */
export async function lessonFeedback({ ctx, input }: { ctx: ServiceCtx; input: { prompt: string; input: string } }) {
  requireUser(ctx);
  const out = await runTask(ctx, lessonFeedbackTask, input);
  return { feedback: out.result.feedback, score: clampScore(out.result.score) ?? 0, engine: out.engine };
}

/**
 * Unlock a module with a one-time code: only the module and student it was made for, before it
 * expires, once. The code is claimed (used_at set, guarded by `used_at is null`) in the same
 * transaction that records the unlock, so two simultaneous uses unlock once. Each guess is counted (per
 * user and per address) before the code is looked at, and given back when it was the student's own
 * code, used now or before (core/code-guesses.ts): a second click or tab is told the code is used, but
 * it is no wrong guess, so it never locks the student out. Past the limit every try is refused a while.
 */
export async function unlockModule({ ctx, input }: { ctx: ServiceCtx; input: { moduleId: string; code: string } }) {
  const user = requireUser(ctx);
  const code = normaliseUnlockCode(input.code);
  if (!code) throw new Invalid(M.enterValidCode);
  const [module] = await ctx.db.select({ id: modules.id }).from(modules).where(eq(modules.id, input.moduleId)).limit(1);
  if (!module) throw new NotFound(M.moduleNotFound);
  const now = ctx.now();
  const mine = and(eq(oneTimeAccessCodes.code, code), eq(oneTimeAccessCodes.moduleId, module.id), eq(oneTimeAccessCodes.userId, user.id));

  const unlocked = await guessCode(ctx, codeGuessUses(user.id, ctx.clientIp), M.tooManyCodeAttempts, async (outer) => {
    try {
      return await withSavepoint({ db: outer }, async (_sp, tx) => {
        const claimed = await tx
          .update(oneTimeAccessCodes)
          .set({ usedAt: now })
          .where(and(mine, isNull(oneTimeAccessCodes.usedAt), gt(oneTimeAccessCodes.expiresAt, now)))
          .returning({ id: oneTimeAccessCodes.id });
        if (claimed.length > 0) {
          await tx.insert(userUnlockedModules).values({ userId: user.id, moduleId: module.id }).onConflictDoNothing();
          return "unlocked" as const;
        }
        const used = await tx
          .select({ id: oneTimeAccessCodes.id })
          .from(oneTimeAccessCodes)
          .where(and(mine, isNotNull(oneTimeAccessCodes.usedAt)));
        return used.length > 0 ? ("used" as const) : null;
      });
    } catch (err) {
      ctx.log.error({ err, moduleId: module.id }, "unlock failed");
      throw new AppError(503, M.unlockFailed);
    }
  });
  if (unlocked !== "unlocked") throw new Invalid(M.invalidOrExpiredCode);
  return { unlocked: true as const, moduleId: module.id };
}
