// Student judges' practice ballots: a student in the round's audience (not speaking, not chairing) fills
// her own in the format's scale once the round ends. She alone reads it; once the chair releases her
// ballot the practice ballots close and each student sees hers beside the chair's. The chair sees only
// how many were filled.
import { and, count, eq, sql } from "drizzle-orm";
import { liveRoundPracticeBallots } from "#server/db/schema/live-rounds.ts";
import { Conflict, Forbidden, Invalid } from "#server/platform/errors.ts";
import type { ServiceCtx } from "#server/platform/context.ts";
import type { DebateFormat } from "#shared/debate/formats/index.ts";
import { ballotProblems, lowPointWin, teamTotals } from "#shared/live-rounds/ballot.ts";
import type { PracticeBallot, saveBallotRequest } from "#shared/live-rounds/schemas.ts";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import type { z } from "zod";
import { chairedRound, seenRound, type SeenRound } from "./access";
import { ballotRow, PROBLEM_MESSAGES, view as chairView } from "./ballot";

type PracticeRow = typeof liveRoundPracticeBallots.$inferSelect;

function view(format: DebateFormat, row: PracticeRow): PracticeBallot {
  const input = { winner: row.winner, ranks: row.ranks, points: row.points, reply_points: row.replyPoints };
  return {
    winner: row.winner,
    ranks: row.ranks,
    points: row.points,
    reply_points: row.replyPoints,
    totals: teamTotals(format, input),
    reason: row.reason,
    low_point_win: row.lowPointWin,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The round, when the asker watches it from the audience: a student of the class who does not speak in it. */
async function audienceRound(ctx: ServiceCtx, roundId: string): Promise<SeenRound> {
  const seen = await seenRound(ctx, roundId);
  if (seen.chair || Object.values(seen.row.positions).includes(seen.user.id)) throw new Forbidden(L.practiceAudienceOnly);
  return seen;
}

async function mine(ctx: ServiceCtx, roundId: string, userId: string): Promise<PracticeRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(liveRoundPracticeBallots)
    .where(and(eq(liveRoundPracticeBallots.roundId, roundId), eq(liveRoundPracticeBallots.userId, userId)))
    .limit(1);
  return row;
}

export async function readPracticeBallot({ ctx, input }: { ctx: ServiceCtx; input: { roundId: string } }) {
  const { user, row, format } = await audienceRound(ctx, input.roundId);
  const own = await mine(ctx, row.id, user.id);
  const chair = await ballotRow(ctx, row.id);
  return {
    ballot: own ? view(format, own) : null,
    teacher: chair && chair.releasedAt !== null ? chairView(format, chair) : null,
  };
}

export async function savePracticeBallot({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: z.output<typeof saveBallotRequest> & { roundId: string };
}) {
  const { user, row, format } = await audienceRound(ctx, input.roundId);
  if (row.phase !== "finished") throw new Conflict(L.practiceFinishFirst);
  const chair = await ballotRow(ctx, row.id);
  // Once the chair's ballot is out, a practice ballot changed after it would only copy hers.
  if (chair?.releasedAt) throw new Conflict(L.practiceClosed);
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
    .insert(liveRoundPracticeBallots)
    .values({ roundId: row.id, userId: user.id, ...values })
    .onConflictDoUpdate({
      target: [liveRoundPracticeBallots.roundId, liveRoundPracticeBallots.userId],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  return { ballot: view(format, saved), teacher: null };
}

export async function countPracticeBallots({ ctx, input }: { ctx: ServiceCtx; input: { roundId: string } }) {
  const { row } = await chairedRound(ctx, input.roundId);
  const [{ n }] = await ctx.db.select({ n: count() }).from(liveRoundPracticeBallots).where(eq(liveRoundPracticeBallots.roundId, row.id));
  return { filled: Number(n) };
}
