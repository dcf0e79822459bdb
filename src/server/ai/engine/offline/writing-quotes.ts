// Lines of a student's own writing to quote back: feedback that names the sentence it is about reads
// as feedback on this piece of work, and changes when the work does.
import { contentTokens, extractClaims, reasoningMarker, splitSentences } from "./text";
import { quotable } from "./ballot";

/** The best reasoned sentence, as written (its first clauses when long), or null when none gives a reason. */
export function strongestLine(text: string, prompt = ""): string | null {
  const claim = extractClaims(text, 1, prompt)[0]?.sentence;
  return claim ? quotable(claim) : null;
}

/** The first plain assertion of the texts, as written: a claim with some content that comes without a reason. */
export function unreasonedLine(texts: string[]): string | null {
  for (const t of texts) {
    const s = splitSentences(t).find((x) => reasoningMarker(x) === null && contentTokens(x).length >= 3 && !x.endsWith("?"));
    if (s) return quotable(s);
  }
  return null;
}
