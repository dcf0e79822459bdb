// What the learned argument-quality model sees in a text. Most features are shares (per word, per
// sentence) so that they describe how an argument is made rather than how long it is; a few length
// terms are kept on a log scale, since people do prefer a developed argument to a bare assertion.
// Reasons and evidence are read from grammar (subordinate clauses, numbers, dates, named things,
// sources) by wink-nlp's tagger, not from a list of debate words a student could stuff in.
import type { ItemEntity, ItemSentence } from "wink-nlp";
import { nlp } from "./nlp";

const POS_TAGS = [
  "NOUN",
  "VERB",
  "ADJ",
  "ADV",
  "PRON",
  "PROPN",
  "NUM",
  "DET",
  "ADP",
  "AUX",
  "CCONJ",
  "SCONJ",
  "PART",
  "INTJ",
  "PUNCT",
  "SYM",
] as const;
const EVIDENCE_ENTITIES = new Set(["DATE", "CARDINAL", "PERCENT", "MONEY", "ORDINAL", "DURATION", "TIME", "URL"]);

export const FEATURE_NAMES = [
  "logWords",
  "logSentences",
  "wordsPerSentence",
  ...POS_TAGS.map((t) => `pos${t}`),
  "unknownWords",
  "sources",
  "quantities",
  "evidenceSentences",
  "reasonedSentences",
  "namedSentences",
  "negation",
  "sentiment",
  "absSentiment",
  "exclamations",
  "questions",
  "shouting",
  "lowercaseStarts",
  "lowercaseI",
  "firstPersonSingular",
  "secondPerson",
  "firstPersonPlural",
  "wordLength",
  "longWords",
  "readingEase",
  "stopWords",
  "contractions",
  "lexicalVariety",
  "noFinalStop",
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

/** Web text carries markup and entities; a person reading it would not see them. */
export function cleanText(text: string): string {
  return text
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<[^>]+>/g, " ")
    .replace(
      /&(amp|quot|#39|apos|lt|gt|nbsp);/g,
      (_, e: string) => ({ amp: "&", quot: '"', "#39": "'", apos: "'", lt: "<", gt: ">", nbsp: " " })[e] ?? " ",
    )
    .replace(/[ \t]+/g, " ")
    .trim();
}

const share = (n: number, d: number) => (d > 0 ? n / d : 0);

/** Moving-window type/token ratio over stems: vocabulary variety that does not fall as a text grows. */
function variety(stems: string[], window = 25): number {
  if (stems.length === 0) return 0;
  if (stems.length <= window) return new Set(stems).size / stems.length;
  let total = 0;
  let n = 0;
  for (let i = 0; i + window <= stems.length; i += 5, n++) total += new Set(stems.slice(i, i + window)).size / window;
  return total / n;
}

/** The feature vector of one text, in FEATURE_NAMES order. An empty text is all zeros. */
export function argumentFeatures(raw: string): number[] {
  const text = cleanText(raw);
  const { nlp: wink, firstUnknownId } = nlp();
  const its = wink.its;
  const doc = wink.readDoc(text);
  const tokens = doc.tokens();
  // One column per token property; wink's typings do not cover every helper, so each is cast once here.
  const col = <T>(f: unknown) => tokens.out(f as never) as unknown as T[];
  const values = tokens.out() as string[];
  const pos = col<string>(its.pos);
  const types = col<string>(its.type);
  const negated = col<boolean>(its.negationFlag);
  const ids = col<number>(its.uniqueId);
  const stems = col<string>(its.stem);
  const stops = col<boolean>(its.stopWordFlag);
  const contractions = col<boolean>(its.contractionFlag);
  const normals = col<string>(its.normal);

  const wordIdx: number[] = [];
  for (let i = 0; i < types.length; i++) if (types[i] === "word") wordIdx.push(i);
  const words = wordIdx.length;
  const nTokens = values.length;
  const posCount = new Map<string, number>();
  for (const p of pos) posCount.set(p, (posCount.get(p) ?? 0) + 1);

  // Sentence by sentence: does it give a reason (a subordinate clause), evidence (a quantity, date or
  // source), a named case?
  const spans: [number, number][] = [];
  doc.sentences().each((s: ItemSentence) => void spans.push(s.out(its.span) as unknown as [number, number]));
  let reasoned = 0;
  let evidenced = 0;
  let named = 0;
  let lowerStarts = 0;
  let questions = 0;
  let exclaims = 0;
  let noFinal = 0;
  for (const [a, b] of spans) {
    let hasSconj = false;
    let hasNum = false;
    let hasName = false;
    for (let i = a; i <= b; i++) {
      if (pos[i] === "SCONJ") hasSconj = true;
      if (pos[i] === "NUM" || types[i] === "url") hasNum = true;
      if (pos[i] === "PROPN") hasName = true;
    }
    if (hasSconj) reasoned++;
    if (hasNum) evidenced++;
    if (hasName) named++;
    const first = values[a] ?? "";
    if (/^[a-z]/.test(first)) lowerStarts++;
    const last = values[b] ?? "";
    if (last === "?") questions++;
    else if (last === "!") exclaims++;
    else if (last !== ".") noFinal++;
  }
  const sentences = spans.length;

  let entitiesEvidence = 0;
  doc.entities().each((e: ItemEntity) => {
    if (EVIDENCE_ENTITIES.has(e.out(its.type) as string)) entitiesEvidence++;
  });

  let unknown = 0;
  let shouting = 0;
  let lowercaseI = 0;
  let first = 0;
  let second = 0;
  let plural = 0;
  let letters = 0;
  let long = 0;
  let stop = 0;
  let neg = 0;
  let contracted = 0;
  const wordStems: string[] = [];
  for (const i of wordIdx) {
    const v = values[i];
    if (ids[i] >= firstUnknownId) unknown++;
    if (/^[A-Z]{3,}$/.test(v)) shouting++;
    if (v === "i") lowercaseI++;
    const n = normals[i];
    if (pos[i] === "PRON") {
      if (n === "i" || n === "me" || n === "my" || n === "mine" || n === "myself") first++;
      else if (n === "you" || n === "your" || n === "yours" || n === "yourself") second++;
      else if (n === "we" || n === "us" || n === "our" || n === "ours" || n === "ourselves") plural++;
    }
    letters += v.length;
    if (v.length >= 7) long++;
    if (stops[i]) stop++;
    if (negated[i]) neg++;
    if (contractions[i]) contracted++;
    if (!stops[i]) wordStems.push(stems[i]);
  }
  const sources = types.filter((t) => t === "url" || t === "email").length;
  const sentiment = words ? (doc.out(its.sentiment) as unknown as number) : 0;
  const ease = words ? (doc.out(its.readabilityStats) as unknown as { fres: number }).fres : 0;

  const byName: Record<FeatureName, number> = {
    logWords: Math.log1p(words),
    logSentences: Math.log1p(sentences),
    wordsPerSentence: Math.min(60, share(words, sentences)) / 10,
    ...(Object.fromEntries(POS_TAGS.map((t) => [`pos${t}`, share(posCount.get(t) ?? 0, nTokens)])) as Record<
      `pos${(typeof POS_TAGS)[number]}`,
      number
    >),
    unknownWords: share(unknown, words),
    sources: Math.log1p(sources),
    quantities: Math.log1p(entitiesEvidence),
    evidenceSentences: share(evidenced, sentences),
    reasonedSentences: share(reasoned, sentences),
    namedSentences: share(named, sentences),
    negation: share(neg, words),
    sentiment,
    absSentiment: Math.abs(sentiment),
    exclamations: share(exclaims, sentences),
    questions: share(questions, sentences),
    shouting: share(shouting, words),
    lowercaseStarts: share(lowerStarts, sentences),
    lowercaseI: share(lowercaseI, words),
    firstPersonSingular: share(first, words),
    secondPerson: share(second, words),
    firstPersonPlural: share(plural, words),
    wordLength: share(letters, words) / 5,
    longWords: share(long, words),
    readingEase: Math.max(-50, Math.min(120, ease)) / 100,
    stopWords: share(stop, words),
    contractions: share(contracted, words),
    lexicalVariety: variety(wordStems),
    noFinalStop: share(noFinal, sentences),
  };
  return FEATURE_NAMES.map((n) => byName[n]);
}
