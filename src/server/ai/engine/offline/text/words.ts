// Words: one tokenizer, one stop-word list and one stemmer for the coach, the opponent and the judge.
// Two views of the same tokens: stems for matching (contentWords) and the words themselves for quoting
// (contentTokens).
import { porterStem } from "#server/ai/engine/offline/porter.ts";

export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a an the and or but nor if then than that this these those there here it its it's is are was were be been " +
    "being am do does did doing have has had having i me my we us our you your he him his she her they them their " +
    "what which who whom whose when where why how all any both each few more most other some such no not only own " +
    "same so too very can could will would shall should may might must of at by for with about against between " +
    "into through during before after above below to from up down in out on off over under again further once also " +
    "just as because while until although though however therefore thus even yet still ever well really one ones " +
    "thing things something anything everything get gets got make makes made let lets like s t don't doesn't isn't " +
    "aren't won't can't cannot wouldn't shouldn't lot lots way ways many much per via etc e.g i.e house motion " +
    "believes believe supports support done ought mine ours yours hers theirs hence that's there's i'm we're " +
    "they're you're say says said think thinks since means mean lead leads led whether every onto upon within " +
    "without people"
  ).split(/\s+/),
);

// Irregular forms that suffix stripping cannot join, so "kids" and "children" meet in one stem. A Map,
// not an object: a student's word such as "constructor" must not find Object.prototype's members.
const IRREGULAR: ReadonlyMap<string, string> = new Map([
  ["children", "child"],
  ["kids", "child"],
  ["kid", "child"],
  ["people", "person"],
  ["persons", "person"],
  ["men", "man"],
  ["women", "woman"],
  ["youth", "young"],
  ["teenagers", "teen"],
  ["teenager", "teen"],
  ["adolescents", "teen"],
  ["ads", "advert"],
  ["ad", "advert"],
  ["adverts", "advert"],
  ["advertisements", "advert"],
  ["advertisement", "advert"],
  ["govt", "govern"],
  ["firms", "company"],
  ["firm", "company"],
  ["companies", "company"],
  ["corporations", "company"],
  ["corporation", "company"],
  ["businesses", "company"],
  ["business", "company"],
  ["lives", "life"],
  ["better", "good"],
  ["best", "good"],
  ["worse", "bad"],
  ["worst", "bad"],
  ["mice", "mouse"],
  ["feet", "foot"],
  ["teeth", "tooth"],
]);

/** The spec's word count: split on whitespace, ignore empty pieces. */
export function words(s: string | null | undefined): string[] {
  return (s ?? "").trim().split(/\s+/).filter(Boolean);
}

/** Porter stem, after folding irregular forms; cached because the same words recur in every answer. */
export function stem(raw: string): string {
  const w = raw
    .toLowerCase()
    .replace(/['’]s$/, "")
    .replace(/['’]/g, "");
  const hit = STEMS.get(w);
  if (hit !== undefined) return hit;
  const out = IRREGULAR.get(w) ?? porterStem(w);
  if (STEMS.size > 20000) STEMS.clear();
  STEMS.set(w, out);
  return out;
}
const STEMS = new Map<string, string>();

/** Word tokens in a text (see tokenize: hyphenated words count twice), what the coach measures; a word limit on screen is wordCount in src/shared/text.ts. */
export function tokenCount(text: string): number {
  return tokenize(text).length;
}

/** Lowercased word tokens, keeping inner apostrophes ("don't"); hyphenated words are two ("single", "use"). */
export function tokenize(text: string | null | undefined): string[] {
  return (
    (text ?? "")
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? []
  );
}

/** Lowercased, stopword-free, stemmed tokens: what matching compares. */
export function contentWords(s: string | null | undefined): string[] {
  return tokenize(s)
    .filter((t) => t.length > 1 && !STOPWORDS.has(t) && !/^\d$/.test(t))
    .map(stem);
}

/** The words themselves (for quoting), in order: no stopwords, no bare numbers, at least 3 letters. */
export function contentTokens(text: string): string[] {
  return tokenize(text).filter((t) => t.length >= 3 && !STOPWORDS.has(t) && !/^\d+$/.test(t));
}

export function contentStems(text: string): Set<string> {
  return new Set(contentTokens(text).map(stem));
}

/** Content words of `text` whose stems also occur in `other` (deduplicated, in order). */
export function sharedTerms(text: string, other: string | Iterable<string>): string[] {
  const stems = typeof other === "string" ? contentStems(other) : new Set([...other].map(stem));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const w of contentTokens(text)) {
    const s = stem(w);
    if (stems.has(s) && !seen.has(s)) {
      seen.add(s);
      out.push(w);
    }
  }
  return out;
}

export function unique<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}

/**
 * Two stems match when equal, when one adds only an agent ending ("vote"/"voter"), or when the
 * shorter (a hand-written lexicon stem such as "regulat") is a prefix of at least five letters.
 * Four-letter prefixes joined unrelated words ("turn"/"turnout", "report"/"reporter").
 */
export function termMatch(a: string, b: string): boolean {
  if (a === b) return true;
  const [s, l] = a.length <= b.length ? [a, b] : [b, a];
  return l === s + "e" || l === s + "r" || l === s + "er" || (s.length >= 5 && l.startsWith(s));
}

/** Share (0-1) of a's distinct content words that also appear in b. Accepts text or word lists. */
export function overlap(a: string | string[], b: string | string[]): number {
  const aw = unique(Array.isArray(a) ? a : contentWords(a));
  const bw = unique(Array.isArray(b) ? b : contentWords(b));
  if (aw.length === 0) return 0;
  return aw.filter((x) => bw.some((y) => termMatch(x, y))).length / aw.length;
}
