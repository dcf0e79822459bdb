// The size of each part of a motion's brief, in characters: one set of limits for the briefs of the bank
// (src/content/briefs.ts) and for a teacher's own (shared/debate-assignments/brief.ts), so a teacher's brief
// reads like the bank's and fits the same opponent.
export const BRIEF_LIMITS = {
  title: [8, 60],
  claim: [30, 220],
  mechanism: [120, 650],
  example: [60, 420],
  source: [8, 200],
  impact: [50, 320],
  rebuttal: [100, 550],
  weighing: [100, 550],
  clash: [20, 220],
  definitions: [40, 500],
  actor: [2, 60],
} as const satisfies Record<string, readonly [number, number]>;
export type BriefPart = keyof typeof BRIEF_LIMITS;

/** Arguments a side has in a brief, clashes and actors a brief names. */
export const BRIEF_ARGUMENTS = 3;
export const BRIEF_CLASHES_MAX = 3;
export const BRIEF_ACTORS_MAX = 8;
