// Dictated or unpunctuated writing ("so like we think that … and …") read as sentences: the learned scorer
// learned from typed, punctuated arguments and reads one 150-word run-on as weak writing. Run-on sentences are
// cut at a conjunction about every 20 words and each piece is written as a sentence, so a transcript and the
// same words typed read alike (issue 30's transcription bound). Only the scorer's view changes: quotes,
// counts and language are read from the text as written.
import { splitSentences } from "./text";

const PIECE = 20;
const JOINS = /^(?:and|so|but|because|which|like)$/i;

/** The text's sentences, with a run-on sentence cut at a conjunction near every `PIECE` words. */
export function pieces(text: string): string[] {
  const out: string[] = [];
  // A stop ends a sentence even when the next one starts in lower case, as learners often type.
  for (const sentence of splitSentences(text).flatMap((s) => s.split(/(?<=[a-z0-9)"'][.!?])\s+(?=[a-z])/))) {
    const w = sentence.split(/\s+/);
    if (w.length <= PIECE * 1.75) {
      out.push(sentence);
      continue;
    }
    let start = 0;
    for (let i = PIECE; i < w.length - PIECE / 2; i++)
      if (i - start >= PIECE && JOINS.test(w[i])) {
        out.push(w.slice(start, i).join(" "));
        start = i;
      }
    out.push(w.slice(start).join(" "));
  }
  return out;
}

/** The text as punctuated sentences: each piece capitalised, "i" as "I", ended with a stop. */
export const asSentences = (text: string) =>
  pieces(text)
    .map((s) => s.charAt(0).toUpperCase() + s.slice(1).replace(/\bi\b/g, "I") + (/[.!?]["')\]]?$/.test(s) ? "" : "."))
    .join(" ");
