import { and, eq, ne } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { account, session } from "#server/db/schema/index.ts";
import type { Mailer } from "#server/platform/mail/mailer.ts";
import type { Logger } from "#server/platform/logger.ts";
import { giveBack, take, type LimitRule } from "#server/platform/limits/limiter.ts";
import { ACCOUNT_MESSAGES, MAIL_MESSAGES } from "#shared/messages/index.ts";
import { PRIVACY_MESSAGES } from "#shared/messages/settings.ts";
import type { Refusal } from "./hardening";
import type { EndedSessions } from "./session/ended-sessions";
import { undoEmailUrl, undoToken } from "./email-undo-token";
import { endResetLinks } from "./reset-links";

// A live session alone must not take the account: changing the e-mail asks for the current password,
// and once the address changes the other sessions end, the reset links sent before end, and the old
// address is told, with a link that puts it back (email-undo-token.ts).

interface PasswordCtx {
  body?: unknown;
  getSignedCookie(name: string, secret: string): Promise<string | null | false | undefined>;
  context: {
    secret: string;
    authCookies: { sessionToken: { name: string } };
    password: { verify(p: { hash: string; password: string }): Promise<boolean> };
  };
}

/** Wrong passwords per account at an e-mail change: a stolen session gets a few guesses, from any address. */
const WRONG_PASSWORDS: LimitRule = { limit: 5, windowMs: 15 * 60_000 };

/** Run before better-auth's /change-email: why it is refused (a missing or wrong password, too many of them), or null. */
export async function emailChangeRefusal(ctx: PasswordCtx, db: Db): Promise<Refusal | null> {
  const given = (ctx.body as { currentPassword?: unknown } | undefined)?.currentPassword;
  const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  // Without a session better-auth answers 401 itself.
  if (!token) return null;
  const invalid = (message: string): Refusal => ({ status: "BAD_REQUEST", message });
  if (typeof given !== "string" || !given) return invalid(ACCOUNT_MESSAGES.currentPasswordRequired);
  const [row] = await db
    .select({ hash: account.password, userId: session.userId })
    .from(session)
    .innerJoin(account, and(eq(account.userId, session.userId), eq(account.providerId, "credential")))
    .where(eq(session.token, token))
    .limit(1);
  if (!row?.hash) return invalid(ACCOUNT_MESSAGES.emailNeedsPassword);
  // Counted before the password is verified (parallel tries cannot all be verified), given back when it
  // was right, as at account deletion (domains/privacy/delete.ts).
  const uses = [{ key: `email-change:${row.userId}`, rule: WRONG_PASSWORDS }];
  const at = new Date();
  if (!(await take(db, uses[0].key, uses[0].rule, at))) return { status: "TOO_MANY_REQUESTS", message: PRIVACY_MESSAGES.tooManyPasswords };
  if (!(await ctx.context.password.verify({ hash: row.hash, password: given }))) return invalid(ACCOUNT_MESSAGES.currentPasswordWrong);
  await giveBack(db, uses, at);
  return null;
}

/** What better-auth's user.update.after hook is given as its endpoint context. */
interface UpdateCtx {
  path?: string;
  query?: { token?: unknown } | null;
  getSignedCookie?(name: string, secret: string): Promise<string | null | false | undefined>;
  context?: {
    secret: string;
    authCookies: { sessionToken: { name: string } };
    session?: { user: { id: string; email: string }; session: { token: string } } | null;
  };
}

/** The session the change was made or confirmed in, when it is the user's own: it stays. */
async function ownSession(db: Db, userId: string, ctx: UpdateCtx): Promise<string | undefined> {
  if (!ctx.context || !ctx.getSignedCookie) return undefined;
  const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (!token) return undefined;
  const [row] = await db.select({ userId: session.userId }).from(session).where(eq(session.token, token)).limit(1);
  return row?.userId === userId ? token : undefined;
}

/** The address the user had before this update, when the update is an e-mail change. */
function previousEmail(userId: string, ctx: UpdateCtx | null | undefined): string | null {
  if (ctx?.path === "/change-email") {
    const s = ctx.context?.session;
    return s?.user.id === userId ? s.user.email : null;
  }
  if (ctx?.path === "/verify-email" && typeof ctx.query?.token === "string") {
    // better-auth checked this token's signature before updating; only its payload is read here.
    try {
      const payload = JSON.parse(Buffer.from(ctx.query.token.split(".")[1] ?? "", "base64url").toString()) as Record<string, unknown>;
      return payload.userId === userId && typeof payload.email === "string" && typeof payload.updateTo === "string" ? payload.email : null;
    } catch {
      return null;
    }
  }
  return null;
}

export interface EmailChangeDeps {
  db: Db;
  log: Logger;
  publicUrl: string;
  secret: string;
  mailer?: Mailer;
  endedSessions: EndedSessions;
}

/** Run after better-auth updates a user: when the e-mail changed, the other sessions and reset links end and the old address is told. */
export async function afterUserUpdate(
  deps: EmailChangeDeps,
  user: { id: string; email: string; name: string },
  ctx: UpdateCtx | null | undefined,
) {
  const from = previousEmail(user.id, ctx);
  if (!ctx || !from || from.toLowerCase() === user.email.toLowerCase()) return;
  const keep = await ownSession(deps.db, user.id, ctx);
  const mine = eq(session.userId, user.id);
  await deps.db.delete(session).where(keep ? and(mine, ne(session.token, keep)) : mine);
  deps.endedSessions.userSessions(user.id);
  await endResetLinks(deps.db, user.id);
  if (!deps.mailer) return;
  const url = undoEmailUrl(deps.publicUrl, undoToken(deps.secret, { userId: user.id, from, to: user.email }));
  // Sent after the answer, like every auth mail; a failure is logged, the change stands.
  void deps.mailer
    .send({ to: from, subject: MAIL_MESSAGES.emailChangedSubject, text: MAIL_MESSAGES.emailChangedText(user.name, user.email, url) })
    .catch((err: unknown) => deps.log.warn({ err, userId: user.id }, "e-mail change notice not sent"));
}
