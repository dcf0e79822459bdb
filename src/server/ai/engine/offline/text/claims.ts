// A speech's claims as the offline debater and judge read them: reasoning markers, reasoned claims and
// bare assertions, example and weighing signals, signposts, and short quotable fragments.
import { splitSentences } from "./sentences";
import { contentStems, contentTokens, stem } from "./words";

/** Reasoning markers, strongest first; `reasonFirst` says which side of the marker holds the reason. */
const MARKERS: { re: RegExp; label: string; reasonFirst: boolean }[] = [
  { re: /\bbecause( of)?\b/i, label: "because", reasonFirst: false },
  { re: /\bsince\b/i, label: "since", reasonFirst: false },
  { re: /\bdue to\b/i, label: "due to", reasonFirst: false },
  { re: /\b(therefore|thus|hence|consequently)\b/i, label: "therefore", reasonFirst: true },
  { re: /\bas a result\b/i, label: "as a result", reasonFirst: true },
  { re: /\b(this|that|which) (is why|means)\b/i, label: "which means", reasonFirst: true },
  { re: /\b(leads?|led|leading) to\b/i, label: "leads to", reasonFirst: true },
  { re: /\bresults? in\b/i, label: "results in", reasonFirst: true },
  { re: /\b(causes?|caused)\b/i, label: "causes", reasonFirst: true },
  { re: /\bmeans?\b/i, label: "means", reasonFirst: true },
  { re: /,\s*so\b/i, label: "so", reasonFirst: true },
  { re: /\bif\b.+\bthen\b/i, label: "if-then", reasonFirst: true },
  { re: /\b(will|won't)\b/i, label: "will", reasonFirst: true },
];

export function reasoningMarker(sentence: string): string | null {
  return MARKERS.find((m) => m.re.test(sentence))?.label ?? null;
}

export function countReasoning(text: string): number {
  return splitSentences(text).filter((s) => reasoningMarker(s) !== null).length;
}

export interface Claim {
  sentence: string;
  marker: string | null;
  /** The part that gives the reason or cause, when the marker splits the sentence. */
  reason?: string;
  /** The part that states the conclusion or effect. */
  conclusion?: string;
}

const LEAD_IN =
  /^(?:and|but|so|also|firstly|secondly|thirdly|first|second|third|finally|moreover|furthermore|in addition|additionally|on top of that|my (?:first|second|third|next|last|final) (?:point|argument) is(?: that)?|the (?:first|second|third|main) (?:point|argument|reason) is(?: that)?)[,:]?\s+/i;

function clean(part: string): string {
  return part
    .replace(/^[\s,;:–—-]+|[\s,;:.!?–—-]+$/g, "")
    .replace(LEAD_IN, "")
    .trim();
}

export function analyseClaim(sentence: string): Claim {
  const s = clean(sentence);
  const m = MARKERS.find((x) => x.re.test(s));
  if (!m || m.label === "will" || m.label === "if-then") return { sentence: s, marker: m?.label ?? null };
  const match = s.match(m.re)!;
  const before = clean(s.slice(0, match.index));
  const after = clean(s.slice(match.index! + match[0].length));
  // "Because X, Y" puts the reason first even though the marker normally introduces it.
  if (!before && /,/.test(after) && !m.reasonFirst) {
    const [reason, ...rest] = after.split(",");
    return { sentence: s, marker: m.label, reason: clean(reason), conclusion: clean(rest.join(",")) };
  }
  const [reason, conclusion] = m.reasonFirst ? [before, after] : [after, before];
  return { sentence: s, marker: m.label, reason: reason || undefined, conclusion: conclusion || undefined };
}

/**
 * The speaker's claims: sentences carrying a reasoning marker, best first, at most `max`.
 * Longer, reasoned sentences that touch `relevantTo` (the motion, the last opposing speech) rank higher.
 */
export function extractClaims(text: string, max = 3, relevantTo = ""): Claim[] {
  const relevant = contentStems(relevantTo);
  const ranked = splitSentences(text)
    .map((sentence, index) => {
      const marker = reasoningMarker(sentence);
      const words = contentTokens(sentence);
      const hits = words.filter((w) => relevant.has(stem(w))).length;
      const strength = marker === null ? 0 : marker === "will" ? 2 : 3;
      return { sentence, index, marker, score: strength * 2 + Math.min(words.length, 12) / 4 + Math.min(hits, 3) };
    })
    .filter((x) => x.marker !== null && contentTokens(x.sentence).length >= 3)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, max)
    .sort((a, b) => a.index - b.index);
  return ranked.map((x) => analyseClaim(x.sentence));
}

/** Plain assertions (no reasoning marker) with enough substance to answer; used when no claim is reasoned. */
export function extractAssertions(text: string, max = 2): string[] {
  return splitSentences(text)
    .filter((s) => reasoningMarker(s) === null && contentTokens(s).length >= 3 && !s.trim().endsWith("?"))
    .filter((s) => !/^(for example|for instance|e\.g\.|such as|look at|take)\b/i.test(s.trim()))
    .sort((a, b) => contentTokens(b).length - contentTokens(a).length)
    .slice(0, max)
    .map(clean);
}

const SIGNPOST_RE =
  /\b(firstly|secondly|thirdly|first of all|to begin|my (?:first|second|third|next|final) (?:point|argument)|the (?:first|second|third) (?:point|argument|reason)|next|finally|in conclusion|to conclude|to sum up|in summary|moreover|furthermore|on top of that|turning to|let me (?:start|turn|move))\b/gi;

export function countSignposts(text: string): number {
  return text.match(SIGNPOST_RE)?.length ?? 0;
}

/** A short quotable piece of a sentence: at most `maxWords` words, trailing punctuation removed. */
export function fragment(text: string, maxWords = 12): string {
  const words = clean(text).replace(/["“”]/g, "").split(/\s+/).filter(Boolean);
  const cut = words
    .slice(0, maxWords)
    .join(" ")
    .replace(/[,;:–—-]+$/, "");
  return words.length > maxWords ? `${cut}…` : cut;
}

/** FNV-1a: a stable seed so the same speech always gets the same reply. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
