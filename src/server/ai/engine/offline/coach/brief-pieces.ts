// Small readers over a motion brief that the brief-built material shares: a side's part of the brief,
// a seeded choice, and which argument or sentence of the brief is closest to some words.
import type { Brief, BriefArgument } from "#content/briefs.ts";
import type { Side } from "#shared/sides.ts";
import { contentWords, splitSentences } from "#server/ai/engine/offline/text/index.ts";

export type BriefSide = Brief["proposition"];

/** The brief's part for a drill side: Government argues the proposition. */
export const sideOf = (brief: Brief, side: Side): BriefSide => (side === "Government" ? brief.proposition : brief.opposition);

/** The n-th of a list, wrapping: a seed picks one of a few, so repeated requests do not always give the same piece. */
export const nth = <T>(items: readonly T[], n: number): T => items[((Math.floor(n) % items.length) + items.length) % items.length];

/** The list turned to start at the seed's pick. */
export const rotate = <T>(items: readonly T[], seed: number): T[] => items.map((_, i) => nth(items, seed + i));

/** A seed split into independent small choices: the first of `sizes` takes seed mod size, the next the rest, and so on. */
export function choices(seed: number, ...sizes: number[]): number[] {
  let rest = Math.abs(Math.floor(seed));
  return sizes.map((n) => {
    const c = rest % n;
    rest = Math.floor(rest / n);
    return c;
  });
}

/** How many of `words`' content stems occur in `text`. */
export function overlap(words: string, text: string): number {
  const set = new Set(contentWords(text));
  return new Set(contentWords(words).filter((w) => set.has(w))).size;
}

/** Everything an argument says, for matching it against a clash or an actor. */
export const argumentText = (a: BriefArgument) => [a.title, a.claim, a.mechanism, a.impact, a.keywords.join(", ")].join(" ");

/** The argument of a side closest to `words`; ties go to the seed's pick, so a seed still varies the answer. */
export const closestArgument = (side: BriefSide, words: string, seed: number): BriefArgument =>
  closest(side.arguments, words, seed, argumentText);

// A sentence that opens on a pronoun leans on the one before it, so it cannot be quoted alone.
const LEANS_BACK = /^(It|This|That|They|These|Those|Such|He|She|Its|Their)\b/;

/** The sentences of an argument that stand on their own: its claim, then its mechanism and impact. */
export const sentencesOf = (a: BriefArgument) =>
  [a.claim, ...splitSentences(a.mechanism), ...splitSentences(a.impact)].filter((s) => !LEANS_BACK.test(s));

/** The one of `items` whose text shares most words with `words`; ties go to the seed's pick. */
export function closest<T>(items: readonly T[], words: string, seed: number, textOf: (x: T) => string = String): T {
  const start = nth(items, seed);
  return items.reduce((best, x) => (overlap(words, textOf(x)) > overlap(words, textOf(best)) ? x : best), start);
}

/** The last sentence of a text (a side's weighing ends on the line a debater would say aloud). */
export const lastSentence = (s: string) => splitSentences(s).at(-1) ?? s;

/** "we should …" after "They will say": only the opening word is lowered (stances open with We or It). */
export const lowerOpening = (s: string) => s.replace(/^(We|It)\b/, (w) => w.toLowerCase());

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * An actor as the brief's prose writes it: the brief lists actors in lower case, so a word the prose only
 * ever capitalises mid-sentence is a name ("producer countries such as Mexico and Colombia").
 */
export function displayName(brief: Brief, who: string): string {
  const args = [brief.proposition, brief.opposition].flatMap((s) =>
    s.arguments.flatMap((a) => [a.title, a.claim, a.mechanism, a.example.text, a.impact, a.rebuttal]),
  );
  const prose = [...brief.clashes, brief.definitions ?? "", ...args].join(". ");
  const words = who.split(" ").map((w) => {
    const forms = [...prose.matchAll(new RegExp(`(?<![.!?:]\\s)\\b${escape(w)}\\b`, "gi"))].map((m) => m[0]);
    return w.length > 1 && forms.length > 0 && forms.every((f) => f[0] !== f[0].toLowerCase()) ? forms[0] : w;
  });
  const name = words.join(" ");
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** An argument with every part a spoken argument needs: a teacher's may give a claim alone. */
const full = (a: BriefArgument) => !!(a.mechanism && a.example.text && a.impact && a.rebuttal);
const answered = (a: BriefArgument) => !!a.rebuttal;

export type MaterialNeed = "argument" | "framing" | "clash" | "actors";

/**
 * The brief as the drills' material reads it, or undefined when the material needs a part this brief leaves
 * out (the coach then builds from the motion instead). An argument or a frame is spoken from the side's full
 * arguments only, and a frame answers the other side with the rebuttal to its argument; a clash and the
 * actors need the brief's clashes (and two actors). A bank brief is full throughout and passes unchanged; a
 * teacher's may be a claim a side.
 */
export function materialBrief<B extends Brief>(brief: B | undefined, need: MaterialNeed, side: Side = "Government"): B | undefined {
  if (!brief) return undefined;
  const spoken = need === "argument" || need === "framing";
  // The side that speaks keeps its full arguments; a frame answers the other side with the rebuttal to its argument.
  const keep = (s: Side): BriefSide => {
    const part = sideOf(brief, s);
    const ok = s === side ? full : answered;
    return spoken && (s === side || need === "framing") ? { ...part, arguments: part.arguments.filter(ok) } : part;
  };
  const out = { ...brief, proposition: keep("Government"), opposition: keep("Opposition") };
  const has = (s: Side) => sideOf(out, s).arguments.length > 0;
  const ok = {
    argument: has(side),
    framing: has("Government") && has("Opposition") && out.clashes.length > 0,
    clash: out.clashes.length > 0,
    actors: out.actors.length >= 2 && out.clashes.length > 0,
  }[need];
  return ok ? out : undefined;
}
