// Pure text helpers for the offline coach. Everything here is deterministic and I/O-free so the
// rubric heuristics that build on it can be unit-tested and reused by other offline tasks.

const STOPWORDS = new Set(
  (
    "a an the and or but nor if then than that this these those there here it its it's is are was were be been " +
    "being am do does did doing have has had having i me my we us our you your he him his she her they them their " +
    "what which who whom whose when where why how all any both each few more most other some such no not only own " +
    "same so too very can could will would shall should may might must of at by for with about against between " +
    "into through during before after above below to from up down in out on off over under again further once " +
    "also just as because while until although though however therefore thus even yet still ever well really " +
    "one ones thing things something anything everything get gets got make makes made let lets like s t don't " +
    "doesn't isn't aren't won't can't cannot wouldn't shouldn't lot lots way ways many much per via etc e.g i.e " +
    "house motion believes believe would supports support done ought"
  ).split(/\s+/),
);

import { porterStem } from "./porter";

// Irregular forms that suffix stripping cannot join, so "kids" and "children" meet in one stem.
const IRREGULAR: Record<string, string> = {
  children: "child",
  kids: "child",
  kid: "child",
  people: "person",
  persons: "person",
  men: "man",
  women: "woman",
  youth: "young",
  teenagers: "teen",
  teenager: "teen",
  adolescents: "teen",
  ads: "advert",
  ad: "advert",
  adverts: "advert",
  advertisements: "advert",
  advertisement: "advert",
  govt: "govern",
  firms: "company",
  firm: "company",
  companies: "company",
  corporations: "company",
  corporation: "company",
  businesses: "company",
  business: "company",
  lives: "life",
  better: "good",
  best: "good",
  worse: "bad",
  worst: "bad",
  mice: "mouse",
  feet: "foot",
  teeth: "tooth",
};

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
  const out = IRREGULAR[w] ?? porterStem(w);
  if (STEMS.size > 20000) STEMS.clear();
  STEMS.set(w, out);
  return out;
}
const STEMS = new Map<string, string>();

