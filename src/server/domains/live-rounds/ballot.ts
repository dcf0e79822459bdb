// The chair's ballot on a finished round, in the format's scale; the class sees it once she releases it.
import { eq, sql } from "drizzle-orm";
import { liveRoundBallots } from "#server/db/schema/live-rounds.ts";
import { Conflict, Invalid, NotFound } from "#server/platform/errors.ts";
import type { ServiceCtx } from "#server/platform/context.ts";
import { ballotProblems, lowPointWin, teamTotals } from "#shared/live-rounds/ballot.ts";
import type { LiveBallot, saveBallotRequest } from "#shared/live-rounds/schemas.ts";
import type { DebateFormat } from "#shared/debate/formats/index.ts";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import type { z } from "zod";
import { chairedRound, seenRound } from "./access";
import { commit } from "./service";

type BallotRow = typeof liveRoundBallots.$inferSelect;

export const PROBLEM_MESSAGES = { result: L.resultInvalid, points: L.pointsInvalid, replyPoints: L.replyPointsInvalid } as const;

export function view(format: DebateFormat, row: BallotRow): LiveBallot {
  const input = { winner: row.winner, ranks: row.ranks, points: row.points, reply_points: row.replyPoints };
  return {
    winner: row.winner,
    ranks: row.ranks,
    points: row.points,
    reply_points: row.replyPoints,
    totals: teamTotals(format, input),
    reason: row.reason,
    low_point_win: row.lowPointWin,
    released: row.releasedAt !== null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function ballotRow(ctx: ServiceCtx, roundId: string): Promise<BallotRow | undefined> {
  const [row] = await ctx.db.select().from(liveRoundBallots).where(eq(liveRoundBallots.roundId, roundId)).limit(1);
  return row;
}

export async function readBallot({ ctx, input }: { ctx: ServiceCtx; input: { roundId: string } }) {
  const { row, format, chair } = await seenRound(ctx, input.roundId);
  const ballot = await ballotRow(ctx, row.id);
  if (!ballot || (!chair && ballot.releasedAt === null)) return { ballot: null };
  return { ballot: view(format, ballot) };
}

export async function saveBallot({ ctx, input }: { ctx: ServiceCtx; input: z.output<typeof saveBallotRequest> & { roundId: string } }) {
  const { user, row, format } = await chairedRound(ctx, input.roundId);
  if (row.phase !== "finished") throw new Conflict(L.finishFirst);
  const ballot = { winner: input.winner ?? null, ranks: input.ranks ?? null, points: input.points, reply_points: input.reply_points ?? {} };
  const [problem] = ballotProblems(format, ballot);
  if (problem) throw new Invalid(PROBLEM_MESSAGES[problem]);
  const low = lowPointWin(format, ballot);
  if (low && !input.confirm_low_point_win) throw new Conflict(L.lowPointWin);
  const values = {
    winner: ballot.winner,
    ranks: ballot.ranks,
    points: ballot.points,
    replyPoints: ballot.reply_points,
    reason: input.reason,
    lowPointWin: low,
  };
  const [saved] = await ctx.db
    .insert(liveRoundBallots)
    .values({ roundId: row.id, judgeId: user.id, ...values })
    .onConflictDoUpdate({ target: liveRoundBallots.roundId, set: { ...values, judgeId: user.id, updatedAt: sql`now()` } })
    .returning();
  return { ballot: view(format, saved) };
}

export async function releaseBallot({ ctx, input }: { ctx: ServiceCtx; input: { roundId: string; released: boolean } }) {
  const { row, format } = await chairedRound(ctx, input.roundId);
  const [saved] = await ctx.db
    .update(liveRoundBallots)
    .set({ releasedAt: input.released ? sql`coalesce(${liveRoundBallots.releasedAt}, now())` : null })
    .where(eq(liveRoundBallots.roundId, row.id))
    .returning();
  if (!saved) throw new NotFound(L.noBallot);
  // A new version wakes every open page, which reads the ballot again: released, the class sees it at once.
  await commit(ctx, row, {});
  return { ballot: view(format, saved) };
}
