// One weighted skill score from drill results, using the student's weights setting.
import type { Weights } from "#shared/settings/schemas.ts";
import { BALLOT_RUBRIC, DRILL_RUBRICS } from "#shared/rubrics/index.ts";
import { SKILLS, type Skill } from "#shared/rubrics/skills.ts";

export { SKILLS, type Skill } from "#shared/rubrics/skills.ts";

/** A student's weighted skill score (the progress page's contract, shared/drills/progress.ts, checks its schema against it). */
export interface SkillScore {
  /** 0-10, or null before any scored attempt. */
  score: number | null;
  /** Mean of the dimensions that measure each skill (null when none has been scored yet). */
  bySkill: Record<Skill, number | null>;
  attemptsUsed: number;
}

/** Which skill each rubric dimension of the six drills and the debate ballot measures, as the rubrics say. */
export const DIMENSION_SKILL: Record<string, Skill> = Object.fromEntries(
  [...Object.values(DRILL_RUBRICS), BALLOT_RUBRIC].flatMap((r) => r.dimensions.map((d) => [d.key, d.skill])),
);

/**
 * Each skill is the mean of its dimension scores over the attempts (and judged rounds) given; the skill score is the
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
