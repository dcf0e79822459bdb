// The skill the opponent presses: the weakest ballot skill over drill attempts and judged rounds.
import { describe, expect, it } from "vitest";
import { weakestSkill, type DrillEvidence, type RoundEvidence } from "#server/domains/debate/press.ts";
import { BALLOT_SKILLS, BALLOT_SKILL_KEYS } from "#shared/debate/ballot.ts";
import { BALLOT_SKILL_OF, DRILL_BALLOT_SKILL, PRESS_RULES } from "#shared/rubrics/ballot-skills.ts";
import { DRILL_RUBRICS, type Rubric } from "#shared/rubrics/index.ts";

// An argument drill attempt: strong reasoning and structure, weak weighing.
const argument = (weighing: number): DrillEvidence => ({
  drill: "argument",
  dimensions: { argument_strength: 8, structure: 7, weighing, style_clarity: 7 },
});
const round = (scores: RoundEvidence["scores"], named: RoundEvidence["named"] = []): RoundEvidence => ({ scores, named });

describe("weakestSkill", () => {
  it("presses nothing for a student with too little history", () => {
    expect(weakestSkill({ attempts: [], rounds: [] })).toBeNull();
    const few = Array.from({ length: PRESS_RULES.minHistory - 1 }, () => argument(1));
    expect(weakestSkill({ attempts: few, rounds: [] })).toBeNull();
  });

  it("reads drill dimensions through the rubric's skill map", () => {
    const attempts = [argument(2), argument(3), argument(2)];
    expect(weakestSkill({ attempts, rounds: [] })).toBe("weighing");
    // The same attempts with strong weighing and weak clarity press language instead.
    const unclear: DrillEvidence[] = attempts.map(() => ({
      drill: "argument",
      dimensions: { argument_strength: 8, structure: 2, weighing: 8, style_clarity: 3 },
    }));
    expect(weakestSkill({ attempts: unclear, rounds: [] })).toBe("language");
  });

  it("counts every refutation drill score towards rebuttal", () => {
    const refutation: DrillEvidence = {
      drill: "refutation",
      dimensions: { impact_address: 2, analysis_address: 2, examples_address: 2, prioritization: 2 },
    };
    expect(weakestSkill({ attempts: [argument(6), argument(6), refutation], rounds: [] })).toBe("rebuttal");
  });

  it("reads a round's category scores and the skills its verdict named", () => {
    const strong = { matter: 8, manner: 8, method: 8 };
    expect(weakestSkill({ attempts: [], rounds: [round(strong), round(strong), round(strong, ["evidence"])] })).toBe("evidence");
    // A weak method score is weak weighing, the skill the ballot's method measures.
    expect(weakestSkill({ attempts: [], rounds: [round({ matter: 7, manner: 7, method: 2 }), round(strong), round(strong)] })).toBe(
      "weighing",
    );
  });

  it("weighs drills and rounds together: a skill good in drills but named in every round is still pressed", () => {
    const attempts = [argument(9), argument(9)];
    const rounds = [round({ matter: 5, manner: 6, method: 7 }, ["weighing"]), round({ matter: 5, manner: 6, method: 7 }, ["weighing"])];
    // weighing: 9, 9, 7, 7, 4, 4 → 6.67; reasoning: 8, 8, 5, 5 → 6.5.
    expect(weakestSkill({ attempts, rounds })).toBe("reasoning");
    const moreRounds = [...rounds, round({ matter: 6, manner: 6, method: 6 }, ["weighing"])];
    expect(weakestSkill({ attempts, rounds: moreRounds })).toBe("weighing");
  });
});

describe("the skill map", () => {
  it("sends every drill dimension to a ballot skill whose drill exists", () => {
    for (const [drill, rubric] of Object.entries(DRILL_RUBRICS) as [string, Rubric][]) {
      for (const d of rubric.dimensions) {
        const skill = DRILL_BALLOT_SKILL[drill as keyof typeof DRILL_BALLOT_SKILL] ?? BALLOT_SKILL_OF[d.skill];
        expect(BALLOT_SKILL_KEYS, `${drill}.${d.key}`).toContain(skill);
        expect(Object.keys(DRILL_RUBRICS)).toContain(BALLOT_SKILLS[skill].drill);
      }
    }
  });
});
