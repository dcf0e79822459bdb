import { and, eq, like, ne } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { verification } from "#server/db/schema/index.ts";
import { take } from "#server/platform/limits/limiter.ts";
import { RESET_MAILS_PER_ACCOUNT } from "#server/platform/limits/rules.ts";

// Reset links, one live at a time per account: a newer link ends the older ones, a used one ends them
// all (so a link sent to an address the account no longer has cannot be used later), and an account
// gets only a few reset e-mails an hour. better-auth stores each link as a verification row
// `reset-password:<token>` whose value is the user's id.

const RESET_PREFIX = "reset-password:";

/** Ends the account's reset links, all of them or all but `keep`'s. */
export async function endResetLinks(db: Db, userId: string, keep?: string): Promise<void> {
  const mine = and(eq(verification.value, userId), like(verification.identifier, `${RESET_PREFIX}%`));
  await db.delete(verification).where(keep ? and(mine, ne(verification.identifier, `${RESET_PREFIX}${keep}`)) : mine);
}

/**
 * Whether a reset e-mail with this new token may go out. Over the account's cap the new link is ended
 * and nothing is sent; the answer to the asker is the same either way (it is given before any mail).
 */
export async function mayMailResetLink(db: Db, userId: string, token: string, capped: boolean): Promise<boolean> {
  if (capped && !(await take(db, `reset-mails:${userId}`, RESET_MAILS_PER_ACCOUNT))) {
    await db.delete(verification).where(eq(verification.identifier, `${RESET_PREFIX}${token}`));
    return false;
  }
  await endResetLinks(db, userId, token);
  return true;
}
