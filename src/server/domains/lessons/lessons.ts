// A teacher's lessons: My Lessons (own lessons and folders, searched by title), creating, reading for
// the editor, editing, deleting and moving between folders, and the viewer's data outside a classroom.
import { and, asc, count, desc, eq, ilike, isNotNull, sql } from "drizzle-orm";
import { lessonFolders, lessons } from "#server/db/schema/lessons.ts";
import { withTransaction, type ServiceCtx } from "#server/platform/context.ts";
import { requireTeacherOrAdminNow, requireUser } from "#server/auth/access.ts";
import { NotFound, Unauthorized } from "#server/platform/errors.ts";
import { makeRoom } from "#server/platform/limits/quotas.ts";
import { LESSON_MESSAGES as L } from "#shared/messages/index.ts";
import type { LessonBodyParsed, LessonsResponse } from "#shared/lessons/schemas.ts";
import { ownedBy, ownFolder, ownLesson, readableLesson } from "./access";
import { folderOut, lessonOut, lessonViewOut, listItemOut } from "./shapes";
import { storedQuiz } from "./core";

/** `%` and `_` typed by the teacher are searched for literally. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const questions = sql<number>`case when jsonb_typeof(${lessons.quiz}) = 'array' then jsonb_array_length(${lessons.quiz}) else 0 end`;

/** The stored columns of a lesson body: writing is allowed only with a prompt. */
const contentValues = (body: LessonBodyParsed) => ({
  title: body.title,
  reading: body.reading,
  level: body.level,
  writingPrompt: body.writing_prompt || null,
  allowWriting: body.writing_prompt.length > 0,
  quiz: storedQuiz(body.quiz),
});

export async function listLessons({ ctx, input }: { ctx: ServiceCtx; input: { search: string } }): Promise<LessonsResponse> {
  const user = await requireTeacherOrAdminNow(ctx);
  const mine = eq(lessons.ownerId, user.id);
  const [rows, folders, counts] = await Promise.all([
    ctx.db
      .select({
        id: lessons.id,
        title: lessons.title,
        level: lessons.level,
        folderId: lessons.folderId,
        allowWriting: lessons.allowWriting,
        createdAt: lessons.createdAt,
        updatedAt: lessons.updatedAt,
        questions,
      })
      .from(lessons)
      .where(and(mine, input.search ? ilike(lessons.title, likePattern(input.search)) : undefined))
      .orderBy(desc(lessons.createdAt), asc(lessons.id)),
    ctx.db
      .select()
      .from(lessonFolders)
      .where(eq(lessonFolders.ownerId, user.id))
      .orderBy(asc(lessonFolders.createdAt), asc(lessonFolders.id)),
    ctx.db
      .select({ folderId: lessons.folderId, n: count() })
      .from(lessons)
      .where(and(mine, isNotNull(lessons.folderId)))
      .groupBy(lessons.folderId),
  ]);
  const byFolder = new Map(counts.map((c) => [c.folderId, Number(c.n)]));
  return { lessons: rows.map(listItemOut), folders: folders.map((f) => folderOut(f, byFolder.get(f.id) ?? 0)) };
}

export async function createLesson({ ctx, input }: { ctx: ServiceCtx; input: LessonBodyParsed }) {
  if (ctx.who.kind !== "user") throw new Unauthorized(L.mustBeLoggedIn);
  const user = await requireTeacherOrAdminNow(ctx);
  const now = ctx.now();
  const row = await withTransaction(ctx, async (_ctx, tx) => {
    await makeRoom(tx, "lessons", user.id);
    if (input.folder_id) await ownFolder({ ctx: { db: tx }, input: { user, folderId: input.folder_id, messages: {}, lock: true } });
    const [created] = await tx
      .insert(lessons)
      .values({ ...contentValues(input), folderId: input.folder_id ?? null, ownerId: user.id, createdAt: now, updatedAt: now })
      .returning();
    return created;
  });
  return { lesson: lessonOut(row) };
}

/** The lesson as the editor loads it: the owner's, or any for an admin. */
export async function getLesson({ ctx, input }: { ctx: ServiceCtx; input: { lessonId: string } }) {
  const user = await requireTeacherOrAdminNow(ctx);
  return { lesson: lessonOut(await readableLesson({ ctx, input: { user, lessonId: input.lessonId, denied: L.notYourLessonToOpen } })) };
}

export async function updateLesson({ ctx, input }: { ctx: ServiceCtx; input: { lessonId: string; body: LessonBodyParsed } }) {
  const user = await requireTeacherOrAdminNow(ctx);
  await ownLesson({ ctx, input: { user, lessonId: input.lessonId } });
  const { body } = input;
  const row = await withTransaction(ctx, async (_ctx, tx) => {
    if (body.folder_id) await ownFolder({ ctx: { db: tx }, input: { user, folderId: body.folder_id, messages: {}, lock: true } });
    const [updated] = await tx
      .update(lessons)
      .set({ ...contentValues(body), ...(body.folder_id !== undefined ? { folderId: body.folder_id } : {}), updatedAt: ctx.now() })
      .where(ownedBy(user, input.lessonId))
      .returning();
    return updated;
  });
  if (!row) throw new NotFound(L.lessonNotFound);
  return { lesson: lessonOut(row) };
}

/** One statement, so one transaction: the FKs cascade to its classroom assignments and the students' progress on it. */
export async function deleteLesson({ ctx, input }: { ctx: ServiceCtx; input: { lessonId: string } }) {
  const user = await requireTeacherOrAdminNow(ctx);
  await ownLesson({ ctx, input: { user, lessonId: input.lessonId } });
  await ctx.db.delete(lessons).where(ownedBy(user, input.lessonId));
  return { ok: true as const };
}

/** Drag and drop on My Lessons: one's own lesson into one's own folder, or back to Unassigned (null). */
export async function moveLesson({ ctx, input }: { ctx: ServiceCtx; input: { lessonId: string; folderId: string | null } }) {
  const user = await requireTeacherOrAdminNow(ctx);
  await ownLesson({ ctx, input: { user, lessonId: input.lessonId } });
  const row = await withTransaction(ctx, async (_ctx, tx) => {
    if (input.folderId)
      await ownFolder({
        ctx: { db: tx },
        input: { user, folderId: input.folderId, messages: { missing: L.moveFailed, denied: L.moveFailed }, lock: true },
      });
    const [moved] = await tx.update(lessons).set({ folderId: input.folderId }).where(ownedBy(user, input.lessonId)).returning({
      id: lessons.id,
      title: lessons.title,
      level: lessons.level,
      folderId: lessons.folderId,
      allowWriting: lessons.allowWriting,
      createdAt: lessons.createdAt,
      updatedAt: lessons.updatedAt,
      questions,
    });
    return moved;
  });
  if (!row) throw new NotFound(L.lessonNotFound);
  return { lesson: listItemOut(row) };
}

/** The lesson viewer outside a classroom: the owner or an admin, with the right answers. Students open theirs from a classroom. */
export async function viewLesson({ ctx, input }: { ctx: ServiceCtx; input: { lessonId: string } }) {
  const user = requireUser(ctx);
  return { lesson: lessonViewOut(await readableLesson({ ctx, input: { user, lessonId: input.lessonId, denied: L.openFromClassroom } })) };
}
