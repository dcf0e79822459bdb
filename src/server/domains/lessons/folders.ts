// A teacher's lesson folders: create, rename, delete. Deleting a folder keeps its lessons, moved to Unassigned.
import { and, count, eq, ne, sql } from "drizzle-orm";
import { lessonFolders, lessons } from "#server/db/schema/lessons.ts";
import { withTransaction, type ServiceCtx } from "#server/platform/context.ts";
import { requireTeacherOrAdminNow } from "#server/auth/access.ts";
import { Conflict, NotFound } from "#server/platform/errors.ts";
import { LESSON_MESSAGES as L } from "#shared/messages/index.ts";
import { makeRoom } from "#server/platform/limits/quotas.ts";
import { ownFolder } from "./access";
import { folderOut } from "./shapes";

async function lessonsIn({
  ctx: { db },
  input: { folderId },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { folderId: string };
}): Promise<number> {
  const [row] = await db.select({ n: count() }).from(lessons).where(eq(lessons.folderId, folderId));
  return Number(row?.n ?? 0);
}

/** A teacher's folders have distinct names, compared without regard to case (the list would not tell them apart). */
async function refuseTakenName({
  ctx: { db },
  input: { ownerId, name, exceptId },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { ownerId: string; name: string; exceptId?: string };
}) {
  const same = and(
    eq(lessonFolders.ownerId, ownerId),
    sql`lower(${lessonFolders.name}) = lower(${name})`,
    exceptId ? ne(lessonFolders.id, exceptId) : undefined,
  );
  const [taken] = await db.select({ id: lessonFolders.id }).from(lessonFolders).where(same).limit(1);
  if (taken) throw new Conflict(L.folderNameTaken);
}

export async function createFolder({ ctx, input }: { ctx: ServiceCtx; input: { name: string } }) {
  const user = await requireTeacherOrAdminNow(ctx);
  const row = await withTransaction(ctx, async (_ctx, tx) => {
    await makeRoom(tx, "folders", user.id);
    await refuseTakenName({ ctx: { db: tx }, input: { ownerId: user.id, name: input.name } });
    const [created] = await tx.insert(lessonFolders).values({ name: input.name, ownerId: user.id, createdAt: ctx.now() }).returning();
    return created;
  });
  return { folder: folderOut(row, 0) };
}

export async function renameFolder({ ctx, input }: { ctx: ServiceCtx; input: { folderId: string; name: string } }) {
  const user = await requireTeacherOrAdminNow(ctx);
  await ownFolder({ ctx, input: { user, folderId: input.folderId } });
  await refuseTakenName({ ctx, input: { ownerId: user.id, name: input.name, exceptId: input.folderId } });
  const [row] = await ctx.db
    .update(lessonFolders)
    .set({ name: input.name })
    .where(and(eq(lessonFolders.id, input.folderId), eq(lessonFolders.ownerId, user.id)))
    .returning();
  if (!row) throw new NotFound(L.folderNotFound);
  return { folder: folderOut(row, await lessonsIn({ ctx, input: { folderId: row.id } })) };
}

/** Its lessons move to Unassigned in the same transaction (said here, not only left to the FK's set null). */
export async function deleteFolder({ ctx, input }: { ctx: ServiceCtx; input: { folderId: string } }) {
  const user = await requireTeacherOrAdminNow(ctx);
  await ownFolder({ ctx, input: { user, folderId: input.folderId } });
  await withTransaction(ctx, async (_ctx, tx) => {
    await tx.update(lessons).set({ folderId: null }).where(eq(lessons.folderId, input.folderId));
    await tx.delete(lessonFolders).where(and(eq(lessonFolders.id, input.folderId), eq(lessonFolders.ownerId, user.id)));
  });
  return { ok: true as const };
}
