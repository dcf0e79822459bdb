// The student's own words, quoted verbatim: a sentence when it is short, else its longest opening clause
// that still fits, so the quote is always a piece of what they said and never a run of words cut mid-clause.
const CLAUSE_END = /[,;:–—](?=\s)|\s(?=(?:because|but|so|which|while|whereas|although)\s)/g;

export function quoteOf(sentence: string, max = 24): string {
  const s = sentence.trim().replace(/[\s.!?;:,]+$/, "");
  const words = (t: string) => t.split(/\s+/).filter(Boolean).length;
  if (words(s) <= max) return s;
  let best = "";
  for (const m of s.matchAll(CLAUSE_END)) {
    const head = s.slice(0, m.index).trim();
    if (words(head) >= 5 && words(head) <= max) best = head;
  }
  if (best) return best;
  // No clause boundary in reach: the first `max` words, cut where the speaker's own spacing puts them.
  const cut = [...s.matchAll(/\S+/g)][max - 1];
  return s.slice(0, cut.index! + cut[0].length).replace(/[,;:]$/, "");
}
