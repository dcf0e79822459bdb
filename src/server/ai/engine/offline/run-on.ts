// Dictated or unpunctuated writing ("so like we think that … and …") read as sentences: the learned scorer
// learned from typed, punctuated arguments and reads one 150-word run-on as weak writing. A run-on sentence is
// cut into its clauses by the judge's splitter (judging/spoken.ts, one splitter for every reader) and each
// piece is written as a sentence, so a transcript and the same words typed read alike (issue 30's
// transcription bound). Only the scorer's view changes: quotes, counts and language are read from the text as written.
import { writtenSentences } from "./judging/spoken";

/** The text's sentences, each run-on among them cut into its clauses. */
export const pieces = (text: string): string[] => writtenSentences(text);

/** The text as punctuated sentences: each piece capitalised, "i" as "I", ended with a stop. */
export const asSentences = (text: string) =>
  pieces(text)
    .map((s) => s.charAt(0).toUpperCase() + s.slice(1).replace(/\bi\b/g, "I") + (/[.!?]["')\]]?$/.test(s) ? "" : "."))
    .join(" ");
