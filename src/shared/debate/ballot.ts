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
} as const;

const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n));
const half = (n: number) => Math.round(n * 2) / 2;

/**
 * Speaker points from the three 0-10 category scores: each category is worth its weight, and a score
 * of 0-10 lands on 60-80 % of it, so 5/10 everywhere is 70 and the ends are 60 and 80. Half points,
 * as adjudicators give them.
 */
export function speakerPoints(s: { matter: number; manner: number; method: number }): number {
  const { min, max, weights } = SPEAKER_SCALE;
  const share = (score: number) => (min + ((max - min) * clamp(score, 0, 10)) / 10) / 100;
  return half(weights.matter * share(s.matter) + weights.manner * share(s.manner) + weights.method * share(s.method));
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
