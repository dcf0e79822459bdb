// The skill the opponent presses: the student's weakest ballot skill over their recent drill attempts
// and judged rounds, read on the rubrics' own skill map (shared/rubrics/ballot-skills).
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { ServiceCtx } from "#server/platform/context.ts";
import { debates } from "#server/db/schema/debate.ts";
import { latestAttemptResults } from "#server/domains/drills/index.ts";
import { BALLOT_SKILL_KEYS, type BallotSkill } from "#shared/debate/ballot.ts";
import { BALLOT_RUBRIC } from "#shared/rubrics/index.ts";
import { BALLOT_SKILL_OF, DRILL_BALLOT_SKILL, PRESS_RULES } from "#shared/rubrics/ballot-skills.ts";
import { DIMENSION_SKILL } from "#shared/drills/skill.ts";
import { dimensionsOf, type DrillKind } from "#shared/drills/rubric.ts";
import type { Verdict } from "#shared/debate/schemas.ts";

export interface DrillEvidence {
  drill: DrillKind;
  /** The attempt's rubric dimensions, 0-10. */
  dimensions: Record<string, number>;
}

/** What a judged round says about the student: their category scores and the skills its next steps named. */
export interface RoundEvidence {
  scores: { matter: number; manner: number; method: number };
  named: BallotSkill[];
}

/**
 * The ballot skill with the lowest mean score, or null when the student has too little history (or no
 * skill has a score). Ties go to the skill listed first on the ballot.
 */
export function weakestSkill({ attempts, rounds }: { attempts: DrillEvidence[]; rounds: RoundEvidence[] }): BallotSkill | null {
  if (attempts.length + rounds.length < PRESS_RULES.minHistory) return null;
  const scores = new Map<BallotSkill, number[]>();
  const add = (skill: BallotSkill | undefined, score: number) => {
    if (skill) scores.set(skill, [...(scores.get(skill) ?? []), score]);
  };
  for (const a of attempts) {
    for (const [key, score] of Object.entries(a.dimensions)) {
      const skill = DIMENSION_SKILL[key];
      add(DRILL_BALLOT_SKILL[a.drill] ?? (skill && BALLOT_SKILL_OF[skill]), score);
    }
  }
  for (const r of rounds) {
    for (const d of BALLOT_RUBRIC.dimensions) add(BALLOT_SKILL_OF[d.skill], r.scores[d.key]);
    for (const skill of new Set(r.named)) add(skill, PRESS_RULES.namedInVerdict);
  }
  let weakest: BallotSkill | null = null;
  let lowest = Infinity;
  for (const skill of BALLOT_SKILL_KEYS) {
    const xs = scores.get(skill);
    if (!xs) continue;
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    if (mean < lowest) [weakest, lowest] = [skill, mean];
  }
  return weakest;
}

/** The signed-in student's weakest skill from the database; a guest has no history, so nothing is pressed. */
export async function pressFor(ctx: ServiceCtx): Promise<BallotSkill | null> {
  if (ctx.who.kind !== "user") return null;
  const userId = ctx.who.user.id;
  const [attemptRows, roundRows] = await Promise.all([
    latestAttemptResults({ ctx, input: { userId, limit: PRESS_RULES.window } }),
    ctx.db
      .select({ verdict: debates.verdict })
      .from(debates)
      .where(and(eq(debates.subject, `user:${userId}`), eq(debates.status, "finished"), isNotNull(debates.verdict)))
      .orderBy(desc(debates.finishedAt))
      .limit(PRESS_RULES.window),
  ]);
  const attempts = attemptRows.map((r) => ({ drill: r.drill as DrillKind, dimensions: dimensionsOf(r.drill as DrillKind, r.result) }));
  const rounds = roundRows.map(({ verdict }) => {
    const v = verdict as Verdict;
    return { scores: v.scores.user, named: (v.nextSteps ?? []).map((s) => s.skill) };
  });
  return weakestSkill({ attempts, rounds });
}
