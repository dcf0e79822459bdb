// A debate speech is longer than the web arguments the model learned from, and a long speech is not a
// better one: the speech is read in passages of a few sentences, each about the length of a training
// argument, and its quality is the passages' mean weighted by their words, with the model's length
// terms held at their mean. Length and structure are the judge's to weigh separately. A sentence made only of debate vocabulary ("this matters more
// because the most vulnerable are affected") is left out: it is the words that come with a reason,
// not a reason, and adding it must not move the reading.
import { specificStems } from "#server/ai/engine/offline/coach/substance.ts";
import { splitSentences, tokenCount } from "#server/ai/engine/offline/text/index.ts";
import { argumentQuality } from "./model";

const SENTENCES_PER_PASSAGE = 3;

/** The learned quality of a speech, 0-1 (0 for a speech with no words). */
export function speechQuality(text: string): number {
  const sentences = splitSentences(text).filter((s) => specificStems(s).length > 0);
  let weighted = 0;
  let words = 0;
  // Passages of nearly equal size (seven sentences: 4 + 3), so no passage is a stray sentence.
  const passages = Math.ceil(sentences.length / SENTENCES_PER_PASSAGE);
  for (let p = 0; p < passages; p++) {
    const passage = sentences
      .slice(Math.round((p * sentences.length) / passages), Math.round(((p + 1) * sentences.length) / passages))
      .join(" ");
    const n = tokenCount(passage);
    weighted += n * argumentQuality(passage, undefined, { ignoreLength: true });
    words += n;
  }
  return words ? weighted / words : 0;
}
