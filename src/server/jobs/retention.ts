import { and, like, lt, or, sql } from "drizzle-orm";
import { debates, drafts, generatedMaterial, motionHistory } from "#server/db/schema/index.ts";
import { USER_MATERIAL_DAYS } from "#server/ai/engine/index.ts";
import type { Deps } from "#server/platform/context.ts";
import { purgeCounters } from "#server/platform/limits/limiter.ts";

// What the server keeps only for a while, purged by a timer in every server process (main.ts). Each
// purge is a plain "delete … where older than", so several servers purging at once is harmless.

/** A signed-in user's motion history is kept as long as the longest avoid-repeats cooldown (3650 days). */
const USER_MOTION_DAYS = 3650;

/** A draft untouched this long is work the student has left: a term and a holiday, then it goes. */
export const DRAFT_DAYS = 180;

export const PURGE_EVERY_MS = 60 * 60 * 1000;

type DatedColumn = typeof debates.updatedAt | typeof motionHistory.shownAt | typeof generatedMaterial.createdAt | typeof drafts.updatedAt;
const olderThan = (column: DatedColumn, days: number) => lt(column, sql`now() - make_interval(days => ${days})`);

/** Deletes guests' rounds, motion history and generated material past GUEST_RETENTION_DAYS, old generated material, old drafts, and spent counters. */
export async function purgeExpired(deps: Pick<Deps, "db" | "config">): Promise<void> {
  const { db, config } = deps;
  const days = config.guestRetentionDays;
  await db.delete(debates).where(and(like(debates.subject, "guest:%"), olderThan(debates.updatedAt, days)));
  await db
    .delete(motionHistory)
    .where(
      or(
        and(like(motionHistory.subject, "guest:%"), olderThan(motionHistory.shownAt, days)),
        olderThan(motionHistory.shownAt, USER_MOTION_DAYS),
      ),
    );
  await db
    .delete(generatedMaterial)
    .where(
      or(
        and(like(generatedMaterial.subject, "guest:%"), olderThan(generatedMaterial.createdAt, days)),
        olderThan(generatedMaterial.createdAt, USER_MATERIAL_DAYS),
      ),
    );
  await db.delete(drafts).where(olderThan(drafts.updatedAt, DRAFT_DAYS));
  await purgeCounters(db);
}

/** Purges now and then every hour until `signal` aborts; a failed purge is logged and tried again next time. */
export function startPurging(deps: Pick<Deps, "db" | "config" | "log">, signal?: AbortSignal): void {
  const run = () => purgeExpired(deps).catch((err: unknown) => deps.log.error({ err }, "purge of expired guest data failed"));
  void run();
  const timer = setInterval(run, PURGE_EVERY_MS);
  timer.unref();
  signal?.addEventListener("abort", () => clearInterval(timer));
}
