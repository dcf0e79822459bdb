// A class's teacher resets a student's password (a student forgot it, and there is no e-mail to send a
// link to): a temporary one shown once to her, the same audit row an admin's reset writes, every
// session of the student ended, and a new password to choose at the student's next sign-in. Only for
// a student of a class she hosts; a teacher or an admin in her class is an admin's to reset.
import { and, eq } from "drizzle-orm";
import { profiles, user } from "#server/db/schema/auth.ts";
import { classroomMembers } from "#server/db/schema/classrooms.ts";
import { makeTemporaryPassword, recordPasswordReset, storeTemporaryPassword } from "#server/domains/people/index.ts";
import { requireTeacherOrAdminNow } from "#server/auth/access.ts";
import { withTransaction, type ServiceCtx } from "#server/platform/context.ts";
import { Forbidden, NotFound } from "#server/platform/errors.ts";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/index.ts";
import type { ResetStudentPasswordResponse } from "#shared/classrooms/schemas.ts";
import { hostedClassroom } from "./access";

export async function resetStudentPassword({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { classroomId: string; userId: string };
}): Promise<ResetStudentPasswordResponse> {
  const me = await requireTeacherOrAdminNow(ctx, C.notHost);
  const room = await hostedClassroom({ ctx, input: { user: me, classroomId: input.classroomId, denied: C.notHost } });
  // Hashing is slow: done before the transaction, and thrown away if the student is not one.
  const { password, hash } = await makeTemporaryPassword(ctx);
  await withTransaction(ctx, async (_ctx, tx) => {
    // The member's profile row is held, so a role given meanwhile waits for this reset or sees it refused.
    const [target] = await tx
      .select({ id: user.id, email: user.email, role: profiles.role, isAdmin: profiles.isAdmin })
      .from(classroomMembers)
      .innerJoin(user, eq(user.id, classroomMembers.userId))
      .innerJoin(profiles, eq(profiles.id, classroomMembers.userId))
      .where(and(eq(classroomMembers.classroomId, room.id), eq(classroomMembers.userId, input.userId)))
      .for("update", { of: profiles })
      .limit(1);
    if (!target) throw new NotFound(C.studentNotFound);
    if (target.role !== "student" || target.isAdmin) throw new Forbidden(C.resetOnlyStudents);
    await storeTemporaryPassword(tx, target.id, hash);
    await recordPasswordReset(tx, { actor: me, target, detail: { mode: "temporary", by: "teacher", classroomId: room.id } });
  });
  ctx.auth.endedSessions.userSessions(input.userId);
  return { password };
}
