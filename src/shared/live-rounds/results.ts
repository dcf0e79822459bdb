// What a live round's chair's ballot means for each debater: where they spoke, their speaker points (and
// their reply's, when they gave it) in the format's scale, and their team's result. The gradebook (the
// teacher's) and the student's own results (class view and progress) both read it from here, so a
// figure cannot differ between them. Pure: the ballot and the round's positions in, results out.
import { z } from "zod";
import { FORMAT_IDS, formatSlots, type DebateFormat } from "#shared/debate/formats/index.ts";

export const LIVE_RESULTS = ["won", "lost", "ranked"] as const;
export type LiveResult = (typeof LIVE_RESULTS)[number];

const scaleSchema = z.object({ min: z.number(), max: z.number(), step: z.number() });

/** One debater's part of a ballot. */
export const debaterResultSchema = z.object({
  /** "team:n" */
  slot: z.string(),
  /** The speech the slot gives, as the format names it ("Prime Minister", "Second Proposition"). */
  speaker_label: z.string(),
  team: z.string(),
  team_label: z.string(),
  /** Speaker points on the format's scale; null when the format keeps none. */
  points: z.number().nullable(),
  /** The reply's points, when this debater gave their team's reply and the format scores replies. */
  reply_points: z.number().nullable(),
  /** won or lost (a winner ballot), ranked (British Parliamentary: see `rank`). */
  result: z.enum(LIVE_RESULTS),
  rank: z.number().int().nullable(),
  /** "Won", "Lost", "2nd of 4". */
  result_label: z.string(),
});
export type DebaterResult = z.output<typeof debaterResultSchema>;

/** A round's shape as the results need it: its format's name and scales. */
export const liveRoundMetaSchema = z.object({
  round_id: z.string(),
  motion: z.string(),
  format: z.enum(FORMAT_IDS),
  format_name: z.string(),
  /** When the round was set up (ISO). */
  date: z.string(),
  points_scale: scaleSchema.nullable(),
  reply_scale: scaleSchema.nullable(),
  /** The chair's reason for decision: her comment on the round. */
  reason: z.string(),
});

/** A student's own released result: the round, their part in it, the chair's reason. */
export const myLiveResultSchema = liveRoundMetaSchema.extend({
  classroom_id: z.string(),
  classroom_name: z.string(),
  result: debaterResultSchema,
});
export type MyLiveResult = z.output<typeof myLiveResultSchema>;
export const myLiveResultsResponse = z.object({ results: z.array(myLiveResultSchema) });

export interface StoredBallot {
  winner: string | null;
  ranks: Record<string, number> | null;
  points: Record<string, number>;
  replyPoints: Record<string, number>;
}

export const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
};

/** Each debater's result, keyed by user id; the audience (anyone not in `positions`) has none. */
export function debaterResults(
  format: DebateFormat,
  positions: Record<string, string>,
  replySpeakers: Record<string, number>,
  ballot: StoredBallot,
): Map<string, DebaterResult> {
  const out = new Map<string, DebaterResult>();
  const teams = new Map(format.teams.map((t) => [t.key, t]));
  for (const slot of formatSlots(format)) {
    const userId = positions[slot.key];
    if (!userId || out.has(userId)) continue;
    const speech = format.speeches.find((s) => s.kind === "speech" && s.teams[0] === slot.team && s.speakers[0] === slot.speaker);
    const replies = format.speeches.some((s) => s.kind === "reply" && s.teams[0] === slot.team);
    const gaveReply = replies && replySpeakers[slot.team] === slot.speaker;
    const rank = format.ballot.result === "ranks" ? (ballot.ranks?.[slot.team] ?? null) : null;
    const result: LiveResult = format.ballot.result === "ranks" ? "ranked" : ballot.winner === slot.team ? "won" : "lost";
    out.set(userId, {
      slot: slot.key,
      speaker_label: speech?.name ?? slot.key,
      team: slot.team,
      team_label: teams.get(slot.team)?.name ?? slot.team,
      points: ballot.points[slot.key] ?? null,
      reply_points: gaveReply ? (ballot.replyPoints[slot.team] ?? null) : null,
      result,
      rank,
      result_label:
        result === "won" ? "Won" : result === "lost" ? "Lost" : rank === null ? "—" : `${ordinal(rank)} of ${format.teams.length}`,
    });
  }
  return out;
}

/** The scale as words: "60–80 by 0.5", "50–99". */
export const scaleText = (s: { min: number; max: number; step: number }) => `${s.min}–${s.max}${s.step === 1 ? "" : ` by ${s.step}`}`;
