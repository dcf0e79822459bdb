// Who may change what in module administration. Admins manage the modules and module lessons they
// created; the starter curriculum (created_by null) belongs to no one, so every admin may manage it.
import { eq } from "drizzle-orm";
import { moduleLessons, modules } from "#server/db/schema/modules.ts";
import { Forbidden, NotFound } from "#server/platform/errors.ts";
import type { SessionUser } from "#shared/account/schemas.ts";
import { ADMIN_MESSAGES as A, MODULE_MESSAGES as M } from "#shared/messages/index.ts";
import type { ServiceCtx } from "#server/platform/context.ts";

export function canManage(user: SessionUser, createdBy: string | null): boolean {
  return createdBy === null || createdBy === user.id;
}

/** The module, if it exists and this admin may manage it (404, else 403). */
export async function managedModule({
  ctx: { db },
  input: { user, moduleId },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { user: SessionUser; moduleId: string };
}) {
  const [row] = await db.select().from(modules).where(eq(modules.id, moduleId)).limit(1);
  if (!row) throw new NotFound(M.moduleNotFound);
  if (!canManage(user, row.createdBy)) throw new Forbidden(A.notYourModule);
  return row;
}

/** The module lesson, if it exists and this admin may manage it (404, else 403). */
export async function managedLesson({
  ctx: { db },
  input: { user, lessonId },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { user: SessionUser; lessonId: string };
}) {
  const [row] = await db.select().from(moduleLessons).where(eq(moduleLessons.id, lessonId)).limit(1);
  if (!row) throw new NotFound(A.lessonNotFound);
  if (!canManage(user, row.createdBy)) throw new Forbidden(A.notYourLesson);
  return row;
}
