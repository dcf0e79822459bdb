// Constructs a judge reads in a drill answer beyond what the answer is made of (issue 30). Coherence: do
// the answer's facts connect to a claim by a reason, or is it a list of true things ("The London
// Underground opened in 1863. Tallinn is the capital of Estonia.")? A measure over the argued sentences
// (not a plan or a definition, which owe no reasons), with a unit test (constructs.test.ts); it lowers the
// score in proportion to how much of the answer it describes and says why: it is not sure enough to cap.
import type { Finding, Part } from "./checks";
import { splitSentences } from "#server/ai/engine/offline/text/index.ts";
import { stemsOf } from "./text";
import { givesReason } from "./tricks";

export interface Reading {
  /** Sentences of argued prose the measure read. */
  sentences: number;
  /** The share of them that fail the construct (0–1). */
  share: number;
}

/** Coherence: facts with no reason joining them to a claim. The share of sentences that give no reason. */
export function unreasoned(sentences: string[]): Reading {
  const read = sentences.filter((s) => stemsOf(s).length >= 3);
  return { sentences: read.length, share: read.length ? read.filter((s) => !givesReason(s)).length / read.length : 0 };
}

/** Below this many argued sentences the share says too little: one or two plain sentences are a normal answer. */
const MIN_SENTENCES = 4;
/** The share of unreasoned sentences from which the answer is lowered, and the most it is lowered (0–10). */
const FROM = 0.75;
const MOST = 2.5;

/** A finding when the argued prose is a list of facts or claims with no reason joining any of them to the motion. */
export function unreasonedFinding(parts: Part[]): Finding | null {
  const argued = parts.filter((p) => p.prose && !p.states).flatMap((p) => splitSentences(p.text));
  const r = unreasoned(argued);
  if (r.sentences < MIN_SENTENCES || r.share < FROM) return null;
  return {
    kind: "unreasoned",
    note: "Your sentences state facts but never give a reason that joins them to a claim about the motion: a true fact earns credit only when you say why it matters for your side.",
    cap: 10,
    penalty: Math.round(10 * MOST * ((r.share - FROM) / (1 - FROM))) / 10,
  };
}
