import { and, eq, ne } from "drizzle-orm";
import { session, user } from "#server/db/schema/auth.ts";
import { Conflict, Invalid } from "#server/platform/errors.ts";
import { withTransaction, type ServiceCtx } from "#server/platform/context.ts";
import { readUndoToken } from "#server/auth/email-undo-token.ts";
import { endResetLinks } from "#server/auth/reset-links.ts";
import { ACCOUNT_MESSAGES as A } from "#shared/messages/index.ts";

/**
 * Puts back the address an e-mail change took away (the old address's link, auth/email-change.ts):
 * anyone holding the link may, since only the old address received it. Every session and reset link
 * of the account ends, so whoever changed it is out; the owner then resets the password by e-mail.
 */
export async function undoEmailChange({ ctx, input }: { ctx: ServiceCtx; input: { token: string } }): Promise<void> {
  const change = readUndoToken(ctx.config.authSecret, input.token, ctx.now().getTime());
  if (!change) throw new Invalid(A.emailUndoInvalid);
  await withTransaction(ctx, async (_ctx, tx) => {
    const [other] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.email, change.from), ne(user.id, change.userId)))
      .limit(1);
    if (other) throw new Conflict(A.emailUndoTaken);
    // Only while the account still has the address it was changed to: a later change ends the link.
    const restored = await tx
      .update(user)
      .set({ email: change.from, emailVerified: true, updatedAt: ctx.now() })
      .where(and(eq(user.id, change.userId), eq(user.email, change.to)))
      .returning({ id: user.id });
    if (restored.length === 0) throw new Invalid(A.emailUndoInvalid);
    await tx.delete(session).where(eq(session.userId, change.userId));
    await endResetLinks(tx, change.userId);
  });
  ctx.auth.endedSessions.userSessions(change.userId);
}
