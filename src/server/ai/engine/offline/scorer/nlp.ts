// wink-nlp and its English model, loaded on the first scoring call rather than at server start: the
// model is a few megabytes of memory that an idle server (or one that never uses the offline coach)
// should not hold. `require` keeps the scorer synchronous, like the rest of the offline coach.
import { createRequire } from "node:module";
import type { WinkMethods } from "wink-nlp";

const require = createRequire(import.meta.url);

export interface Nlp {
  nlp: WinkMethods;
  /** Lexicon ids at or above this are words the model has never seen (typos, made-up words). */
  firstUnknownId: number;
}

let loaded: Nlp | null = null;

export function nlp(): Nlp {
  if (loaded) return loaded;
  const winkNLP = require("wink-nlp") as typeof import("wink-nlp").default;
  const model = require("wink-eng-lite-web-model") as Parameters<typeof winkNLP>[0];
  const instance = winkNLP(model);
  // Unknown words are appended to the lexicon as they are read, so the first id handed to a
  // nonsense probe, taken before any real text, marks where the model's own vocabulary ends.
  const probe = instance.readDoc("qzxjvkwpq").tokens().out(instance.its.uniqueId) as unknown as number[];
  loaded = { nlp: instance, firstUnknownId: probe[0] };
  return loaded;
}

/** The words a part-of-speech tagger reads as nouns (common or proper), in lower case, in order of first use. */
export function nounsIn(text: string): Set<string> {
  const { nlp: wink } = nlp();
  const tokens = wink.readDoc(text).tokens();
  const words = tokens.out(wink.its.normal) as unknown as string[];
  const pos = tokens.out(wink.its.pos) as unknown as string[];
  return new Set(words.filter((_, i) => pos[i] === "NOUN" || pos[i] === "PROPN"));
}
