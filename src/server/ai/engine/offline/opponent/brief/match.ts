// Which of the student's sentences makes (or attacks) which argument of the brief. Each shared word counts
// by how rare it is among the brief's six arguments, so "children" or "school", which every argument on a
// school motion uses, says little, while "times tables" says a lot; and a sentence is paired with an
// argument only when it shares one of the argument's own distinctive words (of its title, claim or
// keywords), not just a word its example happens to use, or when it all but restates the argument.
import { briefs, type Brief, type BriefArgument } from "#content/briefs.ts";
import { contentTokens, stem } from "#server/ai/engine/offline/text/index.ts";
import type { SideMaterial } from "./material";

/** The weight a sentence's words must reach (with one of the argument's own distinctive words among them)… */
const MATCH_AT = 3.5;
/** …or without one, when it shares so many of the argument's words that it all but restates it. */
const RESTATING_AT = 6;
/** A word found in at most this many of the brief's arguments is distinctive of those it is found in. */
const DISTINCTIVE_IN = 2;
/** Extra weight for a word the brief lists among the argument's keywords. */
const KEYWORD_BONUS = 0.5;
// A sentence that denies, doubts or turns what it names attacks the argument rather than making it.
const DENIES =
  /\b(not|no|never|cannot|nothing|fails?|wrong|false|myth|hardly|seldom|rarely|barely|little|less|fewer|few|neither|nor|but|however|although|though|yet|unless|doubt\w*|unlikely|exaggerat\w*|overstat\w*|backfires?|worse|instead|rather)\b|n't\b/i;
/** Share of a sentence's words that must come from an argument's claim before it counts as restating it. */
const RESTATES_AT = 0.6;

export interface Match {
  sentence: string;
  arg: BriefArgument;
  ours: boolean;
  score: number;
  /** The sentence says what the argument's claim says, without denying it: the student made our point. */
  restates: boolean;
}

/** How well a sentence fits an argument: the rarity-weighted words it shares, and how many of them are
 * distinctive words of the argument's title, claim or keywords. */
export interface Fit {
  score: number;
  core: number;
}

interface Vocabulary {
  words: Map<BriefArgument, Set<string>>;
  keys: Map<BriefArgument, { single: Set<string>; phrases: string[][] }>;
  /** The words of each argument's title, claim and keywords: what the argument is about. */
  core: Map<BriefArgument, Set<string>>;
  /** In how many of the brief's arguments each word occurs. */
  spread: Map<string, number>;
  motion: Set<string>;
}

const vocabularies = new WeakMap<Brief, Vocabulary>();
const stemsOf = (text: string) => new Set(contentTokens(text).map(stem));

function vocabularyOf(brief: Brief): Vocabulary {
  let v = vocabularies.get(brief);
  if (v) return v;
  const motion = stemsOf(brief.motion);
  const all = [...brief.proposition.arguments, ...brief.opposition.arguments];
  v = { words: new Map(), keys: new Map(), core: new Map(), spread: new Map(), motion };
  for (const a of all) {
    const text = `${a.title} ${a.claim} ${a.mechanism} ${a.example.text} ${a.impact} ${a.rebuttal} ${a.keywords.join(" ")}`;
    const words = new Set([...stemsOf(text)].filter((w) => !motion.has(w)));
    v.words.set(a, words);
    for (const w of words) v.spread.set(w, (v.spread.get(w) ?? 0) + 1);
    const keys = a.keywords.map((k) => contentTokens(k).map(stem)).filter((k) => k.length > 0);
    v.keys.set(a, { single: new Set(keys.flat()), phrases: keys.filter((k) => k.length > 1) });
    v.core.set(a, new Set([...stemsOf(`${a.title} ${a.claim}`), ...keys.flat()]));
  }
  vocabularies.set(brief, v);
  return v;
}

