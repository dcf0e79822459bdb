// Module-lesson administration: the admin's list, creating and editing a lesson with the question
// builder's quiz, deleting, and assigning to or unassigning from a module.
import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { moduleLessons, moduleProgress, modules } from "#server/db/schema/modules.ts";
import { withTransaction, type ServiceCtx } from "#server/platform/context.ts";
import { requireAdmin, requireAdminNow } from "#server/auth/access.ts";
import { NotFound } from "#server/platform/errors.ts";
import { makeRoom } from "#server/platform/limits/quotas.ts";
import { ADMIN_MESSAGES as A } from "#shared/messages/index.ts";
import { lessonCore, lessonQuiz, quizForBuilder, storedQuiz } from "#server/domains/lessons/index.ts";
import type { AdminLesson, AdminLessonListItem, createModuleLessonRequest, updateModuleLessonRequest } from "#shared/modules/admin.ts";
import type { z } from "zod";
import { managedLesson, managedModule } from "./admin-access";

type LessonRow = typeof moduleLessons.$inferSelect;
type LessonBody = z.output<typeof updateModuleLessonRequest>;

/** The stored columns of a lesson body: writing is allowed only with a prompt, the case builder prompt only with the case builder. */
function lessonValues(body: LessonBody) {
  return {
    title: body.title,
    reading: body.reading,
    level: body.level,
    writingPrompt: body.writing_prompt || null,
    allowWriting: body.writing_prompt.length > 0,
    allowCaseBuilder: body.allow_case_builder,
    caseBuilderPrompt: body.allow_case_builder ? body.case_builder_prompt || null : null,
    quiz: storedQuiz(body.quiz),
  };
}

function lessonOut(l: LessonRow): AdminLesson {
  const { quiz, error } = lessonQuiz(l);
  return {
    ...lessonCore(l),
    module_id: l.moduleId,
    writing_prompt: l.writingPrompt ?? "",
    allow_case_builder: l.allowCaseBuilder,
    case_builder_prompt: l.caseBuilderPrompt ?? "",
    quiz: quizForBuilder(quiz),
    quiz_error: error,
    created_by: l.createdBy,
  };
}

/** The module lessons this admin may manage (their own and the starter curriculum's), newest first. */
export async function listModuleLessons({ ctx }: { ctx: ServiceCtx }): Promise<{ lessons: AdminLessonListItem[] }> {
  const user = requireAdmin(ctx);
  const rows = await ctx.db
    .select({ lesson: moduleLessons, moduleName: modules.name })
    .from(moduleLessons)
    .leftJoin(modules, eq(modules.id, moduleLessons.moduleId))
    .where(or(eq(moduleLessons.createdBy, user.id), isNull(moduleLessons.createdBy)))
    .orderBy(desc(moduleLessons.createdAt), asc(moduleLessons.id));
  return {
    lessons: rows.map(({ lesson: l, moduleName }) => {
      const { id, title, level, created_at } = lessonCore(l);
      return {
        id,
        title,
        level,
        module: l.moduleId && moduleName !== null ? { id: l.moduleId, name: moduleName } : null,
        questions: lessonQuiz(l).quiz.length,
        created_by: l.createdBy,
        created_at,
      };
    }),
  };
}

export async function getModuleLesson({ ctx, input }: { ctx: ServiceCtx; input: { lessonId: string } }) {
  const user = requireAdmin(ctx);
  return { lesson: lessonOut(await managedLesson({ ctx, input: { user, lessonId: input.lessonId } })) };
}

/** A new module lesson in a module the admin may manage (non-admins: the spec's own refusal). */
export async function createModuleLesson({ ctx, input }: { ctx: ServiceCtx; input: z.output<typeof createModuleLessonRequest> }) {
  const user = await requireAdminNow(ctx, A.onlyAdminsCreateLessons);
  const module = await managedModule({ ctx, input: { user, moduleId: input.module_id } });
  const now = ctx.now();
  const row = await withTransaction(ctx, async (_ctx, tx) => {
    await makeRoom(tx, "moduleLessons", user.id);
    const [created] = await tx
      .insert(moduleLessons)
      .values({ ...lessonValues(input), moduleId: module.id, createdBy: user.id, createdAt: now })
      .returning();
    await touchModules({ ctx: { db: tx }, input: { ids: [module.id], now } });
    return created;
  });
  return { lesson: lessonOut(row) };
}