/** Lowercased, stopword-free, lightly stemmed tokens. */
export function contentWords(s: string | null | undefined): string[] {
  const tokens = (s ?? "").toLowerCase().match(/[a-z0-9]+(?:['’][a-z]+)?/g) ?? [];
  return tokens.filter((t) => t.length > 1 && !STOPWORDS.has(t) && !/^\d$/.test(t)).map(stem);
}

export function sentences(s: string | null | undefined): string[] {
  return (s ?? "")
    .split(/(?<=[.!?])\s+|\n+/)
    .map((x) => x.trim())
    .filter((x) => words(x).length > 0);
}

// "This House, as a parent, would …": the actor clause belongs to the framing, not to the policy.
const FRAMING =
  /^\s*(?:this house|th|thw|thbt|ths|thr|thp)\b(?:\s*,\s*as [^,]{2,60},)?[\s,]*(?:would|will|should|believes?(?: that)?|supports?|opposes?|regrets?|prefers?|welcomes?|celebrates?|calls? (?:for|on)|hopes?(?: that)?)?\s*/i;

/** Strips "This House would / believes that ..." so only the debatable substance remains. */
export function motionBody(motion: string): string {
  return (motion ?? "")
    .replace(FRAMING, "")
    .replace(/[.!?]+\s*$/, "")
    .trim();
}

/** Distinct content terms of a motion, framing and stopwords removed. */
export function motionTerms(motion: string): string[] {
  return unique(contentWords(motionBody(motion)));
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

function countMatches(s: string, re: RegExp): number {
  return (s.match(re) ?? []).length;
}

const REASONING =
  /\b(because|since|therefore|thus|hence|so that|which means|this means|that means|meaning that|leads? to|led to|leading to|results? in|as a result|consequently|in turn|causes?|caused|driv(?:es|ing) |so (?:they|we|it|the|that|a|an|this|these|there|he|she|you|our|their|its|his|her|people|parents|children|students)|due to|in order to|which (?:would|will|makes|creates|allows|forces|reduces|increases|gives|lets)|this (?:would|will|creates|makes|allows|forces|reduces|increases)|the reason|the mechanism|when .{3,40}, (?:they|we|it|people)|if .{3,60},? (?:then|they|we|it|people))\b/gi;
export function reasoningCount(s: string): number {
  return countMatches(s ?? "", REASONING);
}

const PLACES =
  /\b(UK|U\.K\.|US|U\.S\.|USA|EU|UN|WHO|OECD|NHS|UNESCO|UNICEF|NATO|IMF|Britain|England|Scotland|Wales|Ireland|France|Germany|Spain|Italy|Portugal|Netherlands|Sweden|Norway|Finland|Denmark|Iceland|Switzerland|Poland|Russia|Ukraine|China|Japan|Korea|India|Pakistan|Bangladesh|Indonesia|Singapore|Malaysia|Philippines|Vietnam|Thailand|Australia|New Zealand|Canada|Mexico|Brazil|Chile|Argentina|Colombia|Peru|Quebec|California|Texas|New York|Nigeria|Kenya|Ghana|Rwanda|Ethiopia|South Africa|Egypt|Israel|Iran|Turkey|Saudi|Europe|Africa|Asia)\b/g;
const EXAMPLE_CUES =
  /\b(for example|for instance|such as|e\.g\.|in (?:19|20)\d\d|a study|studies|research|survey|data|report(?:ed)?|according to|case of|evidence|statistics|trial|pilot|experiment|when [A-Z][a-z]+)\b/gi;

// Capitalised words that name nothing in particular.
const NOT_NAMES = new Set(["I", "TV", "OK", "AM", "PM", "Government", "Opposition", "House", "Proposition", "Yes", "No"]);

/** Capitalised words that do not start a sentence: a cheap proper-noun signal. */
export function properNounCount(s: string): number {
  let n = 0;
  for (const sent of sentences(s)) {
    for (const raw of sent.split(/\s+/).slice(1)) {
      const t = raw
        .replace(/^["'(‘“]+/, "")
        .replace(/[^A-Za-z]+$/, "")
        .replace(/['’]s$/, "");
      if (/^(?:[A-Z][a-zA-Z]{2,}|[A-Z]{2,})$/.test(t) && !NOT_NAMES.has(t)) n++;
    }
  }
  return n;
}

/** Concreteness signals: numbers, years, percentages, example cues, named places/bodies. */
export function exampleSignals(s: string): number {
  const text = s ?? "";
  const numbers = countMatches(text, /\b\d[\d,.]*\s*(?:%|percent|per cent|million|billion|thousand)?/gi);
  return numbers + countMatches(text, EXAMPLE_CUES) + countMatches(text, PLACES) + Math.min(3, properNounCount(text));
}
export function hasExample(s: string): boolean {
  return exampleSignals(s) > 0;
}

const WEIGHING =
  /\b(more important|most important|outweighs?|outweighed|even if|more than|less than|greater|bigger|larger|smaller|most|crucially|critically|above all|primarily|first and foremost|probability|likelihood|likely|unlikely|magnitude|scale|severity|irreversible|reversible|long[- ]term|short[- ]term|permanent|prioriti[sz]e|at worst|at best|on balance|weigh(?:s|ed|ing)?|compared (?:to|with)|rather than|matters more|the key|fundamental|disproportionate(?:ly)?|vulnerable|number of people|millions|largest|biggest|greatest|smallest|especially|particularly|most of all|far (?:more|less|worse|better)|the other side|their (?:case|argument|point|side|impact)|a reason to|not a reason)\b/gi;
export function weighingCount(s: string): number {
  return countMatches(s ?? "", WEIGHING);
}

/** Distinct / total content words (1 for tiny texts, lower when the same words repeat). */
export function lexicalDiversity(s: string): number {
  const cw = contentWords(s);
  return cw.length === 0 ? 0 : new Set(cw).size / cw.length;
}

function normalize(s: string): string {
  return (s ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * Near-duplicate test: same text after normalising, or content-word sets that overlap by ≥80% in
 * both directions, or one text containing the other almost entirely.
 */
export function isCopy(a: string, b: string): boolean {
  const na = normalize(a);
  const nb = normalize(b);
  if (!na || !nb) return false;
  if (na === nb) return true;
  const [short, long] = na.length <= nb.length ? [na, nb] : [nb, na];
  if (long.includes(short) && short.length >= 0.8 * long.length) return true;
  const ca = contentWords(a);
  const cb = contentWords(b);
  if (ca.length < 3 || cb.length < 3) return false;
  // In short texts one changed word is a real change ("ads are bad for kids" is not the motion).
  const need = Math.min(ca.length, cb.length) <= 6 ? 1 : 0.8;
  return overlap(ca, cb) >= need && overlap(cb, ca) >= need;
}

export function clamp(n: number, lo = 0, hi = 10): number {
  return Number.isFinite(n) ? Math.min(hi, Math.max(lo, n)) : lo;
}

export function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
