import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { requestLimits } from "../db/schema";

// Fixed-window counters in the database, so a limit holds across server processes and restarts.
// Used where better-auth's own limiter (per address and path) is not enough: sign-up, wrong teacher
// codes, and sign-in per account. RATE_LIMIT=false turns them off with better-auth's.

export interface LimitRule {
  max: number;
  windowS: number;
}

/** Sign-ups per address: a whole class behind one school address must fit. */
export const SIGNUP_PER_ADDRESS: LimitRule = { max: 30, windowS: 15 * 60 };
/** Wrong teacher codes per address: a few typos, not a guessing run. */
export const WRONG_TEACHER_CODES: LimitRule = { max: 5, windowS: 60 * 60 };
/** Sign-ins at one account from one address: one attacker does not lock the owner out elsewhere. */
export const SIGNIN_PER_ACCOUNT_ADDRESS: LimitRule = { max: 8, windowS: 15 * 60 };
/** Sign-ins at one account from anywhere: many addresses do not make many guesses. */
export const SIGNIN_PER_ACCOUNT: LimitRule = { max: 30, windowS: 15 * 60 };

const expired = (rule: LimitRule) => sql`${requestLimits.windowStart} <= now() - make_interval(secs => ${rule.windowS})`;

/** Counts one request under `key`; false (counting nothing) once the window's allowance is used. */
export async function takeRequest(db: Db, key: string, rule: LimitRule): Promise<boolean> {
  const rows = await db
    .insert(requestLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        count: sql`case when ${expired(rule)} then 1 else ${requestLimits.count} + 1 end`,
        windowStart: sql`case when ${expired(rule)} then now() else ${requestLimits.windowStart} end`,
      },
      setWhere: sql`${expired(rule)} or ${requestLimits.count} < ${rule.max}`,
    })
    .returning({ count: requestLimits.count });
  return rows.length > 0;
}

/** Whether `key` has used its window's allowance, counting nothing. */
export async function isUsedUp(db: Db, key: string, rule: LimitRule): Promise<boolean> {
  const rows = await db
    .select({ count: requestLimits.count })
    .from(requestLimits)
    .where(sql`${requestLimits.key} = ${key} and not (${expired(rule)}) and ${requestLimits.count} >= ${rule.max}`)
    .limit(1);
  return rows.length > 0;
}

/** Drops counters whose window ended long ago (core/retention.ts). */
export async function purgeRequestLimits(db: Db): Promise<void> {
  await db.delete(requestLimits).where(sql`${requestLimits.windowStart} < now() - interval '1 day'`);
}
