// The chair's ballots as grades: each finished round of a class with a ballot, and each debater's part in
// it (points in the format's scale, reply points, the team's result), for the class gradebook and for a
// student's own results. Read-only, and apart from the ballot's own service (ballot.ts) so that the two
// can change separately. No permission check here: callers have found the asker to be the class's host
// (the gradebook) or ask only for the asker's own released results (results.ts).
import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { liveRoundBallots, liveRounds } from "#server/db/schema/live-rounds.ts";
import type { ServiceCtx } from "#server/platform/context.ts";
import { FORMATS, type FormatId } from "#shared/debate/formats/index.ts";
import { debaterResults, type DebaterResult } from "#shared/live-rounds/results.ts";
import type { liveRoundMetaSchema } from "#shared/live-rounds/results.ts";
import type { z } from "zod";

type Db = Pick<ServiceCtx, "db">;
export type LiveRoundMeta = z.output<typeof liveRoundMetaSchema>;

export interface GradedLiveRound {
  classroomId: string;
  meta: LiveRoundMeta;
  released: boolean;
  /** User id → their part; the audience has no entry. */
  results: Map<string, DebaterResult>;
}

/** How many of a class's rounds the gradebook shows (the newest, oldest first). */
const ROUNDS_MAX = 200;

const select = {
  id: liveRounds.id,
  classroomId: liveRounds.classroomId,
  motion: liveRounds.motion,
  format: liveRounds.format,
  positions: liveRounds.positions,
  replySpeakers: liveRounds.replySpeakers,
  createdAt: liveRounds.createdAt,
  winner: liveRoundBallots.winner,
  ranks: liveRoundBallots.ranks,
  points: liveRoundBallots.points,
  replyPoints: liveRoundBallots.replyPoints,
  reason: liveRoundBallots.reason,
  releasedAt: liveRoundBallots.releasedAt,
};
interface Row {
  id: string;
  classroomId: string;
  motion: string;
  format: string;
  positions: Record<string, string>;
  replySpeakers: Record<string, number>;
  createdAt: Date;
  winner: string | null;
  ranks: Record<string, number> | null;
  points: Record<string, number>;
  replyPoints: Record<string, number>;
  reason: string;
  releasedAt: Date | null;
}

function graded(r: Row): GradedLiveRound {
  const format = FORMATS[r.format as FormatId];
  return {
    classroomId: r.classroomId,
    released: r.releasedAt !== null,
    meta: {
      round_id: r.id,
      motion: r.motion,
      format: format.id as FormatId,
      format_name: format.name,
      date: r.createdAt.toISOString(),
      points_scale: format.ballot.speakerPoints,
      reply_scale: format.ballot.replyPoints,
      reason: r.reason,
    },
    results: debaterResults(format, r.positions, r.replySpeakers, r),
  };
}

/** A class's finished rounds with the chair's ballot, released or not, oldest first: the gradebook's columns. */
export async function classLiveRoundsForGradebook({ ctx, input }: { ctx: Db; input: { classroomId: string } }): Promise<GradedLiveRound[]> {
  const rows = await ctx.db
    .select(select)
    .from(liveRounds)
    .innerJoin(liveRoundBallots, eq(liveRoundBallots.roundId, liveRounds.id))
    .where(and(eq(liveRounds.classroomId, input.classroomId), eq(liveRounds.phase, "finished")))
    .orderBy(desc(liveRounds.createdAt), desc(liveRounds.id))
    .limit(ROUNDS_MAX);
  return rows.reverse().map(graded);
}

/**
 * The released ballots of the rounds this user debated in, newest first, with their own part only; in the
 * given classes when named. An unreleased ballot never comes out of here.
 */
export async function releasedResultsOf({
  ctx,
  input,
}: {
  ctx: Db;
  input: { userId: string; classroomIds?: string[] };
}): Promise<Array<{ classroomId: string; meta: LiveRoundMeta; result: DebaterResult }>> {
  if (input.classroomIds?.length === 0) return [];
  const rows = await ctx.db
    .select(select)
    .from(liveRounds)
    .innerJoin(liveRoundBallots, eq(liveRoundBallots.roundId, liveRounds.id))
    .where(
      and(
        eq(liveRounds.phase, "finished"),
        isNotNull(liveRoundBallots.releasedAt),
        sql`${input.userId} in (select value from jsonb_each_text(${liveRounds.positions}))`,
        input.classroomIds ? inArray(liveRounds.classroomId, input.classroomIds) : undefined,
      ),
    )
    .orderBy(desc(liveRounds.createdAt), asc(liveRounds.id))
    .limit(ROUNDS_MAX);
  return rows.flatMap((r) => {
    const g = graded(r);
    const result = g.results.get(input.userId);
    return result ? [{ classroomId: g.classroomId, meta: g.meta, result }] : [];
  });
}
