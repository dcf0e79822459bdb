// The weekly summary e-mail (notifications.weekly_summary), sent by a timer in every server process.
// Exactly once with several servers on one database: a row of weekly_summary_sends is the claim, and only
// the server whose insert made it sends. A claim still 'claimed' after STALE_CLAIM_MS (its server died
// mid-send) is taken over by an atomic update; a failed send deletes the claim so a later tick retries.
// A server killed between handing the mail to SMTP and marking it sent leaves a claim that is taken over
// later: that user may then get the mail twice, the price of never losing one.
import { and, asc, eq, gt, gte, inArray, lt, notExists, or, sql } from "drizzle-orm";
import type { Config } from "#server/platform/config.ts";
import type { Db } from "#server/db/client.ts";
import { user, userSettings, weeklySummarySends } from "#server/db/schema/index.ts";
import type { Logger } from "#server/platform/logger.ts";
import { createMailer, type Mailer } from "#server/platform/mail/mailer.ts";
import { weekActivity } from "./data";
import { weeklySummaryMail } from "./mail";
import { dueWeek, type Week } from "./week";

export { startClock } from "./week";

/** Users looked at per query; a tick goes through every due user, one batch after another. */
export const BATCH_SIZE = 200;
export const STALE_CLAIM_MS = 15 * 60 * 1000;
/** The first tick after a start comes soon, so a server that was down catches up. */
const FIRST_TICK_MAX_MS = 5_000;

export interface WeeklySummaryDeps {
  db: Db;
  config: Config;
  log: Logger;
  now: () => Date;
  /** Made from config.smtp when not given. */
  mailer?: Mailer;
}

type Due = { id: string; name: string; email: string };

const sends = weeklySummarySends;

/**
 * Opted in, with a confirmed address (with SMTP on, an unconfirmed account cannot even sign in), existing
 * before the week ended, and with no mail sent nor a live claim for the week. Keyset-paged by id.
 */
function dueUsers(db: Db, week: Week, staleBefore: Date, afterId: string): Promise<Due[]> {
  const handled = db
    .select({ one: sql`1` })
    .from(sends)
    .where(and(eq(sends.userId, user.id), eq(sends.weekStart, week.key), or(eq(sends.status, "sent"), gte(sends.claimedAt, staleBefore))));
  return db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .innerJoin(userSettings, eq(userSettings.userId, user.id))
    .where(
      and(
        gt(user.id, afterId),
        eq(user.emailVerified, true),
        sql`${userSettings.notifications}->>'weekly_summary' = 'true'`,
        lt(user.createdAt, week.end),
        notExists(handled),
      ),
    )
    .orderBy(asc(user.id))
    .limit(BATCH_SIZE);
}

/** Claims what it can of `ids` for the week: new claims, then stale ones taken over. Returns the ids claimed. */
async function claim(db: Db, ids: string[], week: Week, claimedAt: Date, staleBefore: Date): Promise<Set<string>> {
  const fresh = await db
    .insert(sends)
    .values(ids.map((userId) => ({ userId, weekStart: week.key, status: "claimed" as const, claimedAt })))
    .onConflictDoNothing()
    .returning({ userId: sends.userId });
  const stale = await db
    .update(sends)
    .set({ claimedAt })
    .where(and(inArray(sends.userId, ids), eq(sends.weekStart, week.key), eq(sends.status, "claimed"), lt(sends.claimedAt, staleBefore)))
    .returning({ userId: sends.userId });
  return new Set([...fresh, ...stale].map((r) => r.userId));
}

/** Only our own claim (same claimed_at) is marked or released: a claim someone took over is theirs. */
const ours = (userId: string, week: Week, claimedAt: Date) =>
  and(eq(sends.userId, userId), eq(sends.weekStart, week.key), eq(sends.status, "claimed"), eq(sends.claimedAt, claimedAt));

/**
 * Sends the summary of the latest due week to every due user not yet sent one. Safe to run at the same
 * time in several processes. `stopped` is checked between mails (the server is shutting down).
 */
export async function runWeeklySummary(deps: WeeklySummaryDeps, stopped: () => boolean = () => false) {
  const { db, config, log } = deps;
  const result = { week: "", sent: 0, failed: 0 };
  if (!config.smtp) return result;
  const mailer = deps.mailer ?? createMailer(config.smtp);
  const week = dueWeek(deps.now());
  result.week = week.key;
  let afterId = "";
  for (;;) {
    if (stopped()) return result;
    const now = deps.now();
    const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
    const batch = await dueUsers(db, week, staleBefore, afterId);
    if (batch.length === 0) return result;
    afterId = batch[batch.length - 1].id;
    const claimed = await claim(
      db,
      batch.map((u) => u.id),
      week,
      now,
      staleBefore,
    );
    const mine = batch.filter((u) => claimed.has(u.id));
    const activity = await weekActivity(
      db,
      mine.map((u) => u.id),
      week,
    );
    for (const [i, u] of mine.entries()) {
      // Shutting down, or so slow (SMTP timing out) that the claims near staleness and another server
      // could take them over: give the rest back so another server (or the next tick) sends them.
      if (stopped() || deps.now().getTime() - now.getTime() > STALE_CLAIM_MS / 2) {
        for (const rest of mine.slice(i)) await db.delete(sends).where(ours(rest.id, week, now));
        return result;
      }
      const mail = weeklySummaryMail({ name: u.name, week, activity: activity.get(u.id)!, publicUrl: config.publicUrl });
      try {
        await mailer.send({ to: u.email, ...mail });
      } catch (err) {
        result.failed += 1;
        log.warn({ err, userId: u.id, week: week.key }, "weekly summary e-mail not sent; will retry");
        await db.delete(sends).where(ours(u.id, week, now));
        continue;
      }
      result.sent += 1;
      await db
        .update(sends)
        .set({ status: "sent", sentAt: deps.now() })
        .where(ours(u.id, week, now));
    }
    if (batch.length < BATCH_SIZE) return result;
  }
}

/**
 * Runs the summary soon after start and then every WEEKLY_SUMMARY_INTERVAL_MS, in this process, when SMTP
 * is configured. Returns the stop function (main.ts calls it at shutdown, before the database closes): it
 * stops the timer and resolves once a tick in progress has finished its current mail.
 */
export function startWeeklySummary(deps: { db: Db; config: Config; log: Logger; clock: () => Date }): () => Promise<void> {
  const { config, log } = deps;
  if (!config.smtp) return async () => undefined;
  const mailer = createMailer(config.smtp);
  let stopped = false;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (stopped || running) return;
    running = runWeeklySummary({ db: deps.db, config, log, now: deps.clock, mailer }, () => stopped)
      .then((r) => {
        if (r.sent || r.failed) log.info({ week: r.week, sent: r.sent, failed: r.failed }, "weekly summary e-mails");
      })
      .catch((err: unknown) => log.error({ err }, "weekly summary run failed; will retry"))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, Math.min(config.weeklySummaryIntervalMs, FIRST_TICK_MAX_MS));
  const timer = setInterval(tick, config.weeklySummaryIntervalMs);
  first.unref();
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
