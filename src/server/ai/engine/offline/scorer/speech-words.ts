// The judge's reading of one clause unit: the speech model (./speech-model, features of form) plus a word
// term fitted on the residual, over words used on many different motions (so it learns how people argue, not
// what any one motion is about): "discriminate", "unethical", "ensure" lean up, "i think", "got", "yes" lean
// down. Fitted by scripts/coach/train-speech-words.ts on IBM-ArgQ's train motions only. Each word counts
// once per unit, and the word term is held inside the range it took on the training arguments, so a unit
// stuffed with favoured words gains no more than the best real argument's words did.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { packageRoot } from "#server/paths.ts";
import { heardWords } from "#server/ai/engine/offline/judging/spoken.ts";
import { stem } from "#server/ai/engine/offline/text/index.ts";
import { argumentQuality } from "./model";
import { speechArgumentQualityModel } from "./speech-model";

export const SPEECH_WORDS_FILE = join(packageRoot, "src", "content", "scorer", "speech-argument-words.json");

const finite = z.number().finite();
export const speechWordsSchema = z.object({
  version: z.literal(1),
  credit: z.string().min(20),
  /** Weight of the speech model's logit (centred at `baseMean`). */
  baseWeight: finite,
  baseMean: finite,
  /** The word term's range on the training arguments (1st and 99th percentile): it is held inside it. */
  range: z.tuple([finite, finite]),
  calibration: z.object({ centre: finite, spread: finite.positive() }),
  words: z.record(z.string(), finite),
});
export type SpeechWords = z.infer<typeof speechWordsSchema>;

let model: SpeechWords | null = null;

export function speechWordsModel(): SpeechWords {
  return (model ??= speechWordsSchema.parse(JSON.parse(readFileSync(SPEECH_WORDS_FILE, "utf8"))));
}

const logit = (p: number) => Math.log(Math.max(1e-6, p) / Math.max(1e-6, 1 - p));

/** Words in a typical training argument (IBM-ArgQ's median is 17): a longer unit's word term is read per argument of this length. */
const ARGUMENT_WORDS = 18;

/**
 * The word term of a unit: each distinct stem's weight once, held inside the training range. A unit longer
 * than an argument is read as its share per argument-length, so where a run-on is cut does not change it.
 */
export function wordTerm(unit: string, m: SpeechWords = speechWordsModel()): number {
  const heard = heardWords(unit);
  const stems = new Set(heard.map(stem));
  let s = 0;
  // Own keys only: a word such as "constructor" is not a weight.
  for (const w of stems) s += Object.hasOwn(m.words, w) ? m.words[w] : 0;
  s *= Math.min(1, ARGUMENT_WORDS / heard.length);
  return Math.max(m.range[0], Math.min(m.range[1], s));
}

/** The raw (uncalibrated) score of a unit: the speech model's logit, weighted, plus the word term. */
export function unitScore(unit: string, m: SpeechWords = speechWordsModel()): number {
  const base = logit(argumentQuality(unit, speechArgumentQualityModel(), { ignoreLength: true }));
  return m.baseWeight * (base - m.baseMean) + wordTerm(unit, m);
}

/** How convincing one clause unit of a speech reads, 0-1 (0.5 is a typical training argument); 0 for no words. */
export function unitQuality(unit: string, m: SpeechWords = speechWordsModel()): number {
  if (heardWords(unit).length === 0) return 0;
  const z = (unitScore(unit, m) - m.calibration.centre) / m.calibration.spread;
  return 1 / (1 + Math.exp(-z));
}
