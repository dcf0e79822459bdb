// Which of the student's sentences makes (or attacks) which argument of the brief: the argument's
// keywords, then the content words the sentence shares with its claim and mechanism.
import type { BriefArgument } from "../../../../../content/briefs";
import { contentTokens, stem } from "../../text";
import type { SideMaterial } from "./material";

/** A sentence needs this much in common with an argument before the opponent says it answers it. */
const MATCH_AT = 3;
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

const argStems = new WeakMap<BriefArgument, { words: Set<string>; keys: string[][] }>();

function stemsOf(a: BriefArgument) {
  let s = argStems.get(a);
  if (!s) {
    s = {
      words: new Set(contentTokens(`${a.title} ${a.claim} ${a.mechanism}`).map(stem)),
      keys: a.keywords.map((k) => contentTokens(k).map(stem)).filter((k) => k.length > 0),
    };
    argStems.set(a, s);
  }
  return s;
}

export function matchScore(sentence: string, a: BriefArgument, motionStems: Set<string>): number {
  const words = new Set(contentTokens(sentence).map(stem));
  const { words: mine, keys } = stemsOf(a);
  const keyHits = keys.filter((k) => k.every((w) => words.has(w))).length;
  const shared = [...words].filter((w) => mine.has(w) && !motionStems.has(w)).length;
  return keyHits * 2 + shared;
}

/** Each sentence's best argument of either side, when it is close enough; best matches first. */
export function matchSentences(sentences: string[], m: SideMaterial): Match[] {
  const out: Match[] = [];
  for (const sentence of sentences) {
    let best: Match | null = null;
    for (const [ours, args] of [
      [true, m.ours],
      [false, m.theirs],
    ] as const) {
      for (const arg of args) {
        const score = matchScore(sentence, arg, m.motionStems);
        if (score >= MATCH_AT && (!best || score > best.score)) best = { sentence, arg, ours, score, restates: restates(sentence, arg) };
      }
    }
    if (best) out.push(best);
  }
  return out.sort((a, b) => b.score - a.score);
}

function restates(sentence: string, a: BriefArgument): boolean {
  if (DENIES.test(sentence)) return false;
  const words = [...new Set(contentTokens(sentence).map(stem))];
  const claim = new Set(contentTokens(`${a.title} ${a.claim}`).map(stem));
  return words.length > 0 && words.filter((w) => claim.has(w)).length / words.length >= RESTATES_AT;
}

/** How much a sentence has to do with the brief at all (its actors, clashes and arguments). */
export function relevance(sentence: string, m: SideMaterial): number {
  const pool = briefPool(m);
  return contentTokens(sentence)
    .map(stem)
    .filter((w) => pool.has(w)).length;
}

const pools = new WeakMap<SideMaterial, Set<string>>();

/** The stems of the brief's motion, actors, clashes and arguments. */
function briefPool(m: SideMaterial): Set<string> {
  let pool = pools.get(m);
  if (!pool) {
    pool = new Set([...m.motionStems, ...contentTokens(`${m.brief.actors.join(" ")} ${m.brief.clashes.join(" ")}`).map(stem)]);
    for (const a of [...m.ours, ...m.theirs]) for (const w of stemsOf(a).words) pool.add(w);
    pools.set(m, pool);
  }
  return pool;
}
