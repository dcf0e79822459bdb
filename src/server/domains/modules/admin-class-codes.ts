// Codes for a whole class: one one-time unlock code per student of the class, for one module. Each
// code is still bound to one student and used once; the admin hands the list out.
import { oneTimeAccessCodes } from "#server/db/schema/modules.ts";
import { withTransaction, withSavepoint, type ServiceCtx } from "#server/platform/context.ts";
import { requireAdminNow } from "#server/auth/access.ts";
import { AppError, Conflict, Invalid } from "#server/platform/errors.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { CLASS_CODE_MESSAGES as CC } from "#shared/messages/index.ts";
import { unlockCodeExpiry } from "#shared/modules/rules.ts";
import { CLASS_CODES_MAX, type ClassCodes } from "#shared/modules/admin.ts";
import { classroomByCodeOrId, studentRoster } from "#server/domains/classrooms/index.ts";
import { managedModule } from "./admin-access";
import { secureCode } from "./admin-modules";

/** How many fresh sets of codes to try when one clashes with an existing code. */
const ATTEMPTS = 5;

/** `count` distinct codes. */
function freshCodes(count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(secureCode());
  return [...codes];
}

/**
 * In one transaction: find the class, read its current students (at most CLASS_CODES_MAX) and make
 * each of them a code for this module, valid as long as a single code. A public module needs no codes.
 */
export async function createClassCodes({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { moduleId: string; classroom: string };
}): Promise<ClassCodes> {
  const admin = await requireAdminNow(ctx);
  const module = await managedModule({ ctx, input: { user: admin, moduleId: input.moduleId } });
  if (module.isPublic) throw new Conflict(CC.publicModule);
  const now = ctx.now();
  const expiresAt = unlockCodeExpiry(now);
  try {
    return await withTransaction(ctx, async (txCtx, tx) => {
      const room = await classroomByCodeOrId({ ctx: { db: tx }, input: { text: input.classroom } });
      if (!room) throw new Invalid(CC.classroomNotFound);
      const students = await studentRoster({ ctx: { db: tx }, input: { classroomId: room.id, limit: CLASS_CODES_MAX + 1 } });
      if (students.length === 0) throw new Conflict(CC.emptyClassroom);
      if (students.length > CLASS_CODES_MAX) throw new Conflict(CC.tooManyStudents(CLASS_CODES_MAX));
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const codes = freshCodes(students.length);
        try {
          // A savepoint, so a clash undoes only this set and the next one can be tried.
          await withSavepoint(txCtx, (_sp, sp) =>
            sp.insert(oneTimeAccessCodes).values(
              students.map((s, i) => ({
                code: codes[i],
                moduleId: module.id,
                userId: s.id,
                createdBy: admin.id,
                createdAt: now,
                expiresAt,
              })),
            ),
          );
        } catch (err) {
          if (isUniqueViolation(err)) continue;
          throw err;
        }
        return {
          classroom: { id: room.id, name: room.name },
          codes: students.map((s, i) => ({ student: s, code: codes[i], expires_at: expiresAt.toISOString() })),
        };
      }
      throw new AppError(503, CC.createFailed);
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    ctx.log.error({ err, moduleId: module.id }, "create class codes failed");
    throw new AppError(503, CC.createFailed);
  }
}
