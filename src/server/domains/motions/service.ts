import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { ServiceCtx } from "#server/platform/context.ts";
import { motionHistory } from "#server/db/schema/motions.ts";
import { runTask } from "#server/ai/task.ts";
import { generateMotionTask } from "#server/ai/tasks/generate-motion.ts";
import type { GenerateMotionResponse } from "#shared/motions/schemas.ts";

/**
 * A new motion at the asker's difficulty (guests too). With avoid_repeats on, motions shown within
 * cooldown_days are not shown again; the one chosen is recorded for next time.
 */
export async function generateMotion({ ctx }: { ctx: ServiceCtx }): Promise<GenerateMotionResponse> {
  const { difficulty, avoid_repeats, cooldown_days } = await ctx.settings.get("preferences");
  const { subject } = ctx.who;
  const since = sql`now() - make_interval(days => ${cooldown_days})`;
  const recent = avoid_repeats
    ? (
        await ctx.db
          .select({ motion: motionHistory.motion })
          .from(motionHistory)
          .where(and(eq(motionHistory.subject, subject), gt(motionHistory.shownAt, since)))
          .orderBy(desc(motionHistory.shownAt))
          .limit(500)
      ).map((r) => r.motion)
    : [];
  const out = await runTask(ctx, generateMotionTask, { difficulty, recent });
  // Recorded only while the account exists: a signed-in copy cookie outlives a deleted account by up to
  // 60 s (docs/security.md), and a row for a deleted user would be an orphan.
  const who = ctx.who;
  await ctx.db.execute(sql`
    insert into ${motionHistory} (subject, motion)
    select ${subject}, ${out.result.motion}
    where ${who.kind !== "user"} or exists (select 1 from "user" where id = ${who.kind === "user" ? who.user.id : ""})`);
  return { motion: out.result.motion, engine: out.engine };
}
