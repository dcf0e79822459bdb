// Sentences: one splitter for the coach, the opponent and the judge.

/** Sentences, also splitting on line breaks and bullet points that people use instead of full stops. */
export function splitSentences(text: string | null | undefined): string[] {
  return (text ?? "")
    .replace(/\r/g, "")
    .split(/\n+|(?<=[.!?])["”’)]?\s+(?=["“‘(]?[A-Z0-9])|(?<=[.!?])\s*$/)
    .map((s) => s.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, "").trim())
    .filter((s) => /[a-z]/i.test(s));
}

/** The coach's name for the same splitter. */
export const sentences = splitSentences;
