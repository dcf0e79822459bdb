// How drill scores and round scores speak for the ballot's skills (the skills a verdict's next steps name
// and the opponent presses). This is the one table between the two vocabularies: a rubric dimension
// measures one drill skill (analysis, impact, examples, clarity); each drill skill is one ballot skill,
// except that every score of the refutation drill measures rebuttal, which is what that drill trains.
import type { BallotSkill } from "#shared/debate/ballot.ts";
import type { DRILL_RUBRICS } from "./index";
import type { Skill } from "./skills";

/** A drill, named as the rubrics name it (the drills' own list, shared/drills/rubric.ts, derives from rubrics). */
type DrillKind = keyof typeof DRILL_RUBRICS;

/** The ballot skill a drill skill's scores count towards. */
export const BALLOT_SKILL_OF: Record<Skill, BallotSkill> = {
  analysis: "reasoning",
  impact: "weighing",
  examples: "evidence",
  clarity: "language",
};

/** Drills whose every score counts towards one ballot skill, whatever the dimension's own skill. */
export const DRILL_BALLOT_SKILL: Partial<Record<DrillKind, BallotSkill>> = { refutation: "rebuttal" };

/** What the opponent's choice of skill to press reads. */
export const PRESS_RULES = {
  /** Fewer scored drill attempts plus judged rounds than this is too little history to press anything. */
  minHistory: 3,
  /** How many recent drill attempts and recent rounds are read: recent work says more about skill today. */
  window: 20,
  /**
   * A skill a verdict named as a next step counts as one score this low (out of 10): below the scale's
   * midpoint of 5, since the judge found it among the student's weakest in that round.
   */
  namedInVerdict: 4,
} as const;
