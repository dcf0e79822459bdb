// Module administration: the admin's modules, creating one with its lesson selection, editing name,
// description and visibility, and the module settings with its one-time unlock codes.
import { randomInt } from "node:crypto";
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import { profiles, user } from "#server/db/schema/auth.ts";
import { moduleLessons, modules, oneTimeAccessCodes } from "#server/db/schema/modules.ts";
import { withTransaction, type ServiceCtx } from "#server/platform/context.ts";
import { requireAdmin, requireAdminNow } from "#server/auth/access.ts";
import { AppError, Forbidden, Invalid, NotFound } from "#server/platform/errors.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { makeRoom } from "#server/platform/limits/quotas.ts";
import { ADMIN_MESSAGES as A } from "#shared/messages/index.ts";
import { UNLOCK_CODE_LENGTH, unlockCodeExpiry } from "#shared/modules/rules.ts";
import { readableCode } from "#shared/codes.ts";
import {
  STUDENTS_PAGE,
  type AdminModule,
  type createModuleRequest,
  type ModuleSettings,
  type UnlockCode,
  type updateModuleRequest,
} from "#shared/modules/admin.ts";
import type { z } from "zod";
import { canManage, managedModule } from "./admin-access";
import { moveProgress } from "./admin-lessons";
import { likePattern } from "./catalogue";
import type { Level } from "#shared/levels.ts";

type ModuleRow = typeof modules.$inferSelect;

function moduleOut(m: ModuleRow): AdminModule {
  return {
    id: m.id,
    name: m.name,
    description: m.description,
    is_public: m.isPublic,
    lessons_count: m.lessonsCount,
    created_by: m.createdBy,
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
  };
}

/** The modules an admin manages: the ones they created and the starter curriculum, which is every admin's. */
const managedByAdmin = (userId: string) => or(eq(modules.createdBy, userId), isNull(modules.createdBy));

/** Manage Modules: the modules this admin manages, newest first. */
export async function listMyModules({ ctx }: { ctx: ServiceCtx; input?: undefined }) {
  const user = requireAdmin(ctx);
  const rows = await ctx.db.select().from(modules).where(managedByAdmin(user.id)).orderBy(desc(modules.createdAt), asc(modules.id));
  return { modules: rows.map(moduleOut) };
}

/** The same modules by name, for choosing where a lesson goes. */
export async function listAssignableModules({ ctx }: { ctx: ServiceCtx; input?: undefined }) {
  const user = requireAdmin(ctx);
  const rows = await ctx.db
    .select()
    .from(modules)
    .where(managedByAdmin(user.id))
    .orderBy(sql`lower(${modules.name})`, asc(modules.id));
  return { modules: rows.map(moduleOut) };
}

/**
 * Create a module (private, as every new module starts) and assign the chosen lessons to it, in one
 * transaction: every chosen lesson must exist and be the admin's to move, or nothing is created.
 */
