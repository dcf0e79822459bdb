// The teacher's ballot, checked against the round's format: a winner (or, in British Parliamentary, a
// rank for every team), each speaker's points within the format's scale and on its steps, reply points
// where the format scores replies, and a reason for decision. A low-point win (the winner's points total
// below a team it beat) stands only when the teacher confirms it.
import { formatSlots, type DebateFormat, type PointScale } from "#shared/debate/formats/index.ts";

export interface BallotInput {
  winner?: string | null;
  ranks?: Record<string, number> | null;
  /** Slot ("team:n") → points. */
  points: Record<string, number>;
  /** Team → its reply's points. */
  reply_points?: Record<string, number>;
}

export type BallotProblem = "result" | "points" | "replyPoints";

export const onScale = (scale: PointScale, value: number) => {
  const steps = (value - scale.min) / scale.step;
  return value >= scale.min && value <= scale.max && Math.abs(steps - Math.round(steps)) < 1e-9;
};

/** What is wrong with the ballot for this format; empty when it is a whole, valid ballot. */
export function ballotProblems(format: DebateFormat, b: BallotInput): BallotProblem[] {
  const out: BallotProblem[] = [];
  const teams = format.teams.map((t) => t.key);
  if (format.ballot.result === "winner") {
    if (!b.winner || !teams.includes(b.winner) || b.ranks) out.push("result");
  } else {
    const ranks = b.ranks ?? {};
    const given = Object.keys(ranks);
    const values = Object.values(ranks).sort((x, y) => x - y);
    const whole = given.length === teams.length && teams.every((t) => t in ranks) && values.every((v, i) => v === i + 1);
    if (!whole || b.winner) out.push("result");
  }
  const slots = formatSlots(format).map((s) => s.key);
  const scale = format.ballot.speakerPoints;
  const given = Object.keys(b.points);
  if (scale ? !(given.length === slots.length && slots.every((k) => k in b.points && onScale(scale, b.points[k]))) : given.length > 0)
    out.push("points");
  const replyScale = format.ballot.replyPoints;
  const replyTeams = format.speeches.filter((s) => s.kind === "reply").map((s) => s.teams[0]);
  const replies = b.reply_points ?? {};
  const replyGiven = Object.keys(replies);
  if (
    replyScale
      ? !(replyGiven.length === replyTeams.length && replyTeams.every((t) => t in replies && onScale(replyScale, replies[t])))
      : replyGiven.length > 0
  )
    out.push("replyPoints");
  return out;
}

/** Each team's points total: its speakers' points and its reply's. */
export function teamTotals(format: DebateFormat, b: BallotInput): Record<string, number> {
  const totals: Record<string, number> = Object.fromEntries(format.teams.map((t) => [t.key, 0]));
  for (const [slot, points] of Object.entries(b.points)) totals[slot.split(":")[0]] += points;
  for (const [team, points] of Object.entries(b.reply_points ?? {})) totals[team] += points;
  return totals;
}

/** Whether a team placed above another has fewer points than it (a low-point win). Never with no points. */
export function lowPointWin(format: DebateFormat, b: BallotInput): boolean {
  if (!format.ballot.speakerPoints) return false;
  const totals = teamTotals(format, b);
  if (format.ballot.result === "winner") return format.teams.some((t) => t.key !== b.winner && totals[t.key] > totals[b.winner ?? ""]);
  const ranks = b.ranks ?? {};
  return format.teams.some((a) => format.teams.some((z) => ranks[a.key] < ranks[z.key] && totals[a.key] < totals[z.key]));
}
