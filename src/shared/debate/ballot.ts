// The ballot a debater knows: speaker points on the WSDC scale and the skills a next step names, each
// with the drill that trains it. Zod-free, so the verdict card reads the same scale it explains.
import type { DrillKind } from "#shared/drills/rubric.ts";
import { BALLOT_RUBRIC } from "#shared/rubrics/ballot.ts";

/** A speech's points run 60-80 with 70 for an average speech; matter and manner weigh 40 %, method 20 %. */
export const SPEAKER_SCALE = {
  min: 60,
  max: 80,
  average: 70,
  weights: Object.fromEntries(BALLOT_RUBRIC.dimensions.map((d) => [d.key, Math.round(d.weight * 100)])) as Record<
    "matter" | "manner" | "method",
    number
  >,
  /**
   * The weighted category score (0-10) against points, as an adjudication panel spreads them (WSDC: 70 a
   * typical speech, most between 65 and 76, 60 and 80 rare): steep through the middle, where most speeches
   * are, and flat at the ends. Checked against the judge's scores on the golden rounds and coach:eval's
   * speeches (docs/coach-eval.md): a straight 60 + 2 × score put nine in ten honest speeches within 66-70.
   */
  curve: [
    [0, 60],
    [2, 62.5],
    [4, 67.5],
    [5, 70],
    [6.5, 74],
    [8, 77.5],
    [10, 80],
  ] as const,
} as const;

const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n));
const half = (n: number) => Math.round(n * 2) / 2;

/** The curve read at a weighted score, linearly between its points. */
function onCurve(score: number): number {
  const { curve } = SPEAKER_SCALE;
  const x = clamp(score, 0, 10);
  const i = Math.max(
    1,
    curve.findIndex(([at]) => at >= x),
  );
  const [[x0, y0], [x1, y1]] = [curve[i - 1], curve[i]];
  return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
}

/**
 * Speaker points from the three 0-10 category scores: their mean weighted as the rubric weighs them
 * (matter and manner twice method), read on the panel's curve, so 5/10 everywhere is 70 and the ends are
 * 60 and 80. Half points, as adjudicators give them.
 */
export function speakerPoints(s: { matter: number; manner: number; method: number }): number {
  const { weights } = SPEAKER_SCALE;
  const total = weights.matter + weights.manner + weights.method;
  const score =
    (weights.matter * clamp(s.matter, 0, 10) + weights.manner * clamp(s.manner, 0, 10) + weights.method * clamp(s.method, 0, 10)) / total;
  return half(onCurve(score));
}

/**
 * Both sides' points for a decided round. The totals weigh the categories equally and the points do
 * not, so the two can disagree; a ballot never gives the loser more points (no low-point wins), so the
 * winner is lifted to half a point above the loser, or the loser lowered where the winner is at 80.
 */
export function ballotPoints(winner: number, loser: number): { winner: number; loser: number } {
  if (winner > loser) return { winner, loser };
  const w = Math.min(SPEAKER_SCALE.max, loser + 0.5);
  return { winner: w, loser: Math.min(loser, w - 0.5) };
}

/**
 * What a next step can name, and the drill that trains it (the web links to the drill's page); `noun`
 * completes "your opponent will test your …".
 */
export const BALLOT_SKILLS = {
  reasoning: { label: "Reasoning", noun: "reasoning", drill: "argument" },
  evidence: { label: "Evidence", noun: "evidence", drill: "argument" },
  rebuttal: { label: "Rebuttal", noun: "rebuttal", drill: "refutation" },
  weighing: { label: "Weighing", noun: "weighing", drill: "clashes" },
  relevance: { label: "Relevance to the motion", noun: "relevance to the motion", drill: "modeling" },
  language: { label: "Clear, persuasive language", noun: "clarity of language", drill: "framing" },
  development: { label: "Developing a case", noun: "case development", drill: "argument" },
} as const satisfies Record<string, { label: string; noun: string; drill: DrillKind }>;
export type BallotSkill = keyof typeof BALLOT_SKILLS;
export const BALLOT_SKILL_KEYS = Object.keys(BALLOT_SKILLS) as [BallotSkill, ...BallotSkill[]];
