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
/** The length a speech's advice asks for: two developed points. */
const DEVELOPED_WORDS = 150;
/**
 * Which fix matters most when two skills are equally weak: a case stands on reasons tied to the motion,
 * then on what supports and answers them, then on how it is weighed, developed and said.
 */
const PRIORITY: BallotSkill[] = ["relevance", "reasoning", "evidence", "rebuttal", "weighing", "development", "language"];

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
    development: clamp01(avgWords / DEVELOPED_WORDS),
    reasoning: clamp01(total("reasons") / n / 2) * clamp01(speeches.reduce((a, s) => a + s.substance, 0) / n / 0.8),
    evidence: clamp01(total("examples") / n / 1.5),
    weighing: clamp01(total("weighing") / n),
    rebuttal: engaged === null ? 1 : Math.max(clamp01(engaged / 3), clamp01(total("rebuttal") / n)),
    relevance: clamp01(total("motionHits") / n / 2),
    language: clamp01(manner / 7),
  };
  const advice: Record<BallotSkill, string> = {
    development: `Your speeches ran to about ${Math.round(avgWords)} words. Aim for ${DEVELOPED_WORDS} or more: two points, each with a reason, an example and why it matters.`,
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
  // Weakest first, so the first step is the fix that matters most; a skill the speeches already show in
  // full is never advised (a 300-word speech is not told to reach 150).
  const weakest = [...PRIORITY].sort((a, b) => levels[a] - levels[b] || PRIORITY.indexOf(a) - PRIORITY.indexOf(b));
  const picked = weakest.filter((k) => levels[k] < GOOD_ENOUGH).slice(0, MAX_STEPS);
  if (picked.length) return picked.map((skill) => ({ skill, advice: advice[skill] }));
  // A strong round still has a next step: its weakest skill if any falls short, else the next level up.
  const short = weakest.find((k) => levels[k] < 1);
  return [short ? { skill: short, advice: advice[short] } : { skill: "weighing", advice: STRETCH }];
}

/** For a round that did everything the judge measures: what a stronger speech does next. */
const STRETCH =
  "Every part of the judge's checklist was there. Next round, open by naming the clash that decides the debate, and close by weighing your best point against the AI's best.";
