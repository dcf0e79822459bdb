// What a rubric is: the dimensions a piece of student work is scored on, each with what it means,
// the skill it measures and its share of the overall score. Zod-free, so charts can read it.
import type { Skill } from "../drills/skill";

export interface RubricDimension<K extends string = string> {
  /** The score's field name in the response (the JSON contract). */
  key: K;
  /** What the score is called on screen and in the coach's comments. */
  label: string;
  /** What the score judges, as the model is told. */
  description: string;
  /** Which of the student's skills this score feeds. */
  skill: Skill;
  /** Share of the overall score; a drill's weights total 1. */
  weight: number;
  /** What in the answer counts as evidence for this score (what the offline coach measures). */
  evidence: string;
}

export interface Rubric<K extends string = string> {
  dimensions: readonly RubricDimension<K>[];
  /** How the overall is formed, when it is not the plain weighted mean of the dimensions. */
  overallNote?: string;
}

/** Keeps each key's literal type so response schemas and charts can be typed from the keys. */
export const defineRubric = <const K extends string>(r: Rubric<K>): Rubric<K> => r;

/** The keys, in the rubric's order. */
export const keysOf = <K extends string>(r: Rubric<K>): K[] => r.dimensions.map((d) => d.key);

/** Key → weight. */
export const weightsOf = <K extends string>(r: Rubric<K>): Record<K, number> =>
  Object.fromEntries(r.dimensions.map((d) => [d.key, d.weight])) as Record<K, number>;

/** The rubric as the model is told it: "key (description), …". */
export const rubricText = (r: Rubric): string => r.dimensions.map((d) => `${d.key} (${d.description})`).join(", ");
