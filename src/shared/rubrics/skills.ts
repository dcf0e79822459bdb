// The four skills a rubric dimension measures: the base vocabulary of scoring, which the drills, the
// progress page and the weights setting read from here (rubrics import nothing from drills).
export const SKILLS = ["analysis", "impact", "examples", "clarity"] as const;
export type Skill = (typeof SKILLS)[number];
