// Quotes on a ballot must be the speakers' own words. A model may paraphrase, tidy or invent a "quote";
// each one is checked against the transcript, repaired to the transcript's sentence when it is a
// near-copy of one, and dropped otherwise.

import { splitSentences } from "#server/ai/engine/offline/text/index.ts";

/** Case, whitespace, curly or straight quotes, dashes and ellipses do not make a quote different. */
export function normaliseQuote(s: string): string {
  return s
    .normalize("NFKC")
    .replace(/[“”„‟″«»]/g, '"')
    .replace(/[‘’‚‛′`]/g, "'")
    .replace(/[‐‑‒–—―]/g, "-")
    .replace(/…/g, "...")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/** The quote without what a writer wraps around it: quotation marks, ellipses, a trailing full stop. */
function bare(quote: string): string {
  return quote
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(?:["“”'‘’«»]|\.{3}|…|\s)+/, "")
    .replace(/(?:["“”'‘’«»]|\.{3}|…|[.,;:]|\s)+$/, "");
}

const words = (s: string) => normaliseQuote(s).match(/[a-z0-9']+/g) ?? [];

/** Below this many words a "quote" is a phrase anyone could have used, not evidence of what was said. */
export const MIN_QUOTE_WORDS = 3;

/** Whether the quote stands, word for word, in one of the texts. */
export function isVerbatim(quote: string, texts: string[]): boolean {
  const q = normaliseQuote(bare(quote));
  return words(q).length >= MIN_QUOTE_WORDS && texts.some((t) => normaliseQuote(t).includes(q));
}

/**
 * The quote as it may stand on the ballot: as given when it is verbatim; the transcript's own sentence
 * when the quote is a near-copy of it (most of its words, little else); null when it is not there.
 */
export function checkedQuote(quote: string, texts: string[]): string | null {
  const given = bare(quote);
  if (isVerbatim(given, texts)) return given;
  const q = new Set(words(given));
  if (q.size < MIN_QUOTE_WORDS) return null;
  let best: { sentence: string; score: number } | null = null;
  for (const sentence of texts.flatMap((t) => splitSentences(t))) {
    const s = new Set(words(sentence));
    const common = [...q].filter((w) => s.has(w)).length;
    // Both ways: the quote's words are in the sentence, and the sentence is mostly the quote.
    const score = Math.min(common / q.size, common / Math.max(1, s.size) + 0.3);
    if (common / q.size >= 0.8 && common / s.size >= 0.5 && (!best || score > best.score)) best = { sentence: sentence.trim(), score };
  }
  return best?.sentence ?? null;
}

/** Quoted passages in prose: "…" or “…”. */
const QUOTED = /"([^"\n]+)"|“([^”\n]+)”/g;

/**
 * Prose with every sentence that quotes words not in the texts left out: a reason for decision must not
 * put words in a speaker's mouth. Short quoted phrases (a term, a label) are left alone.
 */
export function withoutInventedQuotes(prose: string, texts: string[]): { text: string; removed: number } {
  let removed = 0;
  const kept = splitSentences(prose).filter((sentence) => {
    const invented = [...sentence.matchAll(QUOTED)].some((m) => {
      const q = m[1] ?? m[2];
      return words(q).length >= MIN_QUOTE_WORDS && !isVerbatim(q, texts);
    });
    if (invented) removed++;
    return !invented;
  });
  return { text: removed ? kept.join(" ") : prose, removed };
}
