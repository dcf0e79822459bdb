import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { aiUsage } from "../db/schema";
import { TooMany } from "../errors";
import type { RequestCtx } from "../http/context";
import { AI_MESSAGES } from "../../shared/messages";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** One more call for `subject` today, unless it has had `limit`: true when counted. */
async function countOne(db: Db | Tx, subject: string, limit: number): Promise<boolean> {
  if (limit <= 0) return false;
  const rows = await db
    .insert(aiUsage)
    .values({ subject, day: sql`(now() at time zone 'utc')::date`, count: 1 })
    .onConflictDoUpdate({
      target: [aiUsage.subject, aiUsage.day],
      set: { count: sql`${aiUsage.count} + 1` },
      setWhere: sql`${aiUsage.count} < ${limit}`,
    })
    .returning({ count: aiUsage.count });
  return rows.length > 0;
}

/**
 * Counts one model call against today's allowance, atomically in the database (so the cap holds
 * across server processes). Throws, and counts nothing, once the allowance is used up.
 */
export async function takeAiAllowance(db: Db, subject: string, limit: number): Promise<void> {
  if (!(await countOne(db, subject, limit))) throw new TooMany(AI_MESSAGES.dailyLimit);
}

/** The key under which all guests at one address are counted together (ai_usage.subject). */
export const guestAddressKey = (address: string) => `guest-address:${address}`;
/** The key under which all guests are counted together. */
export const ALL_GUESTS_KEY = "guests";

/**
 * Counts one call (or a guest's round start) against the asker's allowance. A guest's counts three
 * times, all or none: their identity's, their address's (a new cookie is a new identity, not a new
 * allowance) and all guests' together (AI_GUEST_TOTAL_DAILY_LIMIT); over any, the catalogue message.
 */
export async function takeAskerAllowance(ctx: Pick<RequestCtx, "db" | "config" | "who" | "clientIp">): Promise<void> {
  const { who, config, db } = ctx;
  if (who.kind === "user") return takeAiAllowance(db, who.subject, config.aiDailyLimit);
  const subject = who.subject;
  const address = ctx.clientIp ?? "unknown";
  await db.transaction(async (tx) => {
    const ok =
      (await countOne(tx, subject, config.aiGuestDailyLimit)) &&
      (await countOne(tx, guestAddressKey(address), config.aiGuestAddressDailyLimit)) &&
      (await countOne(tx, ALL_GUESTS_KEY, config.aiGuestTotalDailyLimit));
    if (!ok) throw new TooMany(AI_MESSAGES.dailyLimit); // rolls back what was counted
  });
}
