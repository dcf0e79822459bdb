import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { requestLimits } from "#server/db/schema/index.ts";

// The one limiter (decision 0012): a counter per key in the database, so a limit holds across server
// processes and restarts. A use is counted and checked in ONE statement (insert … on conflict do
// update … where count < limit … returning), which PostgreSQL runs under the row's lock: parallel
// requests cannot all see "under the limit" and all go on. It knows nothing of what it counts.

/** At most `limit` uses of a key in each window of `windowMs`. */
export interface LimitRule {
  limit: number;
  windowMs: number;
}

/** One key under its rule: what `takeAll` counts together. */
export interface LimitUse {
  key: string;
  rule: LimitRule;
}

type Runner = Db | Tx;

/**
 * Windows are fixed and aligned to the epoch (a day's window is the UTC day), so every server
 * process agrees on which window a moment belongs to without asking the others.
 */
export function windowStart(rule: LimitRule, now: Date): Date {
  return new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The statement that counts one use of `key` and returns the new count, or no row once the window's
 * allowance is used up. `take` runs it alone; a caller that must stay at one statement (a draft save)
 * runs it as a `with` part of its own write.
 */
export function useStatement(db: Runner, key: string, rule: LimitRule, now: Date = new Date()) {
  const start = at(windowStart(rule, now));
  const older = sql`${requestLimits.windowStart} < ${start}`;
  return db
    .insert(requestLimits)
    .values({ key, count: 1, windowStart: sql`${start}` })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        count: sql`case when ${older} then 1 else ${requestLimits.count} + 1 end`,
        windowStart: sql`greatest(${requestLimits.windowStart}, ${start})`,
      },
      setWhere: sql`${older} or ${requestLimits.count} < ${rule.limit}`,
    })
    .returning({ count: requestLimits.count });
}

/** Counts one use of `key`; false, counting nothing, once the window's allowance is used up. */
export async function take(db: Runner, key: string, rule: LimitRule, now: Date = new Date()): Promise<boolean> {
  if (rule.limit <= 0) return false;
  const rows = await useStatement(db, key, rule, now);
  return rows.length > 0;
}

class Refused extends Error {}

/**
 * Counts one use of every key, all or none: false (counting nothing) when any is used up. Callers
 * list keys in one fixed order (narrowest first), so two transactions never wait on each other in a circle.
 */
export async function takeAll(db: Db, uses: readonly LimitUse[], now: Date = new Date()): Promise<boolean> {
  if (uses.length === 1) return take(db, uses[0].key, uses[0].rule, now);
  try {
    await db.transaction(async (tx) => {
      for (const use of uses) if (!(await take(tx, use.key, use.rule, now))) throw new Refused();
    });
    return true;
  } catch (err) {
    if (err instanceof Refused) return false;
    throw err;
  }
}

/**
 * Gives back uses counted at `now` (a right code is no wrong guess). Only within the same window: a
 * window that has since begun afresh owes nothing.
 */
export async function giveBack(db: Runner, uses: readonly LimitUse[], now: Date): Promise<void> {
  for (const { key, rule } of uses) {
    await db
      .update(requestLimits)
      .set({ count: sql`${requestLimits.count} - 1` })
      .where(and(eq(requestLimits.key, key), eq(requestLimits.windowStart, windowStart(rule, now)), gt(requestLimits.count, 0)));
  }
}

/** The counter of `key` as stored (its window may be over), or null. */
export async function counterOf(db: Runner, key: string): Promise<{ count: number; windowStart: Date } | null> {
  const [row] = await db
    .select({ count: requestLimits.count, windowStart: requestLimits.windowStart })
    .from(requestLimits)
    .where(eq(requestLimits.key, key));
  return row ?? null;
}

/** Forgets the counters of one key (an account that is deleted). */
export async function forget(db: Runner, key: string): Promise<void> {
  await db.delete(requestLimits).where(eq(requestLimits.key, key));
}

/** Drops counters whose window began over two days ago: no window is longer than a day (core/retention.ts). */
export async function purgeCounters(db: Db): Promise<void> {
  await db.delete(requestLimits).where(lt(requestLimits.windowStart, sql`now() - interval '2 days'`));
}
