import { and, asc, desc, eq } from "drizzle-orm";
import { drillAttempts } from "../../db/schema";
import type { Ctx } from "../../http/context";
import { requireUser } from "../../http/route";
import { NotFound } from "../../errors";
import { runTask, type TaskContext } from "../../ai/task";
import { drillTasks, SCORED_CALLS, type DrillCall } from "../../ai/tasks/drills";
import { dimensionsOf, overallOf, DRILL_KINDS, type DrillKind } from "../../../shared/drills/schemas";
import { skillScore } from "../../../shared/drills/skill";

/** Runs one drill call for a signed-in student; scored calls are saved as an attempt (after the AI answered, in one insert). */
export async function runDrillCall(ctx: Ctx, tctx: TaskContext, call: DrillCall, input: unknown) {
  const user = requireUser(ctx);
  const task = drillTasks[call];
  const { result, engine } = await runTask(ctx, task as never, input as never, tctx);
  const drill = SCORED_CALLS[call];
  if (!drill) return { result: result as Record<string, unknown>, engine, attemptId: null };
  const [row] = await ctx.db.insert(drillAttempts).values({
    userId: user.id,
    drill,
    motion: String((input as { motion?: string }).motion ?? ""),
    input: input as object,
    result: result as object,
    overall: overallOf(drill, result) ?? 0,
    engine,
  }).returning({ id: drillAttempts.id });
  return { result: result as Record<string, unknown>, engine, attemptId: row.id };
}

const HISTORY_LIMIT = 500;
/** How many recent attempts feed the skill score: recent work says more about skill today. */
export const SKILL_WINDOW = 20;

export async function progress(ctx: Ctx, weights: Parameters<typeof skillScore>[1]) {
  const user = requireUser(ctx);
  const rows = await ctx.db
    .select({ id: drillAttempts.id, drill: drillAttempts.drill, motion: drillAttempts.motion, overall: drillAttempts.overall, result: drillAttempts.result, engine: drillAttempts.engine, createdAt: drillAttempts.createdAt })
    .from(drillAttempts)
    .where(eq(drillAttempts.userId, user.id))
    .orderBy(desc(drillAttempts.createdAt))
    .limit(HISTORY_LIMIT);
  const attempts = rows.reverse().map((r) => ({
    id: r.id, drill: r.drill as DrillKind, motion: r.motion, overall: r.overall, engine: r.engine,
    createdAt: r.createdAt.toISOString(), dimensions: dimensionsOf(r.drill as DrillKind, r.result),
  }));
  const drills = Object.fromEntries(DRILL_KINDS.map((k) => {
    const mine = attempts.filter((a) => a.drill === k);
    return [k, { count: mine.length, latest: mine.at(-1)?.overall ?? null, best: mine.length ? Math.max(...mine.map((a) => a.overall)) : null }];
  }));
  return { weights, skill: skillScore(attempts.slice(-SKILL_WINDOW), weights), skillWindow: SKILL_WINDOW, drills, attempts };
}

export async function attempt(ctx: Ctx, id: string) {
  const user = requireUser(ctx);
  const [row] = await ctx.db.select().from(drillAttempts).where(and(eq(drillAttempts.id, id), eq(drillAttempts.userId, user.id))).orderBy(asc(drillAttempts.createdAt)).limit(1);
  if (!row) throw new NotFound("Attempt not found.");
  return { id: row.id, drill: row.drill, motion: row.motion, input: row.input, result: row.result, overall: row.overall, engine: row.engine, createdAt: row.createdAt.toISOString() };
}
