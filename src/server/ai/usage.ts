import { TooMany } from "#server/platform/errors.ts";
import type { ServiceCtx } from "#server/platform/context.ts";
import { take, takeAll, type LimitRule } from "#server/platform/limits/limiter.ts";
import { AI_MESSAGES } from "#shared/messages/index.ts";

// Model calls are counted by the one limiter (platform/limits) in daily windows: the UTC day.

const DAY_MS = 24 * 60 * 60_000;
const daily = (limit: number): LimitRule => ({ limit, windowMs: DAY_MS });

/** The counter key of a subject's (or group's) model calls today: `ai:user:<id>`, `ai:guest:<id>`… */
export const aiUsageKey = (subject: string) => `ai:${subject}`;

/**
 * Counts one model call (or a guest's round start) against the asker's allowance for today, atomically
 * in the database, so the cap holds across server processes; over it, nothing is counted. A guest's counts three
 * times, all or none: their identity's, their address's (a new cookie is a new identity, not a new
 * allowance) and all guests' together (AI_GUEST_TOTAL_DAILY_LIMIT); over any, the catalogue message.
 */
export async function takeAskerAllowance(ctx: Pick<ServiceCtx, "db" | "config" | "who" | "clientIp">): Promise<void> {
  const { who, config, db } = ctx;
  const ok =
    who.kind === "user"
      ? await take(db, aiUsageKey(who.subject), daily(config.aiDailyLimit))
      : await takeAll(db, [
          { key: aiUsageKey(who.subject), rule: daily(config.aiGuestDailyLimit) },
          { key: aiUsageKey(`guest-address:${ctx.clientIp ?? "unknown"}`), rule: daily(config.aiGuestAddressDailyLimit) },
          { key: aiUsageKey("guests"), rule: daily(config.aiGuestTotalDailyLimit) },
        ]);
  if (!ok) throw new TooMany(AI_MESSAGES.dailyLimit);
}
