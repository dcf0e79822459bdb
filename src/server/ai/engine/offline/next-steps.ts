// The offline judge's next steps: the student's weakest skills in this round, weakest first, each
// with one thing to do, quoting the student's own words (or the AI's, for rebuttal) where there is one.

import type { JudgeNextStep } from "./ballot";
import { unreasonedLine } from "./writing-quotes";
import type { BallotSkill } from "#shared/debate/ballot.ts";

/** What the judge measured in one of the student's speeches (a subset of its features). */
export interface SpeechMeasures {
  text: string;
  words: number;
  reasons: number;
  examples: number;
  weighing: number;
  rebuttal: number;
  motionHits: number;
  /** Words shared with the AI's speech just before; null for an opening. */
  engaged: number | null;
  substance: number;
}

const clamp01 = (n: number) => Math.max(0, Math.min(1, n));
/** A skill at or above this level is not worth a next step. */
const GOOD_ENOUGH = 0.75;
const MAX_STEPS = 3;

export function offlineNextSteps(
  speeches: SpeechMeasures[],
  manner: number,
  aiLastPoint: string | null,
  motionTerms: string[],
): JudgeNextStep[] {
  const n = speeches.length;
  if (n === 0) return [{ skill: "development", advice: "Give at least one speech: a claim, a reason and an example." }];
  const total = (k: "words" | "reasons" | "examples" | "weighing" | "rebuttal" | "motionHits") => speeches.reduce((a, s) => a + s[k], 0);
  const replies = speeches.filter((s) => s.engaged !== null);
  const engaged = replies.length ? replies.reduce((a, s) => a + (s.engaged ?? 0), 0) / replies.length : null;
  const avgWords = total("words") / n;
  const texts = speeches.map((s) => s.text);
  const claim = unreasonedLine(texts);
  const levels: Record<BallotSkill, number> = {
    development: clamp01(avgWords / 100),
    reasoning: clamp01(total("reasons") / n / 2) * clamp01(speeches.reduce((a, s) => a + s.substance, 0) / n / 0.8),
    evidence: clamp01(total("examples") / n / 1.5),
    weighing: clamp01(total("weighing") / n),
    rebuttal: engaged === null ? 1 : Math.max(clamp01(engaged / 3), clamp01(total("rebuttal") / n)),
    relevance: clamp01(total("motionHits") / n / 2),
    language: clamp01(manner / 7),
  };
  const advice: Record<BallotSkill, string> = {
    development: `Your speeches ran to about ${Math.round(avgWords)} words. Aim for 150 or more: two points, each with a reason, an example and why it matters.`,
    reasoning: claim
      ? `You said "${claim}" without saying why. Add the mechanism: who does what, and what follows from it.`
      : "Join each claim to a specific reason: who does what, and what follows from it.",
    evidence: "Back each point with one concrete case: a named place, a figure or an event the judge can check.",
    weighing: "End each point by saying why it matters more than the AI's: more people, more likely, or harder to undo.",
    rebuttal: aiLastPoint
      ? `The AI argued "${aiLastPoint}". Quote a point like that back and say why it fails: wrong mechanism, no evidence, or outweighed.`
      : "Quote one of the AI's points back and say why it fails: wrong mechanism, no evidence, or outweighed.",
    relevance: `Tie every point back to the motion's own terms (${motionTerms.slice(0, 4).join(", ")}).`,
    language: "Use short, plain sentences, signpost your points (first, second, finally) and end on one line the judge will remember.",
  };
  const weakest = (Object.keys(levels) as BallotSkill[]).sort((a, b) => levels[a] - levels[b]);
  const picked = weakest.filter((k) => levels[k] < GOOD_ENOUGH).slice(0, MAX_STEPS);
  // There is always something to do next: a strong round still names its weakest skill.
  return (picked.length ? picked : weakest.slice(0, 1)).map((skill) => ({ skill, advice: advice[skill] }));
}