export function argumentFit(sentence: string, a: BriefArgument, brief: Brief): Fit {
  const v = vocabularyOf(brief);
  const words = new Set([...stemsOf(sentence)].filter((w) => !v.motion.has(w)));
  const mine = v.words.get(a)!;
  const keys = v.keys.get(a)!;
  const core = v.core.get(a)!;
  const args = v.words.size;
  let score = 0;
  let coreHits = 0;
  for (const w of words) {
    if (!mine.has(w)) continue;
    const spread = v.spread.get(w)!;
    score += Math.log((args + 1) / spread) + (keys.single.has(w) ? KEYWORD_BONUS : 0);
    if (spread <= DISTINCTIVE_IN && core.has(w)) coreHits++;
  }
  // A keyword phrase said whole ("times tables", "family time") is a sign of its own.
  for (const k of keys.phrases)
    if (k.every((w) => words.has(w))) {
      score += 1;
      coreHits++;
    }
  return { score, core: coreHits };
}

/** Whether a sentence really concerns an argument, not only shares its common words. */
export function concerns(f: Fit): boolean {
  return (f.score >= MATCH_AT && f.core > 0) || f.score >= RESTATING_AT;
}

/** Each sentence's best argument of either side, when it really concerns one; best matches first. */
export function matchSentences(sentences: string[], m: SideMaterial): Match[] {
  const out: Match[] = [];
  for (const sentence of sentences) {
    let best: Match | null = null;
    for (const [ours, args] of [
      [true, m.ours],
      [false, m.theirs],
    ] as const) {
      for (const arg of args) {
        const fit = argumentFit(sentence, arg, m.brief);
        if (concerns(fit) && (!best || fit.score > best.score))
          best = { sentence, arg, ours, score: fit.score, restates: restates(sentence, arg) };
      }
    }
    if (best) out.push(best);
  }
  return out.sort((a, b) => b.score - a.score);
}

function restates(sentence: string, a: BriefArgument): boolean {
  if (DENIES.test(sentence)) return false;
  const words = [...stemsOf(sentence)];
  const claim = stemsOf(`${a.title} ${a.claim}`);
  return words.length > 0 && words.filter((w) => claim.has(w)).length / words.length >= RESTATES_AT;
}

// In how many briefs each word occurs: a word every brief uses ("time", "change") places a speech on no
// motion in particular, a word of this brief alone ("homework") places it here.
const BRIEF_SPREAD = new Map<string, number>();
for (const b of briefs.values()) for (const w of stemsOf(JSON.stringify(b))) BRIEF_SPREAD.set(w, (BRIEF_SPREAD.get(w) ?? 0) + 1);

const pools = new WeakMap<Brief, Set<string>>();

/** The stems of the brief's motion, actors, clashes, definitions and arguments. */
function briefPool(brief: Brief): Set<string> {
  let pool = pools.get(brief);
  if (!pool) {
    const { note: _note, ...text } = brief;
    pool = stemsOf(JSON.stringify(text));
    pools.set(brief, pool);
  }
  return pool;
}

/** How much a text is about this brief's motion: its words of the brief, each weighted by how few briefs
 * use it; a word half the briefs use ("need", "time", "better") counts for nothing. */
function relevance(text: string, m: SideMaterial): number {
  const pool = briefPool(m.brief);
  let score = 0;
  for (const w of stemsOf(text)) {
    const spread = BRIEF_SPREAD.get(w) ?? 1;
    if (pool.has(w) && spread <= briefs.size / 2) score += Math.log((briefs.size + 1) / spread);
  }
  return score;
}

/** The relevance per word below which a text that names nothing of the motion is not about it: a sentence
 * of a brief's own arguments scores above 0.6, one from a brief on another motion below 0.5. */
const ABOUT_MOTION_AT = 0.5;
/** A speech shorter than this (in content words) is too short to call off the motion. */
const OFF_MOTION_WORDS = 5;

/** Whether a text is about this motion: it names a word of the motion or says one of the brief's keyword
 * phrases whole ("pay tax"), or its words are mostly words of the brief that other briefs do not use. */
export function aboutMotion(text: string, m: SideMaterial): boolean {
  const words = stemsOf(text);
  const v = vocabularyOf(m.brief);
  return (
    [...words].some((w) => v.motion.has(w)) ||
    [...v.keys.values()].some((k) => k.phrases.some((p) => p.every((w) => words.has(w)))) ||
    relevance(text, m) >= ABOUT_MOTION_AT * words.size
  );
}

/** Whether a speech is about another motion altogether: long enough to tell, and not about this one. */
export function offMotion(speech: string, m: SideMaterial): boolean {
  return stemsOf(speech).size >= OFF_MOTION_WORDS && !aboutMotion(speech, m);
}
