// One weighted skill score from drill results, using the student's weights setting.
import type { Weights } from "../settings/schemas";
import type { SkillScore } from "./progress";

export const SKILLS = ["analysis", "impact", "examples", "clarity"] as const;
export type Skill = (typeof SKILLS)[number];

/** Which skill each rubric dimension of the six drills measures. */
export const DIMENSION_SKILL: Record<string, Skill> = {
  argument_strength: "analysis",
  structure: "clarity",
  weighing: "impact",
  style_clarity: "clarity",
  relevance: "impact",
  characterization_score: "analysis",
  linkage: "analysis",
  impact_address: "impact",
  analysis_address: "analysis",
  examples_address: "examples",
  prioritization: "impact",
  clash_identification: "analysis",
  actor_selection: "impact",
  argument_relevance: "analysis",
  definitions_coverage: "clarity",
  definitions_precision: "analysis",
  implementation_clarity: "clarity",
  examples_helpfulness: "examples",
  frame_clarity: "clarity",
  audience_alignment: "impact",
  opponent_frame_accuracy: "analysis",
  limitation_exposure: "analysis",
  reframing_effectiveness: "impact",
  language_power: "clarity",
  consistency_reinforcement: "clarity",
};

/**
 * Each skill is the mean of its dimension scores over the attempts given; the skill score is the
 * weighted mean of the skills that have scores, with the weights (which total 100) re-scaled over them.
 */
export function skillScore(attempts: { dimensions: Record<string, number> }[], weights: Weights): SkillScore {
  const sums: Record<Skill, number[]> = { analysis: [], impact: [], examples: [], clarity: [] };
  for (const a of attempts) {
    for (const [key, value] of Object.entries(a.dimensions)) {
      const skill = DIMENSION_SKILL[key];
      if (skill) sums[skill].push(value);
    }
  }
  const bySkill = {} as Record<Skill, number | null>;
  let weighted = 0;
  let weightUsed = 0;
  for (const s of SKILLS) {
    const xs = sums[s];
    bySkill[s] = xs.length ? Math.round((xs.reduce((p, q) => p + q, 0) / xs.length) * 10) / 10 : null;
    if (bySkill[s] !== null && weights[s] > 0) {
      weighted += bySkill[s]! * weights[s];
      weightUsed += weights[s];
    }
  }
  return { score: weightUsed ? Math.round((weighted / weightUsed) * 10) / 10 : null, bySkill, attemptsUsed: attempts.length };
}
