// What a rubric is: the dimensions a piece of student work is scored on, each with what it means,
// the skill it measures and its share of the overall score. Zod-free, so charts can read it.
import type { Skill } from "./skills";

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
  /**
   * How the offline coach weighs that evidence: named inner weights and thresholds ("analysis.depth",
   * "learned"), read with `rewardsOf`. Grouped weights ("group.x") within a group total 1 unless noted.
   */
  rewards?: Readonly<Record<string, number>>;
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

/** A dimension's inner weights, read by name. */
export type Rewards = ((name: string) => number) & { names: readonly string[] };

/** A dimension's inner weights by name; an unknown name throws, so a misspelt weight cannot score as NaN. */
export function rewardsOf<K extends string>(r: Rubric<K>, key: K): Rewards {
  const d = r.dimensions.find((x) => x.key === key);
  const rewards = d?.rewards ?? {};
  const read = (name: string) => {
    const w = rewards[name];
    if (w === undefined) throw new Error(`The rubric's ${key} has no weight "${name}".`);
    return w;
  };
  return Object.assign(read, { names: Object.keys(rewards) });
}

/**
 * The weighted sum of a group's parts ("group.part" weights), in the order given. Every part of the
 * group must be given and nothing else, so the rubric and the coach cannot drift apart.
 */
export function mix(w: Rewards, group: string, parts: Record<string, number>): number {
  const declared = w.names.filter((n) => n.startsWith(`${group}.`)).map((n) => n.slice(group.length + 1));
  const given = Object.keys(parts);
  if (declared.length !== given.length || given.some((g) => !declared.includes(g)))
    throw new Error(`The weights of "${group}" are ${declared.join(", ")}; the coach gave ${given.join(", ")}.`);
  let sum = 0;
  for (const [name, value] of Object.entries(parts)) sum += w(`${group}.${name}`) * value;
  return sum;
}
