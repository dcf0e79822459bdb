// Who may do what with a teacher's lessons and folders: the owner changes them; an admin may also
// read any lesson; everyone else is refused (403) and never sees them listed.
import { and, eq } from "drizzle-orm";
import { lessonFolders, lessons } from "#server/db/schema/lessons.ts";
import { Forbidden, NotFound } from "#server/platform/errors.ts";
import type { SessionUser } from "#shared/account/schemas.ts";
import { LESSON_MESSAGES as L } from "#shared/messages/index.ts";
import type { ServiceCtx } from "#server/platform/context.ts";

export type LessonRow = typeof lessons.$inferSelect;
export type FolderRow = typeof lessonFolders.$inferSelect;

async function findLesson({
  ctx: { db },
  input: { lessonId },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { lessonId: string };
}): Promise<LessonRow> {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, lessonId)).limit(1);
  if (!row) throw new NotFound(L.lessonNotFound);
  return row;
}

/** The lesson, when this user wrote it (404 when there is none, 403 otherwise). */
export async function ownLesson({
  ctx: { db },
  input: { user, lessonId, denied = L.notYourLesson },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { user: SessionUser; lessonId: string; denied?: string };
}): Promise<LessonRow> {
  const row = await findLesson({ ctx: { db }, input: { lessonId } });
  if (row.ownerId !== user.id) throw new Forbidden(denied);
  return row;
}

/** The lesson, when this user wrote it or is an admin. */
export async function readableLesson({
  ctx: { db },
  input: { user, lessonId, denied },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { user: SessionUser; lessonId: string; denied: string };
}): Promise<LessonRow> {
  const row = await findLesson({ ctx: { db }, input: { lessonId } });
  if (row.ownerId !== user.id && !user.isAdmin) throw new Forbidden(denied);
  return row;
}

/**
 * The folder, when this user made it (404 when there is none, 403 otherwise). Inside a transaction it
 * is locked for share, so it cannot be deleted before the lesson that goes into it is written.
 */
export async function ownFolder({
  ctx: { db },
  input: { user, folderId, messages = {}, lock = false },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { user: SessionUser; folderId: string; messages?: { missing?: string; denied?: string }; lock?: unknown };
}): Promise<FolderRow> {
  const query = db.select().from(lessonFolders).where(eq(lessonFolders.id, folderId)).limit(1);
  const [row] = lock ? await query.for("share") : await query;
  if (!row) throw new NotFound(messages.missing ?? L.folderNotFound);
  if (row.ownerId !== user.id) throw new Forbidden(messages.denied ?? L.notYourFolder);
  return row;
}

/** Only the owner's row: an update or delete that races with a change of owner or a delete touches nothing. */
export const ownedBy = (user: SessionUser, lessonId: string) => and(eq(lessons.id, lessonId), eq(lessons.ownerId, user.id));
