import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Ctx } from "../../http/context";
import { motionHistory } from "../../db/schema";
import { runTask, type TaskContext } from "../../ai/task";
import { generateMotionTask } from "../../ai/tasks/generate-motion";

/**
 * A new motion at the asker's difficulty. With avoid_repeats on, motions shown within cooldown_days
 * are not shown again; the one chosen is recorded for next time.
 */
export async function generateMotion(ctx: Ctx, tctx: TaskContext) {
  const { difficulty, avoid_repeats, cooldown_days } = tctx.settings.preferences;
  const since = sql`now() - make_interval(days => ${cooldown_days})`;
  const recent = avoid_repeats
    ? (await ctx.db.select({ motion: motionHistory.motion }).from(motionHistory)
        .where(and(eq(motionHistory.subject, tctx.subject), gt(motionHistory.shownAt, since)))
        .orderBy(desc(motionHistory.shownAt)).limit(500)).map((r) => r.motion)
    : [];
  const out = await runTask(ctx, generateMotionTask, { difficulty, recent }, tctx);
  await ctx.db.insert(motionHistory).values({ subject: tctx.subject, motion: out.result.motion });
  return out;
}
