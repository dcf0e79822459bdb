import { randomInt, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { account, profiles, session } from "#server/db/schema/auth.ts";
import { adminAudit } from "#server/db/schema/people.ts";
import type { Tx } from "#server/db/client.ts";
import type { ServiceCtx } from "#server/platform/context.ts";
import { readableCode } from "#shared/codes.ts";

// A password someone else sets for a person: an admin on People, or a class's teacher for a student of
// hers. The same steps and the same audit row for both, so the audit reads one way whoever reset it.

/** A temporary password and its hash, made before any transaction opens: hashing takes a while. */
export async function makeTemporaryPassword(ctx: Pick<ServiceCtx, "auth">): Promise<{ password: string; hash: string }> {
  // Read aloud or off a screen and typed again: readable characters in three groups (about 59 bits).
  const password = [4, 4, 4].map((n) => readableCode(n, randomInt)).join("-");
  return { password, hash: await (await ctx.auth.$context).password.hash(password) };
}

/**
 * In the caller's transaction: the hash replaces the password, the account must choose its own at the
 * next sign-in (profiles.must_change_password), and every session of it ends. The caller tells this
 * process's session memory once the transaction is in (endedSessions.userSessions).
 */
export async function storeTemporaryPassword(tx: Tx, userId: string, hash: string): Promise<void> {
  const updated = await tx
    .update(account)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .returning({ id: account.id });
  // An account made with Google has no password yet: it gets one, as better-auth stores it.
  if (updated.length === 0)
    await tx.insert(account).values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: hash });
  await tx.update(profiles).set({ mustChangePassword: true }).where(eq(profiles.id, userId));
  await tx.delete(session).where(eq(session.userId, userId));
}

export interface ResetRecord {
  actor: { id: string; email: string };
  target: { id: string; email: string };
  /** `email` (a reset link was sent) or `temporary`; by whom when not an admin, and in which class. */
  detail: { mode: "email" | "temporary"; by?: "teacher"; classroomId?: string };
}

/** The audit row of a password reset, an admin's or a teacher's alike. */
export async function recordPasswordReset(db: ServiceCtx["db"] | Tx, { actor, target, detail }: ResetRecord): Promise<void> {
  await db.insert(adminAudit).values({
    actorId: actor.id,
    actorEmail: actor.email,
    targetId: target.id,
    targetEmail: target.email,
    action: "reset-password",
    detail,
  });
}