export async function updateModuleLesson({ ctx, input }: { ctx: ServiceCtx; input: { lessonId: string; body: LessonBody } }) {
  const user = await requireAdminNow(ctx);
  const lesson = await managedLesson({ ctx, input: { user, lessonId: input.lessonId } });
  const row = await withTransaction(ctx, async (_ctx, tx) => {
    const [updated] = await tx.update(moduleLessons).set(lessonValues(input.body)).where(eq(moduleLessons.id, lesson.id)).returning();
    if (updated) await touchModules({ ctx: { db: tx }, input: { ids: [updated.moduleId], now: ctx.now() } });
    return updated;
  });
  if (!row) throw new NotFound(A.lessonNotFound);
  return { lesson: lessonOut(row) };
}

/** Deleting a lesson deletes the learners' progress on it too (cascade). */
export async function deleteModuleLesson({ ctx, input }: { ctx: ServiceCtx; input: { lessonId: string } }) {
  const user = await requireAdminNow(ctx);
  const lesson = await managedLesson({ ctx, input: { user, lessonId: input.lessonId } });
  await withTransaction(ctx, async (_ctx, tx) => {
    await tx.delete(moduleLessons).where(eq(moduleLessons.id, lesson.id));
    await touchModules({ ctx: { db: tx }, input: { ids: [lesson.moduleId], now: ctx.now() } });
  });
  return { ok: true as const };
}

/** Assign a lesson to a module the admin may manage, or unassign it (module null). */
export async function assignModuleLesson({ ctx, input }: { ctx: ServiceCtx; input: { lessonId: string; moduleId: string | null } }) {
  const user = await requireAdminNow(ctx);
  const lesson = await managedLesson({ ctx, input: { user, lessonId: input.lessonId } });
  if (input.moduleId) await managedModule({ ctx, input: { user, moduleId: input.moduleId } });
  await withTransaction(ctx, async (_ctx, tx) => {
    await tx.update(moduleLessons).set({ moduleId: input.moduleId }).where(eq(moduleLessons.id, lesson.id));
    if (input.moduleId) await moveProgress({ ctx: { db: tx }, input: { lessonIds: [lesson.id], moduleId: input.moduleId } });
    await touchModules({ ctx: { db: tx }, input: { ids: [lesson.moduleId, input.moduleId], now: ctx.now() } });
  });
  return { lesson: lessonOut({ ...lesson, moduleId: input.moduleId }) };
}

/**
 * Learners' progress follows a lesson into its new module, so their completion and score show there.
 * Progress is keyed by module too; should a learner hold rows for the lesson under several modules
 * (it moved before), the newest is kept.
 */
export async function moveProgress({
  ctx: { db },
  input: { lessonIds, moduleId },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { lessonIds: string[]; moduleId: string };
}) {
  if (lessonIds.length === 0) return;
  const ids = sql.join(
    lessonIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`
    delete from ${moduleProgress} p using ${moduleProgress} q
    where p.lesson_id in (${ids}) and q.lesson_id = p.lesson_id and q.user_id = p.user_id
      and (q.updated_at, q.id) > (p.updated_at, p.id)`);
  await db
    .update(moduleProgress)
    .set({ moduleId })
    .where(and(inArray(moduleProgress.lessonId, lessonIds), ne(moduleProgress.moduleId, moduleId)));
}

/** A module's content changed: it moves up the catalogue's "recent" sort. */
async function touchModules({
  ctx: { db },
  input: { ids, now },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { ids: (string | null)[]; now: Date };
}) {
  const real = [...new Set(ids.filter((id): id is string => id !== null))];
  if (real.length) await db.update(modules).set({ updatedAt: now }).where(inArray(modules.id, real));
}
