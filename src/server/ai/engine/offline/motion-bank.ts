// The offline coach's motion bank: used by "Generate" when no LLM is configured (a configured model
// that fails answers with the catalogue error, never with a motion from here). Beginner motions are
// concrete policies a new debater can picture; advanced ones ask for value judgements, regrets,
// comparisons of worlds or actor perspectives. Every motion fits MOTION_MAX (see its test). The motions
// themselves are content (src/content/motions.json).
import { briefFor } from "#content/briefs.ts";
import { motionBank } from "#content/motions.ts";
import { LEVELS } from "#shared/levels.ts";

export type Difficulty = (typeof LEVELS)[number];

export interface BankMotion {
  text: string;
  topic: string;
  difficulty: Difficulty;
}

export const DIFFICULTIES: readonly Difficulty[] = LEVELS;

export const MOTION_TOPICS: readonly string[] = motionBank.map((t) => t.topic);

export const MOTION_BANK: readonly BankMotion[] = Object.freeze(
  motionBank.flatMap((byLevel) =>
    DIFFICULTIES.flatMap((difficulty) => byLevel[difficulty].map((text) => ({ text, topic: byLevel.topic, difficulty }))),
  ),
);

/**
 * What Generate offers: the motions with a brief, so the opponent and the coach always have prepared
 * material (issue 31). Every bank motion is meant to have one; until then an unbriefed motion is kept
 * in the bank (a student may still type it) but never offered.
 */
export const OFFERED: readonly BankMotion[] = (() => {
  const briefed = MOTION_BANK.filter((m) => briefFor(m.text));
  return briefed.length > 0 ? briefed : MOTION_BANK;
})();

function pickFrom(list: readonly BankMotion[], random: () => number): BankMotion {
  // Clamp: a random source that returns exactly 1 must not index past the end.
  const i = Math.min(list.length - 1, Math.max(0, Math.floor(random() * list.length)));
  return list[i];
}

/**
 * A motion of the requested difficulty the user has not seen (`exclude` holds motion texts).
 * Once every motion of that difficulty is excluded it widens to unseen motions of other
 * difficulties, and only then repeats one of the requested difficulty, so it never throws.
 */
export function pickMotion({
  difficulty,
  exclude,
  random,
}: {
  difficulty: Difficulty;
  exclude: Set<string>;
  random: () => number;
}): BankMotion {
  const sameLevel = OFFERED.filter((m) => m.difficulty === difficulty);
  const fresh = sameLevel.filter((m) => !exclude.has(m.text));
  if (fresh.length > 0) return pickFrom(fresh, random);
  const otherFresh = OFFERED.filter((m) => m.difficulty !== difficulty && !exclude.has(m.text));
  if (otherFresh.length > 0) return pickFrom(otherFresh, random);
  return pickFrom(sameLevel.length > 0 ? sameLevel : OFFERED, random);
}
