// What a text shows on its surface: reasoning links, examples, weighing, repetition and copying.
// The coach's scorers and the judge build on these; substance checks live in coach/substance.ts.
import { splitSentences as sentences } from "./sentences";
import { contentWords, overlap } from "./words";
import { knownNames } from "./known-names";

function countMatches(s: string, re: RegExp): number {
  return (s.match(re) ?? []).length;
}

const REASONING =
  /\b(because|since|therefore|thus|hence|so that|which means|this means|that means|meaning that|leads? to|led to|leading to|results? in|as a result|consequently|in turn|causes?|caused|driv(?:es|ing) |so (?:they|we|it|the|that|a|an|this|these|there|he|she|you|our|their|its|his|her|people|parents|children|students)|due to|in order to|which (?:would|will|makes|creates|allows|forces|reduces|increases|gives|lets)|this (?:would|will|creates|makes|allows|forces|reduces|increases)|the reason|the mechanism|when .{3,40}, (?:they|we|it|people)|if .{3,60},? (?:then|they|we|it|people))\b/gi;
export function reasoningCount(s: string): number {
  return countMatches(s ?? "", REASONING);
}

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
  return numbers + countMatches(text, EXAMPLE_CUES) + knownNames(text).length + Math.min(3, properNounCount(text));
}
export function hasExample(s: string): boolean {
  return exampleSignals(s) > 0;
}

const WEIGHING =
  /\b(more important|most important|outweighs?|outweighed|even if|more than|less than|greater|bigger|larger|smaller|most|crucially|critically|above all|primarily|first and foremost|probability|likelihood|likely|unlikely|magnitude|scale|severity|irreversible|reversible|long[- ]term|short[- ]term|permanent|prioriti[sz]e|at worst|at best|on balance|weigh(?:s|ed|ing)?|compared (?:to|with)|rather than|matters more|the key|fundamental|disproportionate(?:ly)?|vulnerable|number of people|millions|largest|biggest|greatest|smallest|especially|particularly|most of all|far (?:more|less|worse|better)|the other side|their (?:case|argument|point|side|impact)|a reason to|not a reason)\b/gi;
export function weighingCount(s: string): number {
  return countMatches(s ?? "", WEIGHING);
}

/** Content words per window of the moving type-token ratio: about a paragraph. */
export const DIVERSITY_WINDOW = 40;

/**
 * Distinct / total words, averaged over every window of DIVERSITY_WINDOW words (the moving-average type-token
 * ratio), so a long text is not read as repetitive only because it is long: the plain ratio falls with length
 * in any text, the moving one only when words repeat within a stretch of it. A text shorter than a window is
 * read whole.
 */
export function movingDiversity(tokens: string[], window = DIVERSITY_WINDOW): number {
  if (tokens.length === 0) return 0;
  if (tokens.length <= window) return new Set(tokens).size / tokens.length;
  const counts = new Map<string, number>();
  const add = (t: string, d: number) => counts.set(t, (counts.get(t) ?? 0) + d);
  tokens.slice(0, window).forEach((t) => add(t, 1));
  let distinct = counts.size;
  let sum = distinct;
  for (let i = window; i < tokens.length; i++) {
    const out = tokens[i - window];
    add(out, -1);
    if (counts.get(out) === 0) {
      counts.delete(out);
      distinct--;
    }
    if (!counts.has(tokens[i])) distinct++;
    add(tokens[i], 1);
    sum += distinct;
  }
  return sum / (tokens.length - window + 1) / window;
}

/** Distinct / total content words, read in windows (movingDiversity): lower when the same words repeat. */
export function lexicalDiversity(s: string): number {
  return movingDiversity(contentWords(s));
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
