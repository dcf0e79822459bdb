// The measures the integrity checks read from a text, independent of any drill or engine: content stems
// per sentence, stem bigrams for copy detection (robust to changed stopwords, punctuation and sentence
// order), and the share of a text that is only debate vocabulary.
import { STOPWORDS, contentWords, splitSentences, tokenize } from "#server/ai/engine/offline/text/index.ts";

/** Content stems of a sentence, in order (stopwords out, stemmed): what every comparison below uses. */
export const stemsOf = (s: string): string[] => contentWords(s).filter((w) => !/^\d+$/.test(w));

/**
 * The text without what it puts in quotation marks: there the app quotes someone else (the opponent quoting
 * the student's own sentence back, a motion), so those words are never material a student could copy.
 */
export const withoutQuotations = (text: string): string => text.replace(/"[^"\n]{0,400}"|“[^”\n]{0,400}”/g, " ");

/** Adjacent pairs of content stems: a copied sentence keeps most of them however its small words change. */
export function bigrams(stems: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < stems.length; i++) out.push(`${stems[i]} ${stems[i + 1]}`);
  return out;
}

/** Everything generated for a user, indexed once per check. */
export interface SourceIndex {
  texts: string[];
  pairs: Set<string>;
  stems: Set<string>;
}

export function indexSources(texts: string[]): SourceIndex {
  const pairs = new Set<string>();
  const stems = new Set<string>();
  for (const t of texts)
    for (const s of splitSentences(t)) {
      const st = stemsOf(s);
      for (const w of st) stems.add(w);
      for (const b of bigrams(st)) pairs.add(b);
    }
  return { texts, pairs, stems };
}

/**
 * Is this sentence taken from the sources? Most of its stem pairs occur there, or nearly all its
 * specific stems with a good share of the pairs (a copy with some words swapped). The motion's own
 * phrases ("organ donation", "written reports") are shared by every honest answer, so pairs made only
 * of motion words are not evidence, and a sentence with too few other pairs is never judged.
 */
export function copiedFrom(stems: string[], src: SourceIndex, motion: ReadonlySet<string>): boolean {
  if (src.pairs.size === 0) return false;
  const pairs: string[] = [];
  for (let i = 0; i + 1 < stems.length; i++)
    if (!motion.has(stems[i]) || !motion.has(stems[i + 1])) pairs.push(`${stems[i]} ${stems[i + 1]}`);
  if (pairs.length < 4) return false;
  const pairShare = pairs.filter((p) => src.pairs.has(p)).length / pairs.length;
  const own = specificStems(stems).filter((w) => !motion.has(w));
  // Stock phrases ("at the end of the day") are everyone's: a copy must carry words of its own.
  if (own.length < 3) return false;
  const stemShare = own.length ? own.filter((w) => src.stems.has(w)).length / own.length : 0;
  return pairShare >= 0.6 || (own.length >= 5 && stemShare >= 0.85 && pairShare >= 0.35);
}

/** Jaccard similarity of two stem sets: near-duplicate sentences say the same thing with the same words. */
export function similarity(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared);
}

