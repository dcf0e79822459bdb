import { and, desc, eq, sql } from "drizzle-orm";
import { preparedFor } from "#server/db/prepared.ts";
import { drillAttempts } from "#server/db/schema/drills.ts";
import type { ServiceCtx } from "#server/platform/context.ts";
import { requireUser } from "#server/auth/access.ts";
import { judgedRounds } from "#server/domains/debate/index.ts";
import { practiceBrief } from "#server/domains/debate-assignments/index.ts";
import { NotFound } from "#server/platform/errors.ts";
import { runTask } from "#server/ai/task.ts";
import { drillTasks, scoredDrill } from "#server/ai/tasks/drills.ts";
import type { DrillCall } from "#shared/drills/calls.ts";
import type { AttemptDetail, TrainingProgress } from "#shared/drills/progress.ts";
import { dimensionsOf, overallOf, DRILL_KINDS, type DrillKind } from "#shared/drills/schemas.ts";
import { skillScore } from "#shared/drills/skill.ts";
import { DRILL_EXTRA_MESSAGES } from "#shared/messages/index.ts";
import { BALLOT_RUBRIC, keysOf } from "#shared/rubrics/index.ts";
import type { Verdict } from "#shared/debate/schemas.ts";

/** Runs one drill call for a signed-in student; scored calls are saved as an attempt (after the AI answered, in one insert). */
export async function runDrillCall({ ctx, input }: { ctx: ServiceCtx; input: { call: DrillCall; body: unknown } }) {
  const user = requireUser(ctx);
  const { call, body } = input;
  const motion = String((body as { motion?: string }).motion ?? "");
  const brief = await practiceBrief({ ctx, input: { userId: user.id, motion } });
  const { result, engine } = await runTask(ctx, drillTasks[call] as never, (brief ? { ...(body as object), brief } : body) as never);
  const drill = scoredDrill(call);
  if (!drill) return { result: result as Record<string, unknown>, engine, attemptId: null };
  const [row] = await ctx.db
    .insert(drillAttempts)
    .values({
      userId: user.id,
      drill,
      motion,
      input: body as object,
      result: result as object,
      overall: overallOf(drill, result) ?? 0,
      engine,
    })
    .returning({ id: drillAttempts.id });
  return { result: result as Record<string, unknown>, engine, attemptId: row.id };
}

const HISTORY_LIMIT = 500;
/** How many recent attempts (and recent judged rounds) feed the skill score: recent work says more about skill today. */
export const SKILL_WINDOW = 20;

const statements = preparedFor((db) => ({
  recentAttempts: db
    .select({
      id: drillAttempts.id,
      drill: drillAttempts.drill,
      motion: drillAttempts.motion,
      overall: drillAttempts.overall,
      result: drillAttempts.result,
      engine: drillAttempts.engine,
      createdAt: drillAttempts.createdAt,
    })
    .from(drillAttempts)
    .where(eq(drillAttempts.userId, sql.placeholder("userId")))
    .orderBy(desc(drillAttempts.createdAt))
    .limit(HISTORY_LIMIT)
    .prepare("drill_recent_attempts"),
}));

/** A judged round's ballot scores for the student, keyed as the ballot's rubric names them. */
function roundDimensions(verdict: unknown): Record<string, number> {
  const user = (verdict as Verdict).scores.user;
  return Object.fromEntries(keysOf(BALLOT_RUBRIC).map((k) => [k, user[k]]));
}

export async function progress({ ctx }: { ctx: ServiceCtx }): Promise<TrainingProgress> {
  const user = requireUser(ctx);
  const [weights, rows, roundRows] = await Promise.all([
    ctx.settings.get("weights"),
    statements(ctx.db).recentAttempts.execute({ userId: user.id }),
    judgedRounds({ ctx, input: { subject: `user:${user.id}`, limit: HISTORY_LIMIT } }),
  ]);
  const rounds = roundRows.reverse().map((r) => ({
    id: r.id,
    motion: r.motion,
    finishedAt: (r.finishedAt ?? r.updatedAt).toISOString(),
    dimensions: roundDimensions(r.verdict),
  }));
  const attempts = rows.reverse().map((r) => ({
    id: r.id,
    drill: r.drill as DrillKind,
    motion: r.motion,
    overall: r.overall,
    engine: r.engine,
    createdAt: r.createdAt.toISOString(),
    dimensions: dimensionsOf(r.drill as DrillKind, r.result),
  }));
  const drills = Object.fromEntries(
    DRILL_KINDS.map((k) => {
      const mine = attempts.filter((a) => a.drill === k);
      return [
        k,
        { count: mine.length, latest: mine.at(-1)?.overall ?? null, best: mine.length ? Math.max(...mine.map((a) => a.overall)) : null },
      ];
    }),
  ) as TrainingProgress["drills"];
  // A round's matter, manner and method count towards the skills the ballot's rubric says they measure.
  const skill = skillScore([...attempts.slice(-SKILL_WINDOW), ...rounds.slice(-SKILL_WINDOW)], weights);
  return { weights, skill, skillWindow: SKILL_WINDOW, drills, attempts, rounds };
}

/** One of the signed-in student's own attempts; another's is "not found", never "forbidden" (ids are not disclosed). */
export async function attempt({ ctx, input }: { ctx: ServiceCtx; input: { id: string } }): Promise<AttemptDetail> {
  const user = requireUser(ctx);
  const [row] = await ctx.db
    .select()
    .from(drillAttempts)
    .where(and(eq(drillAttempts.id, input.id), eq(drillAttempts.userId, user.id)))
    .limit(1);
  if (!row) throw new NotFound(DRILL_EXTRA_MESSAGES.attemptNotFound);
  // Stored rows were validated on the way in; the contract describes them.
  return {
    id: row.id,
    drill: row.drill,
    motion: row.motion,
    input: row.input,
    result: row.result,
    overall: row.overall,
    engine: row.engine,
    createdAt: row.createdAt.toISOString(),
  } as AttemptDetail;
}
