import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { aiUsage } from "../db/schema";
import { TooMany } from "../errors";
import { AI_MESSAGES } from "../../shared/messages";

/**
 * Counts one model call against today's allowance, atomically in the database (so the cap holds
 * across server processes). Throws, and counts nothing, once the allowance is used up.
 */
export async function takeAiAllowance(db: Db, subject: string, limit: number): Promise<void> {
  if (limit <= 0) throw new TooMany(AI_MESSAGES.dailyLimit);
  const rows = await db
    .insert(aiUsage)
    .values({ subject, day: sql`(now() at time zone 'utc')::date`, count: 1 })
    .onConflictDoUpdate({
      target: [aiUsage.subject, aiUsage.day],
      set: { count: sql`${aiUsage.count} + 1` },
      setWhere: sql`${aiUsage.count} < ${limit}`,
    })
    .returning({ count: aiUsage.count });
  if (rows.length === 0) throw new TooMany(AI_MESSAGES.dailyLimit);
}
