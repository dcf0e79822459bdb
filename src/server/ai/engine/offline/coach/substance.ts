// Substance, not signals: a connective, a weighing phrase or an evidence word earns credit only when
// the clause around it says something specific (a motion term, an actor, a concrete noun). Debate
// vocabulary on its own ("the impact is huge, studies show the harm") is what a gamer writes, so a
// text made of it loses credit instead of gaining it.
import { contentWords, exampleSignals, sentences, termMatch, unique, weighingCount } from "#server/ai/engine/offline/text/index.ts";
import type { MotionInfo } from "./motion";

const VOCAB_WORDS =
  "matter matters mattered impact impacts huge important importance significant significantly serious seriously consequence consequences " +
  "lead leads leading led result results resulting cause causes caused causing problem problems mechanism mechanisms outcome outcomes " +
  "follow follows grow grows growing study studies show shows shown showing data indicate indicates research evidence report reports " +
  "reported statistic statistics prove proves proven survey surveys example examples instance instances according case cases several " +
  "various country countries other side sides disagree disagrees agree agrees affect affected affects vulnerable long term terms short " +
  "balance outweigh outweighs everything win wins winning reason reasons point points argument arguments issue issues fact facts " +
  "person society world everyone everybody effect effects benefit benefits good bad better worse great big large small lot really crucial " +
  "key major minor massive real true false wrong clearly obviously clear thing things stuff way ways aspect aspects factor factors level " +
  "levels situation idea ideas increase increases decrease decreases rise rises overall general generally certain certainly likely " +
  "unlikely probability magnitude scale severity harm harms harmful danger dangerous risk risks positive negative help helps " +
  "claim claims say says said frame frames wrong flawed fails fail ignores ignore overlooks assumes overstates weak disagree everyone " +
  "debate motion house government opposition proposition judge judges audience most least more less far important part " +
  // Words that look like a model or a definition but bound nothing on their own.
  "means mean meaning including include includes excluding exclude excludes specifically specific classified classify threshold any all " +
  "only category defined definition refers per body bodies enforce enforces enforced enforcement fine fines penalty penalties phase phased " +
  "within year years monitor monitored audit audited regulator regulators department exemption exemptions exception exceptions licence " +
  "licences license inspection inspections court courts fund funding funded before after policy law laws rule rules apply applies " +
  "mechanism system process implement implemented implementation support oppose protect protection future community trust justice " +
  "fairness fair freedom safety rights right dignity value values imagine picture storm flood fire person city faced face";
const VOCAB = new Set(contentWords(VOCAB_WORDS));

/** Whether a word is debate vocabulary rather than content ("impact", "weigh", "studies"). */
export function isDebateVocab(word: string): boolean {
  const w = contentWords(word)[0];
  return !w || VOCAB.has(w) || /^(weigh|outweigh)/.test(w);
}

/** Content stems that carry meaning beyond debate vocabulary. */
export function specificStems(text: string): string[] {
  return unique(contentWords(text).filter((w) => !VOCAB.has(w) && !/^\d+$/.test(w)));
}

/** Share (0-1) of a text's content words that are debate vocabulary. */
export function vocabShare(text: string): number {
  const cw = contentWords(text);
  return cw.length === 0 ? 0 : cw.filter((w) => VOCAB.has(w)).length / cw.length;
}

const onMotion = (w: string, info: MotionInfo) => info.related.some((r) => termMatch(w, r));

/**
 * How much the text says (0-1): distinct specific stems, motion words counting half (repeating the
 * motion is not new content), discounted when debate vocabulary dominates.
 */
export function substanceFactor(text: string, info: MotionInfo, full = 5): number {
  const spec = specificStems(text);
  const fresh = spec.filter((w) => !onMotion(w, info)).length;
  const n = fresh + 0.5 * (spec.length - fresh);
  const share = vocabShare(text);
  // Brevity is scored elsewhere; this mainly removes credit from vocabulary with nothing behind it.
  const base = Math.min(1, 0.5 + (0.5 * n) / full);
  return share > 0.45 ? base * Math.max(0.3, 1 - 1.6 * (share - 0.45)) : base;
}

// Connectives people really use to chain reasons; each splits a sentence into a cause and an effect.
const LINK =
  /\s*(?:\b(?:because|since|therefore|thus|hence|so that|which means|this means|that means|meaning that|means that|means|leads? to|led to|leading to|results? in|resulting in|as a result|consequently|in turn|causes?|caused|causing|due to|in order to|which is why|that is why|this is why)\b|,\s*so\b|^so\b|;\s*so\b|,\s*which\b)\s*/gi;

/** Reasoning links whose two sides both carry specific content. */
export function substantiveReasoning(text: string): number {
  let n = 0;
  for (const sent of sentences(text)) {
    const raw = sent.split(LINK);
    const parts = raw.filter((p) => p.trim());
    // "Because X, Y": the reason comes first and the comma separates it from the claim.
    if (!raw[0].trim() && parts[0]?.includes(",")) parts.splice(0, 1, ...splitOnce(parts[0], ","));
    if (parts.length < 2) continue;
    for (let i = 1; i < parts.length; i++) if (specificStems(parts[i - 1]).length >= 1 && specificStems(parts[i]).length >= 1) n++;
  }
  return n;
}

/**
 * Example signals that name something (a place, a figure, a study) in a text tied to the motion (its
 * terms or its actors' words); in a text about something else they count a third. Evidence words
 * with nothing named ("studies show", "data indicates") count for nothing.
 */
export function substantiveExamples(text: string, info: MotionInfo, actorWords: string[] = []): number {
  const tiedTo = (s: string) => contentWords(s).some((w) => onMotion(w, info) || actorWords.some((a) => termMatch(w, a)));
  const field = tiedTo(text);
  let n = 0;
  for (const sent of sentences(text)) {
    const sig = exampleSignals(sent);
    if (!sig || specificStems(sent).length === 0) continue;
    n += field || tiedTo(sent) ? sig : sig / 3;
  }
  return n;
}

/** Weighing phrases in sentences that compare something specific (two or more specific stems). */
export function substantiveWeighing(text: string): number {
  let n = 0;
  for (const sent of sentences(text)) if (specificStems(sent).length >= 2) n += Math.min(2, weighingCount(sent));
  return n;
}

/** Connectives as written, whether or not they join anything specific. */
export function linkCount(text: string): number {
  return sentences(text).reduce((n, s) => n + s.split(LINK).length - 1, 0);
}

function splitOnce(s: string, sep: string): string[] {
  const i = s.indexOf(sep);
  return [s.slice(0, i), s.slice(i + sep.length)];
}

/** Words in sentences with at least two specific stems. */
export function substantiveWords(text: string): number {
  return sentences(text).reduce((n, s) => n + (specificStems(s).length >= 2 ? s.split(/\s+/).filter(Boolean).length : 0), 0);
}
