// A brief as one side argues it: its own three arguments, the other side's three (each with the answer
// this side gives), and helpers that word a brief's text inside a sentence.
import { pick } from "#server/ai/engine/offline/coach/motion.ts";
import { briefs, type Brief, type BriefArgument } from "#content/briefs.ts";
import type { Side } from "#shared/sides.ts";
import { contentTokens, splitSentences, stem } from "#server/ai/engine/offline/text/index.ts";

export interface SideMaterial {
  brief: Brief;
  side: Side;
  ours: BriefArgument[];
  theirs: BriefArgument[];
  weighing: string;
  /** Stems of the motion, shared by every argument, so they say nothing about which one a sentence makes. */
  motionStems: Set<string>;
  /** Lower-case words this brief uses in the middle of a sentence (with every brief's, they may open a
   * phrase in lower case). */
  lowerWords: Set<string>;
  /** Capitalised words this brief uses in the middle of a sentence: names, kept as they are. */
  names: Set<string>;
}

// By the brief itself: a teacher's brief may share its motion with the bank's, or with another teacher's.
const cache = new WeakMap<Brief, Map<Side, SideMaterial>>();

/** Lower-case words the texts use in the middle of a sentence: such a word may open a phrase in lower case. */
function lowerWordsOf(text: string): Set<string> {
  return new Set(text.match(/(?<=[a-z,;] )[a-z][a-z'-]*/g) ?? []);
}

/** Capitalised words the texts use in the middle of a sentence: names ("Finland", "Reading"). */
function namesOf(text: string): Set<string> {
  return new Set(text.match(/(?<=[a-z,;] )[A-Z][A-Za-z'-]*/g) ?? []);
}

// Every brief's words, so that a word one brief only uses to open a sentence ("Protesters …") is still known.
const ALL_BRIEFS = JSON.stringify([...briefs.values()]);
const BRIEF_WORDS = lowerWordsOf(ALL_BRIEFS);
const BRIEF_NAMES = namesOf(ALL_BRIEFS);
// A word no brief uses mid-sentence is still an ordinary word when it is a participle ("Addressing",
// "Sustained") or a compound of a known word ("Well-regulated").
const ORDINARY_FORM = /^[A-Z][a-z]{3,}(?:ing|ed)$/;

export function sideMaterial(brief: Brief, side: Side): SideMaterial {
  const bySide = cache.get(brief) ?? new Map<Side, SideMaterial>();
  cache.set(brief, bySide);
  const hit = bySide.get(side);
  if (hit) return hit;
  const [mine, other] = side === "Government" ? [brief.proposition, brief.opposition] : [brief.opposition, brief.proposition];
  const m: SideMaterial = {
    brief,
    side,
    ours: mine.arguments,
    // An argument of theirs we have no answer to (a teacher may leave a rebuttal out) is met on its reasoning instead.
    theirs: other.arguments.filter((a) => a.rebuttal),
    weighing: mine.weighing,
    motionStems: new Set(contentTokens(brief.motion).map(stem)),
    lowerWords: lowerWordsOf(JSON.stringify(brief)),
    names: namesOf(JSON.stringify(brief)),
  };
  bySide.set(side, m);
  return m;
}

/** Whether a brief's text can go on in lower case after a colon or "because": its first word is not a name. */
export function lowerable(m: SideMaterial, text: string): boolean {
  const first = text.split(/\s/)[0].replace(/[^A-Za-z'-]+$/, "");
  const lower = first.toLowerCase();
  if (first.slice(1) !== lower.slice(1)) return false; // "NATO", "BioNTech"
  const known = (w: string) => m.lowerWords.has(w) || BRIEF_WORDS.has(w);
  if (known(lower)) return true;
  if (m.names.has(first) || BRIEF_NAMES.has(first)) return false;
  return ORDINARY_FORM.test(first) || known(lower.split("-")[0]);
}

/** A title or sentence of the brief inside a sentence (after a colon or "because"): its first word in lower
 * case unless it is a name ("Finland", "NATO"). */
export function phrase(m: SideMaterial, text: string): string {
  return lowerable(m, text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

const ORDINALS = ["first", "second", "third"];

/** How a checkable case is brought in, chosen by the argument so rounds on different motions differ. */
const CASE_LEADS = ["Take a real case:", "There is a case you can check:", "The record bears this out:", "Consider the evidence:"];

/** "first", "second" or "third": where the argument stands in its side's case. */
export function ordinal(m: SideMaterial, a: BriefArgument): string {
  return ORDINALS[Math.max(m.ours.indexOf(a), 0)];
}

/** An argument told in full: claim, mechanism, example and impact, each as the brief words it (a part a
 * teacher's brief leaves out is left out). */
export function fullCase(m: SideMaterial, a: BriefArgument): string[] {
  const text = a.example.text;
  const example = text && (a.example.kind === "case" ? `${pick(a.title, CASE_LEADS)} ${phrase(m, text)}` : text);
  return [a.claim, a.mechanism, example, a.impact && `This matters: ${phrase(m, a.impact)}`].filter((s) => s !== "");
}

/** The argument's sentences a speech can add when it comes back to it, in the order a debater would. */
export function extensions(a: BriefArgument): string[] {
  return [...splitSentences(a.mechanism), ...splitSentences(a.example.text), ...splitSentences(a.impact)];
}
