// Shared rubric machinery: measure a piece of student text against the motion, spot empty,
// pasted and repeated fields, and turn dimension scores and gaps into comments in the user's style.
import {
  clamp,
  contentWords,
  isCopy,
  lexicalDiversity,
  overlap,
  reasoningCount,
  round1,
  sentences,
  stem,
  termMatch,
  unique,
  words,
} from "#server/ai/engine/offline/text/index.ts";
import { rebuttalCount } from "#server/ai/engine/offline/text/index.ts";
import { FILLER, fillerCount, synonymsOf } from "./lexicon";
import type { MotionInfo } from "./motion";
import { abbreviationsIn, fieldWordsIn } from "./motion-field";
import { SCORE_CAPS, type Rubric } from "#shared/rubrics/index.ts";
import type { TeacherBrief } from "#shared/debate-assignments/brief.ts";
import {
  linkCount,
  specificStems,
  substantiveWords,
  substanceFactor,
  substantiveExamples,
  substantiveReasoning,
  substantiveWeighing,
} from "./substance";

export type FeedbackStyle = "brief" | "detailed" | "rubric";
export interface CoachOptions {
  style?: FeedbackStyle;
  /** Picks among the pieces of generated material (which argument, which wording); the same seed gives the same piece. */
  seed?: number;
  /** The teacher's brief the drill reads on its motion (one she lets her class practise on), in place of the bank's. */
  brief?: TeacherBrief | null;
}

export type FieldStatus = "ok" | "empty" | "motion" | "duplicate";

export interface Profile {
  text: string;
  status: FieldStatus;
  /** For duplicates: the field this one repeats. */
  copyOf?: string;
  n: number;
  /** Words in sentences that say something specific: a stock line of debate vocabulary adds none. */
  nSub: number;
  cw: string[];
  sentences: number;
  reasoning: number;
  examples: number;
  weighing: number;
  rebuttal: number;
  filler: number;
  /** Distinct stems that are not debate vocabulary: what the text actually talks about. */
  specific: number;
  /** Connectives, weighing phrases and evidence words as written, before the substance check. */
  rawReasoning: number;
  /** Share (0-1) of the motion's terms this text touches (synonyms count). */
  coverage: number;
  diversity: number;
}

// Policy verbs say little about what the answer is about, so they count less toward coverage.
const WEAK_TERMS =
  /^(ban|allow|legal|abolish|introduc|require|mandat|compulsory|prohibit|restrict|make|give|end|lower|raise|regulat|govern|state|good|harm|bad|better|new)/;

export function coverage(text: string | string[], info: MotionInfo): number {
  const cw = Array.isArray(text) ? text : contentWords(text);
  // "UBI" names all three words of "universal basic income".
  const named = new Set(abbreviationsIn(Array.isArray(text) ? text.join(" ") : text, info.abbreviations).flatMap((a) => a.stems));
  let got = 0;
  let total = 0;
  for (const t of info.terms) {
    const w = WEAK_TERMS.test(t) ? 0.4 : 1;
    total += w;
    const syn = synonymsOf(t);
    if (named.has(t) || cw.some((c) => syn.some((s) => termMatch(c, s)))) got += w;
  }
  return total === 0 ? 0 : got / total;
}

/** Field words (motion-field.ts) that count as the whole motion covered: three distinct ones. */
const FIELD_FULL = 3;

/** Coverage read by meaning: the motion's words (or their abbreviations), or the debate's own field words. */
export function meaningCoverage(text: string, info: MotionInfo): number {
  return Math.max(coverage(text, info), Math.min(1, fieldWordsIn(contentWords(text), info.field).length / FIELD_FULL));
}