// Debate and rubric vocabulary, and the academic words that stand in for it: on their own they name a
// quality without showing it. Stems, so every form of a word counts ("impacts", "impactful").
const GENERIC_WORDS =
  "impact harm harmful benefit beneficial mechanism analysis analyse evidence study studies research data statistic " +
  "survey report example instance case show prove proof clear clearly significant significance important importance " +
  "matter serious seriously huge big major massive great small consequence consequences outcome result effect affect " +
  "cause causes causal problem problems issue issues risk risks cost costs value values principle principles vulnerable " +
  "stakeholder stakeholders society social community world country countries nation group groups everyone person " +
  "individual individuals long short term terms balance outweigh outweighs weigh weighing win wins side sides argument " +
  "arguments point points claim claims reason reasons logic logical link links framework frame clash burden magnitude " +
  "probability scope scale severity likelihood urgency priority priorities ultimately overall crucial critical vital " +
  "essential key fundamental profound considerable numerous various several certain many general generally specific " +
  "context contexts dynamic dynamics factor factors aspect aspects element elements dimension dimensions extent degree " +
  "ramification ramifications repercussion repercussions implication implications detriment detrimental externality " +
  "externalities fallout ensuing subsequent consequently accordingly thereby thus owing due culminate culminates " +
  "escalate escalates intensify intensifies compound compounds exacerbate exacerbates manifest salient paramount " +
  "empirical scholarly literature finding findings corroborate corroborates jurisdiction jurisdictions precedent " +
  "preponderate preponderates prevail notwithstanding counterclaim counterclaims susceptible incentive incentives " +
  "interest interests need needs right rights freedom safety fairness justice dignity trust future good bad better " +
  "worse positive negative help helps hurt hurts damage damages change changes way ways thing things lot lots time " +
  "year years number amount level levels area areas part parts system systems process approach idea ideas fact facts " +
  "reality really actually simply basically obviously indeed certainly definitely truly important happen happens " +
  "increase increases decrease decreases grow grows growth lead leads follow follows matter matters everybody " +
  "nowadays today modern society whole entire across within various further additionally moreover furthermore " +
  "know knows known deal deals think everyone everybody " +
  // Rhetoric about frames and actors that fits any motion: what a frame does, what any actor feels.
  "ignore ignores overlook overlooks assume assumes fail fails flaw flawed wrong overstate overstates weak strong real " +
  "question persuade convince audience judge judges imagine care cares worry worries depend depends power control " +
  "identity status pressure struggle fear fears want wants protect protection threat threats vote win " +
  // Implementation words that fit any model until they say who, what and how much.
  "fine fines penalty penalties phase phased monitor monitored audit audited regulator department exemption exemptions " +
  "exception exceptions licence licences inspection inspections court courts fund funding enforce enforcement body " +
  "include including exclude excluding specifically threshold classify classified rule rules law laws policy measure";
export const GENERIC: ReadonlySet<string> = new Set(GENERIC_WORDS.split(/\s+/).flatMap((w) => contentWords(w)));

/** Stems of a text that are not generic vocabulary: what says something specific. */
export const specificStems = (stems: string[]): string[] => stems.filter((w) => !GENERIC.has(w));

// Small words of other languages that English prose never uses on its own.
const FOREIGN =
  /\b(?:le|la|les|des|une|est|et|que|qui|pour|pas|avec|el|los|las|una|por|para|con|del|porque|der|die|das|und|ist|nicht|ein|eine|mit|auf|zu|weil|il|di|che|non|per|sono|het|een|niet)\b/gi;

/** Share of a text's words that are English function words; prose runs at 35–55%, a keyword list near 0. */
export function functionWordShare(text: string): { tokens: number; share: number; foreign: number } {
  const toks = tokenize(text);
  if (!toks.length) return { tokens: 0, share: 1, foreign: 0 };
  const fw = toks.filter((t) => STOPWORDS.has(t)).length;
  const foreign = (text.match(FOREIGN) ?? []).length + (text.match(/[à-ÿß]/gi) ?? []).length;
  return { tokens: toks.length, share: fw / toks.length, foreign };
}

/** Sentences that only declare a side ("I support the motion.") cost nothing to write, so they prove nothing. */
export const DECLARATION =
  /^(?:(?:so|and|therefore|again),?\s+)?(?:i|we)\s+(?:strongly\s+|firmly\s+|fully\s+)?(?:support|propose|back|oppose|reject|agree with|disagree with|stand (?:for|against)|regret|do not regret|don't regret)\s+(?:the|this)\s+(?:motion|house|proposal)\b[^.!?]{0,40}[.!?]?$/i;

/** A sentence that reports the other side ("They told us that…") answers it; restating what it answers is not copying. */
export const REPORTS_OTHER_SIDE =
  /^(?:but\s+|now\s+|so\s+)?(?:they|the other side|my opponents?|our opponents?|the opponent|the (?:government|opposition|proposition)(?: side)?|you|the ai)\s+(?:\w+\s+){0,2}?(?:claim|claims|claimed|say|says|said|argue|argues|argued|told|tell|tells|think|thinks|suggest|suggests|suggested|insist|insists|believe|believes|want us to believe)\b/i;