export async function createModule({ ctx, input }: { ctx: ServiceCtx; input: z.output<typeof createModuleRequest> }) {
  const user = await requireAdminNow(ctx);
  const ids = [...new Set(input.lesson_ids)];
  try {
    return await withTransaction(ctx, async (_ctx, tx) => {
      await makeRoom(tx, "modules", user.id);
      const chosen = ids.length
        ? await tx
            .select({ id: moduleLessons.id, createdBy: moduleLessons.createdBy })
            .from(moduleLessons)
            .where(inArray(moduleLessons.id, ids))
        : [];
      if (chosen.length !== ids.length) throw new NotFound(A.lessonNotFound);
      if (chosen.some((l) => !canManage(user, l.createdBy))) throw new Forbidden(A.notYourLesson);
      const now = ctx.now();
      const [created] = await tx
        .insert(modules)
        .values({ name: input.name, description: input.description, createdBy: user.id, isPublic: false, createdAt: now, updatedAt: now })
        .returning();
      if (ids.length) {
        await tx.update(moduleLessons).set({ moduleId: created.id }).where(inArray(moduleLessons.id, ids));
        await moveProgress({ ctx: { db: tx }, input: { lessonIds: ids, moduleId: created.id } });
      }
      // The lesson counts were kept by the database's trigger as the lessons moved: read them back.
      const [fresh] = await tx.select().from(modules).where(eq(modules.id, created.id));
      return { module: moduleOut(fresh) };
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    ctx.log.error({ err }, "create module failed");
    throw new AppError(503, A.createModuleFailed);
  }
}

/** Rename, describe, or make public or private. */
export async function updateModule({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { moduleId: string; body: z.output<typeof updateModuleRequest> };
}) {
  const user = await requireAdminNow(ctx);
  await managedModule({ ctx, input: { user, moduleId: input.moduleId } });
  const { name, description, is_public: isPublic } = input.body;
  const [row] = await ctx.db
    .update(modules)
    .set({
      ...(name !== undefined ? { name } : {}),
      ...(description !== undefined ? { description } : {}),
      ...(isPublic !== undefined ? { isPublic } : {}),
      updatedAt: ctx.now(),
    })
    .where(eq(modules.id, input.moduleId))
    .returning();
  if (!row) throw new NotFound();
  return { module: moduleOut(row) };
}

type CodeRow = { code: string; studentId: string; username: string | null; createdAt: Date; expiresAt: Date; usedAt: Date | null };

function codeOut(c: CodeRow, now: Date): UnlockCode {
  return {
    code: c.code,
    student: { id: c.studentId, username: c.username ?? "(deleted user)" },
    created_at: c.createdAt.toISOString(),
    expires_at: c.expiresAt.toISOString(),
    used_at: c.usedAt?.toISOString() ?? null,
    state: c.usedAt ? "used" : c.expiresAt <= now ? "expired" : "unused",
  };
}

const codeColumns = {
  code: oneTimeAccessCodes.code,
  studentId: oneTimeAccessCodes.userId,
  username: profiles.username,
  createdAt: oneTimeAccessCodes.createdAt,
  expiresAt: oneTimeAccessCodes.expiresAt,
  usedAt: oneTimeAccessCodes.usedAt,
};

/** Module settings: the module, its lessons and its unlock codes (newest first, the last 100). */
export async function getModuleSettings({ ctx, input }: { ctx: ServiceCtx; input: { moduleId: string } }): Promise<ModuleSettings> {
  const user = requireAdmin(ctx);
  const module = await managedModule({ ctx, input: { user, moduleId: input.moduleId } });
  const [lessons, codes] = await Promise.all([
    ctx.db
      .select({ id: moduleLessons.id, title: moduleLessons.title, level: moduleLessons.level })
      .from(moduleLessons)
      .where(eq(moduleLessons.moduleId, module.id))
      .orderBy(asc(moduleLessons.createdAt), asc(moduleLessons.id)),
    ctx.db
      .select(codeColumns)
      .from(oneTimeAccessCodes)
      .leftJoin(profiles, eq(profiles.id, oneTimeAccessCodes.userId))
      .where(eq(oneTimeAccessCodes.moduleId, module.id))
      .orderBy(desc(oneTimeAccessCodes.createdAt))
      .limit(100),
  ]);
  const now = ctx.now();
  return {
    module: moduleOut(module),
    lessons: lessons.map((l) => ({ ...l, level: l.level as Level })),
    codes: codes.map((c) => codeOut(c, now)),
  };
}

/**
 * Students to choose from when making a code: searched by name or e-mail, at most 20. Each comes with the
 * e-mail, so two students whose names look alike are told apart before a code goes to the wrong one.
 */
export async function searchStudents({ ctx, input }: { ctx: ServiceCtx; input: { search: string } }) {
  requireAdmin(ctx);
  const like = likePattern(input.search);
  const rows = await ctx.db
    .select({ id: profiles.id, username: profiles.username, email: user.email })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(and(eq(profiles.role, "student"), input.search ? or(ilike(profiles.username, like), ilike(user.email, like)) : undefined))
    .orderBy(sql`lower(${profiles.username})`)
    .limit(STUDENTS_PAGE);
  return { students: rows };
}

/** A cryptographically random code: 6 characters from A–Z and 0–9. */
export const secureCode = () => readableCode(UNLOCK_CODE_LENGTH, randomInt);

/**
 * A one-time code for one student and one module, valid 24 hours. Made on the server; a clash with an
 * existing code (unique index) is retried with a fresh code.
 */
export async function createUnlockCode({ ctx, input }: { ctx: ServiceCtx; input: { moduleId: string; studentId: string } }) {
  const user = await requireAdminNow(ctx);
  const module = await managedModule({ ctx, input: { user, moduleId: input.moduleId } });
  const [student] = await ctx.db
    .select({ id: profiles.id, username: profiles.username, role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, input.studentId))
    .limit(1);
  if (!student || student.role !== "student") throw new Invalid(A.studentNotFound);
  const now = ctx.now();
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const [row] = await ctx.db
        .insert(oneTimeAccessCodes)
        .values({
          code: secureCode(),
          moduleId: module.id,
          userId: student.id,
          createdBy: user.id,
          createdAt: now,
          expiresAt: unlockCodeExpiry(now),
        })
        .returning();
      return { code: codeOut({ ...row, studentId: row.userId, username: student.username }, now) };
    } catch (err) {
      if (isUniqueViolation(err)) continue;
      ctx.log.error({ err, moduleId: module.id }, "create unlock code failed");
      throw new AppError(503, A.createCodeFailed);
    }
  }
  throw new AppError(503, A.createCodeFailed);
}