export function profile(text: string, info: MotionInfo, status: FieldStatus = "ok"): Profile {
  const t = status === "ok" ? (text ?? "").trim() : "";
  const cw = contentWords(t);
  return {
    text: t,
    status,
    n: words(t).length,
    nSub: substantiveWords(t),
    cw,
    sentences: sentences(t).length,
    // Signals count only with content around them, and at most a few per section.
    reasoning: Math.min(5, substantiveReasoning(t)),
    examples: Math.min(6, substantiveExamples(t, info)),
    weighing: Math.min(3, substantiveWeighing(t)),
    rebuttal: rebuttalCount(t),
    filler: fillerCount(t),
    specific: specificStems(t).length,
    rawReasoning: linkCount(t),
    coverage: coverage(cw, info),
    diversity: lexicalDiversity(t),
  };
}

/** A few words of a field, quoted, so a comment points at what the student wrote. */
export function quote(text: string, max = 8): string {
  const w = text.trim().replace(/["“”]/g, "").split(/\s+/).filter(Boolean);
  return `"${w
    .slice(0, max)
    .join(" ")
    .replace(/[.,;:!?]+$/, "")}${w.length > max ? "…" : ""}"`;
}

/** The filler phrases actually found in a text, for naming them in a comment. */
export function fillerFound(text: string): string[] {
  return unique((text.match(FILLER) ?? []).map((f) => f.toLowerCase()));
}

/** True when the text adds (almost) nothing to the motion: the motion pasted back. */
export function restatesMotion(raw: string, info: MotionInfo): boolean {
  // A stock line of debate vocabulary added to the motion ("this matters more…") adds nothing either.
  const ss = sentences(raw);
  const kept = ss.length > 1 ? ss.filter((x) => specificStems(x).length >= 2) : ss;
  const text = kept.length ? kept.join(" ") : raw;
  if (isCopy(text, info.motion) || isCopy(text, info.body)) return true;
  const cw = unique(contentWords(text));
  // A reason ("because…") is already more than the motion says.
  if (cw.length === 0 || reasoningCount(text) > 0) return false;
  const fresh = cw.filter((w) => !info.related.some((r) => termMatch(w, r)));
  return fresh.length === 0 && cw.length >= 2;
}

/**
 * Profiles several fields at once. A field that repeats an earlier one, or only restates the
 * motion, is scored as empty so pasting the same sentence everywhere earns nothing twice.
 */
export function screen<K extends string>(fields: Record<K, string>, info: MotionInfo, opts: { allowMotion?: K[] } = {}) {
  const out = {} as Record<K, Profile>;
  const seen: [K, string][] = [];
  for (const key of Object.keys(fields) as K[]) {
    const text = (fields[key] ?? "").trim();
    let status: FieldStatus = "ok";
    let copyOf: string | undefined;
    if (!text) status = "empty";
    else if (!opts.allowMotion?.includes(key) && restatesMotion(text, info)) status = "motion";
    else {
      const dup = seen.find(([, prev]) => isCopy(text, prev));
      if (dup) [status, copyOf] = ["duplicate", dup[0]];
    }
    out[key] = { ...profile(text, info, status), copyOf };
    if (text) seen.push([key, text]);
  }
  return out;
}

export const lengthFit = (n: number, ideal: number) => clamp(n / ideal, 0, 1);
export const depth = (p: Profile, per = 2) => clamp(p.reasoning / per, 0, 1);
export const concreteness = (p: Profile, per = 4) => clamp(p.examples / per, 0, 1);
export const weighingLevel = (p: Profile, per = 2) => clamp(p.weighing / per, 0, 1);
/** Rich, non-repetitive, non-filler vocabulary: debate vocabulary does not count. */
export const specificity = (p: Profile) =>
  p.n === 0 ? 0 : clamp(p.specific / 12, 0, 1) * clamp(0.4 + p.diversity * 0.6, 0, 1) * clamp(1 - 0.15 * p.filler, 0.4, 1);
/** Full credit once half the motion's substance is mentioned. */
export const relevance = (cov: number, full = 0.5) => clamp(cov / full, 0, 1);

/**
 * Whole-answer multiplier (0.2-1): an answer about something else keeps a fifth of its score, and
 * one made of debate vocabulary loses its share too (see substanceFactor).
 */
export function relevanceFactor(allText: string, info: MotionInfo, full = 0.45): number {
  const sub = substanceFactor(allText, info);
  if (info.terms.length === 0) return sub;
  // Both: the motion's terms are covered, and a fair share of sentences are about the motion at all.
  const rel = Math.min(relevance(meaningCoverage(allText, info), full), relevance(onMotionShare(allText, info), 0.4));
  return (0.2 + 0.8 * rel ** 2) * sub;
}

/** Share (0-1) of sentences that touch the motion's terms or their synonyms. */
export function onMotionShare(text: string, info: MotionInfo): number {
  const ss = sentences(text);
  if (!ss.length) return 0;
  const near = info.related.concat(
    info.topics.slice(0, 1).flatMap((t) => t.triggers.filter((x) => !/\s/.test(x)).map(stem)),
    fieldWordsIn(contentWords(text), info.field),
  );
  return (
    ss.filter((s) => abbreviationsIn(s, info.abbreviations).length > 0 || contentWords(s).some((w) => near.some((r) => termMatch(w, r))))
      .length / ss.length
  );
}

/**
 * Caps for answers that must not score well however polished they are: the other side's case
 * (SCORE_CAPS.wrongSide) and an answer mostly about something else (capped in proportion to relevance).
 */
export function applyCaps(dims: Dim[], overall: number, rf: number, wrong: Gap | null): number {
  let o = overall;
  if (wrong) o = capScores(dims, o, SCORE_CAPS.wrongSide);
  if (rf < SCORE_CAPS.offTopicBelow) o = capScores(dims, o, round1(SCORE_CAPS.offTopicPerRelevance * rf));
  return o;
}

export const score10 = (x: number) => round1(clamp(x * 10));

export interface Gap {
  note: string;
  fix: string;
  /** A relevance or stance gap: while one is open the coach never calls the work strong. */
  blocking?: boolean;
}
export interface Dim {
  key: string;
  label: string;
  score: number;
  gaps: Gap[];
  praise?: string;
  /** Share of the overall score; decides which gap is mentioned first. */
  weight?: number;
}

/** What the coach measured for one dimension; its key, label and weight come from the rubric. */
export type Measured = Omit<Dim, "key" | "label" | "weight">;

/** The rubric's dimensions, in its order, each with its label and weight and what the coach measured. */
export function dimsFor<K extends string>(rubric: Rubric<K>, measured: Record<K, Measured>): Dim[] {
  return rubric.dimensions.map((d) => ({ key: d.key, label: d.label, weight: d.weight, ...measured[d.key] }));
}

/** A dimension's label as the rubric gives it. */
export function labelOf<K extends string>(rubric: Rubric<K>, key: K): string {
  return rubric.dimensions.find((d) => d.key === key)?.label ?? key;
}

/** Weighted overall (0-10, one decimal): the rubric's weights, as dimsFor() set them. */
export function overallFrom(dims: Dim[]): number {
  return round1(clamp(weighted(dims.map((d) => [d.score, d.weight ?? 1]))));
}

export const gap = (note: string, fix: string, blocking = false): Gap => ({ note, fix, blocking });

/** Caps the overall score and scales every dimension down with it. */
export function capScores(dims: Dim[], overall: number, cap: number): number {
  if (overall <= cap) return overall;
  const f = cap / overall;
  for (const d of dims) d.score = round1(d.score * f);
  return cap;
}

/** The first comment for an answer that argues the other side. */
export function wrongSideGap(note: string | null, assigned: string): Gap | null {
  return note
    ? gap(note, `Argue for the ${assigned} side: state its position in your first sentence and keep every point on that side.`, true)
    : null;
}

/** Why a field earned nothing, in words a student can act on. */
export function statusGap(label: string, p: Profile): Gap | null {
  if (p.status === "empty") return gap(`The ${label} is missing.`, `Write the ${label}.`);
  if (p.status === "motion")
    return gap(
      `The ${label} only restates the motion.`,
      `Make the ${label} say something the motion does not: a reason, a mechanism or a case.`,
    );
  if (p.status === "duplicate") {
    const what = (p.copyOf ?? "another field").replace(/_/g, " ");
    return gap(
      `The ${label} repeats ${/^the /.test(what) ? what : `your ${what}`}.`,
      `Give the ${label} its own content instead of copying.`,
    );
  }
  return null;
}

function summaryLine(overall: number, open = false): string {
  if (overall >= 7.5 && !open) return "Strong work: specific, reasoned and on the motion.";
  if (overall >= 7.5) return "Well developed, but fix the gap below first.";
  if (overall >= 5.5) return "A solid base that needs more depth in places.";
  if (overall >= 3.5) return "A reasonable start, but it stays general and leaves key parts undeveloped.";
  return "This answer is too thin to score well yet.";
}

/** Comments and improvements in the user's feedback style. */
export function compose(dims: Dim[], overall: number, opts: CoachOptions = {}, maxImprovements = 4, lead?: Gap | null) {
  const style = opts.style ?? "detailed";
  const out = composeBody(dims, overall, style, maxImprovements, !!lead || dims.some((d) => d.gaps.some((g) => g.blocking)));
  if (!lead) return out;
  // A wrong-side answer loses whatever else it does well, so that comes first in every style.
  const rest = style === "brief" ? "" : style === "rubric" ? `\n${out.comments}` : ` ${out.comments}`;
  return {
    comments: `${lead.note}${rest}`,
    improvements: unique([lead.fix, ...out.improvements]).slice(0, style === "brief" ? 2 : maxImprovements),
  };
}

function composeBody(dims: Dim[], overall: number, style: FeedbackStyle, maxImprovements: number, open: boolean) {
  // The gap that costs the most points comes first: low score on a heavily weighted dimension.
  const need = (d: Dim) => (10 - d.score) * (d.weight ?? 1);
  const byNeed = [...dims].sort((a, b) => need(b) - need(a));
  const gaps = byNeed.flatMap((d) => d.gaps);
  const fixes = unique(gaps.map((g) => g.fix));
  const praised = (d: Dim) => !!d.praise && d.score >= 6 && d.gaps.length === 0;
  const best = [...dims].sort((a, b) => b.score - a.score).find(praised);
  const summary = (o: number) => summaryLine(o, open);
  if (style === "brief") {
    const first = gaps[0]?.note ?? best?.praise ?? summary(overall);
    const second = gaps[0] ? (best?.praise ?? summary(overall)) : "";
    return { comments: [first, second].filter(Boolean).join(" "), improvements: fixes.slice(0, 2) };
  }
  if (style === "rubric") {
    const fallback = (d: Dim) => (d.score >= 6 ? (d.praise ?? "Meets the standard.") : "Partly there; develop it further.");
    const lines = dims.map((d) => `${d.label} (${d.score}/10): ${d.gaps.map((g) => g.note).join(" ") || fallback(d)}`);
    return {
      comments: [...lines, `Overall (${round1(overall)}/10): ${summary(overall)}`].join("\n"),
      improvements: fixes.slice(0, maxImprovements),
    };
  }
  const praise = dims.filter(praised).map((d) => d.praise as string);
  const parts = [summary(overall), ...praise.slice(0, 2), ...unique(gaps.map((g) => g.note)).slice(0, 5)];
  return { comments: parts.join(" "), improvements: fixes.slice(0, maxImprovements) };
}

export function weighted(parts: [number, number][]): number {
  const total = parts.reduce((a, [, w]) => a + w, 0);
  return total === 0 ? 0 : parts.reduce((a, [v, w]) => a + v * w, 0) / total;
}

export { overlap, rebuttalCount };
