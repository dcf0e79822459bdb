// Text analysis for the offline debater and judge. Heuristic on purpose: the offline coach reads a
// speech for the surface signs of good debating (reasons, examples, weighing, engagement) and says
// what it sees; it does not pretend to understand arguments the way a model or a human judge would.

import { stem as sharedStem } from "./text";

export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a an the and or but nor if then than that this these those there here it its is are was were be been being " +
    "am do does did doing have has had having i me my mine we us our ours you your yours he him his she her hers " +
    "they them their theirs what which who whom whose when where why how all any both each few more most other " +
    "some such no not only own same so too very can could will would shall should may might must of at by for " +
    "with about against between into through during before after above below to from up down in out on off over " +
    "under again further once also just as because while until although though however therefore thus hence even " +
    "yet still ever well really one ones thing things something anything everything get gets got make makes made " +
    "let lets like lot lots way ways many much per via etc don't doesn't isn't aren't won't can't cannot " +
    "wouldn't shouldn't it's that's there's i'm we're they're you're say says said think thinks believe believes " +
    "house motion since means mean lead leads led will whether every into onto upon within without people"
  ).split(/\s+/),
);

/** Lowercased word tokens, keeping inner apostrophes and hyphens ("don't", "single-use"). */
export function tokenize(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/[a-z0-9]+(?:['-][a-z0-9]+)*/g) ?? []
  );
}

export function wordCount(text: string): number {
  return tokenize(text).length;
}

/** The coach's stemmer (Porter, irregular forms folded), so coach, opponent and judge read words alike. */
export const stem = (word: string): string => sharedStem(word);

/** Content words in order of appearance: no stopwords, no bare numbers, at least 3 letters. */
export function contentWords(text: string): string[] {
  return tokenize(text).filter((t) => t.length >= 3 && !STOPWORDS.has(t) && !/^\d+$/.test(t));
}

export function contentStems(text: string): Set<string> {
  return new Set(contentWords(text).map(stem));
}

/** Content words of `text` whose stems also occur in `other` (deduplicated, in order). */
export function sharedTerms(text: string, other: string | Iterable<string>): string[] {
  const stems = typeof other === "string" ? contentStems(other) : new Set([...other].map(stem));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const w of contentWords(text)) {
    const s = stem(w);
    if (stems.has(s) && !seen.has(s)) {
      seen.add(s);
      out.push(w);
    }
  }
  return out;
}

/** Sentences, also splitting on line breaks and bullet points that people use instead of full stops. */
export function splitSentences(text: string): string[] {
  return text
    .replace(/\r/g, "")
    .split(/\n+|(?<=[.!?])["”’)]?\s+(?=["“‘(]?[A-Z0-9])|(?<=[.!?])\s*$/)
    .map((s) => s.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, "").trim())
    .filter((s) => /[a-z]/i.test(s));
}

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
      const words = contentWords(sentence);
      const hits = words.filter((w) => relevant.has(stem(w))).length;
      const strength = marker === null ? 0 : marker === "will" ? 2 : 3;
      return { sentence, index, marker, score: strength * 2 + Math.min(words.length, 12) / 4 + Math.min(hits, 3) };
    })
    .filter((x) => x.marker !== null && contentWords(x.sentence).length >= 3)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, max)
    .sort((a, b) => a.index - b.index);
  return ranked.map((x) => analyseClaim(x.sentence));
}

/** Plain assertions (no reasoning marker) with enough substance to answer; used when no claim is reasoned. */
export function extractAssertions(text: string, max = 2): string[] {
  return splitSentences(text)
    .filter((s) => reasoningMarker(s) === null && contentWords(s).length >= 3 && !s.trim().endsWith("?"))
    .filter((s) => !/^(for example|for instance|e\.g\.|such as|look at|take)\b/i.test(s.trim()))
    .sort((a, b) => contentWords(b).length - contentWords(a).length)
    .slice(0, max)
    .map(clean);
}

const EXAMPLE_CUES =
  /\b(for example|for instance|such as|e\.g\.|in the case of|a case in point|take the case|look at|consider how|evidence|study|studies|research|survey|data|statistics?|report(?:ed)?|per ?cent|percent)\b|%|\b(?:19|20)\d\d\b/gi;
const CAPITALISED_COMMON = new Set(
  (
    "I This That These Those The A An It We They You He She House Government Opposition Motion Firstly Secondly " +
    "Thirdly First Second Third Finally Moreover Furthermore However Therefore But And So If When Because Even " +
    "Our Your Their My Yes No OK Thank Thanks Let In On At For Imagine Consider Also Then Meanwhile Today"
  ).split(" "),
);

/** Words that look like names of people, places or organisations (capitalised mid-sentence). */
export function properNouns(text: string): string[] {
  const found: string[] = [];
  for (const sentence of splitSentences(text)) {
    const words = sentence.split(/\s+/).slice(1);
    for (const raw of words) {
      const w = raw.replace(/^[^A-Za-z]+|[^A-Za-z]+$/g, "");
      if (/^[A-Z][a-zA-Z]+$/.test(w) && !CAPITALISED_COMMON.has(w)) found.push(w);
    }
  }
  return found;
}

/** Count of concrete-example signals: example cues, numbers, dates, and named people or places. */
export function countExamples(text: string): number {
  const cues = text.match(EXAMPLE_CUES)?.length ?? 0;
  const numbers = text.match(/\b\d+(?:[.,]\d+)?\b/g)?.length ?? 0;
  return cues + Math.min(numbers, 3) + Math.min(new Set(properNouns(text)).size, 3);
}

export function hasExample(sentence: string): boolean {
  return countExamples(sentence) > 0;
}

const WEIGHING_RE = new RegExp(
  [
    "outweighs?",
    "more important",
    "most important",
    "matters? more",
    "matters? most",
    "the (?:biggest|largest|key|crucial|central) (?:issue|question|clash|point|harm|benefit|impact)",
    "on balance",
    "even if",
    "crucially",
    "more likely",
    "less likely",
    "probability",
    "magnitude",
    "scale of",
    "irreversible",
    "long[- ]term",
    "short[- ]term",
    "in comparison",
    "compared (?:to|with)",
    "weigh(?:s|ed|ing)?",
    "prioriti[sz]e",
    "priority",
    "(?:more|less|greater|bigger|smaller|worse|better|fewer) [a-z' -]{0,40}than",
  ]
    .map((p) => `\\b${p}\\b`)
    .join("|"),
  "gi",
);

export function countWeighing(text: string): number {
  return text.match(WEIGHING_RE)?.length ?? 0;
}

const REBUTTAL_RE =
  /\b(you (?:said|say|claim(?:ed)?|argue[ds]?|told us|suggest(?:ed)?)|your (?:point|claim|argument|case|side)|my opponents?|the other side|(?:government|opposition|they) (?:said|say|claims?|argues?|told)|that ignores|that's not true|this is not true|not necessarily|on the contrary|however|but)\b/gi;

export function countRebuttal(text: string): number {
  return text.match(REBUTTAL_RE)?.length ?? 0;
}

const SIGNPOST_RE =
  /\b(firstly|secondly|thirdly|first of all|to begin|my (?:first|second|third|next|final) (?:point|argument)|the (?:first|second|third) (?:point|argument|reason)|next|finally|in conclusion|to conclude|to sum up|in summary|moreover|furthermore|on top of that|turning to|let me (?:start|turn|move))\b/gi;

export function countSignposts(text: string): number {
  return text.match(SIGNPOST_RE)?.length ?? 0;
}

export type MotionKind = "would" | "believes" | "supports" | "opposes" | "regrets" | "prefers" | "other";

export interface ParsedMotion {
  kind: MotionKind;
  /** The motion without "This House would/believes that/...", without the final full stop. */
  proposal: string;
  /** "as a parent" in actor motions ("This House, as a parent, would ..."). */
  actor?: string;
  /** The thing the debate is about, as a short noun phrase ("homework", "social media"). */
  focus: string;
  keyTerms: string[];
}

const ABBREVIATIONS: Record<string, string> = {
  thw: "This House would",
  thbt: "This House believes that",
  ths: "This House supports",
  tho: "This House opposes",
  thr: "This House regrets",
  thp: "This House prefers",
};
const KIND_RE = /^this house(?:,\s*as ([^,]+),)?\s+(would|believes(?: that)?|supports|opposes|regrets|prefers)\s+(.+)$/i;
const POLICY_VERB =
  /^(ban|banning|introduce|require|make|allow|give|abolish|legalise|legalize|decriminalise|tax|raise|lower|cap|limit|create|fund|provide|replace|end|stop|pay|hold|put|set|build|grant|impose|cancel|nationalise|break|remove|return|protect|teach|start|keep|prioritise|spend|deny|ensure|move|offer|install|plant|pair|admit|boycott|increase|reduce|cut|introduce|tie|charge|publish|force|permit|restrict|subsidise|privatise|bring|send|switch|use|adopt|reform|support|oppose|regret|prefer|prohibit|mandate|establish|expand|scrap)$/i;
const ABSTRACT_HEAD =
  /^(rise|growth|decline|dominance|expansion|use|commercialisation|commercialization|privatisation|professionalisation|personalisation|idolisation|financialisation|gamification|medicalisation|portrayal|framing|focus|culture|norm|glorification|popularity|spread|emphasis|development|prestige|principles|pursuit|independence|sale|testing|keeping|killing|export|publication|advertising|funding|practice|idea|notion|concept|purpose|age|amount|number|level|quota|share|proportion|part)$/i;
const PHRASE_END =
  /^(to|in|on|at|by|for|with|from|into|over|than|that|which|who|instead|rather|and|or|as|of|unless|when|where|should|would|must|can|could|is|are|was|were|has|have|does|do|will|keeps?|matters?|pay|compulsory|free|illegal|legal|optional|mandatory|available|standard|responsible|liable|conditional|equal|impartial|accountable|later|earlier|online|abroad|immediately|clearly|worldwide|back|up|down|out|off|the|a|an|until|after|before|around|between|through|above|without|every|all|they|them|it|we|you|who)$/i;
const LEADING_SKIP = /^(the|a|an|all|every|any|some|more|new|its|their|how|much|many|on|in|at|to|of|for|into|up|out|down|off)$/i;
const PREPOSITION = /^(by|to|at|for|into|from|with|in|on)$/i;

function cutPhrase(words: string[]): string {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const bare = words[i].replace(/[^A-Za-z0-9'-]/g, "");
    if (!bare) continue;
    if (out.length === 0 && LEADING_SKIP.test(bare)) continue;
    if (out.length > 0 && (PHRASE_END.test(bare) || /^[a-z]+ly$/.test(bare))) break;
    // "advertising aimed at children": a participle followed by a preposition starts a new clause.
    if (out.length > 0 && /ed$/i.test(bare) && PREPOSITION.test(words[i + 1] ?? "")) break;
    out.push(bare);
    if (out.length === 4 || /[,;:]$/.test(words[i])) break;
  }
  return out.join(" ");
}

function gerund(verb: string): string {
  const v = verb.toLowerCase();
  if (/[^e]e$/.test(v)) return `${v.slice(0, -1)}ing`;
  if (v.length <= 4 && /[^aeiou][aeiou][bdgmnprt]$/.test(v)) return `${v}${v.slice(-1)}ing`;
  return `${v}ing`;
}

export function motionFocus(kind: MotionKind, proposal: string): string {
  let words = proposal.split(/\s+/);
  // "it is immoral to eat meat": the debate is about the action, so name it ("eating meat").
  const impersonal = proposal.match(/^it is [a-z]+ to ([a-z]+)((?: [a-z']+){0,3}?)(?= to |,|$)/i);
  if (impersonal) return `${gerund(impersonal[1])}${impersonal[2]}`;
  if (/ly$/i.test(words[0] ?? "") && POLICY_VERB.test(words[1] ?? "")) words = words.slice(1);
  if (kind === "would" && POLICY_VERB.test(words[0] ?? "")) {
    // "require all pupils to wear school uniforms": the thing at stake is the object of the second verb.
    const to = words.findIndex((w, i) => i >= 2 && i <= 5 && w.toLowerCase() === "to");
    const inner = /^(require|allow|force|encourage|permit)$/i.test(words[0]) && to > 0 ? nounPhrase(words.slice(to + 2)) : "";
    if (inner && !/^(they|it|that|this|majority|online|them|share|part)$/i.test(inner)) return inner;
    words = words.slice(1);
  }
  return nounPhrase(words) || contentWords(proposal)[0] || "this motion";
}

/** "the rise of social media" -> "social media"; "a quota of local music" -> "local music". */
function nounPhrase(words: string[]): string {
  const ofAt = words.findIndex((w, i) => i <= 3 && w.toLowerCase() === "of");
  return cutPhrase(ofAt > 0 && ABSTRACT_HEAD.test(words[ofAt - 1]) ? words.slice(ofAt + 1) : words);
}

export function parseMotion(motion: string): ParsedMotion {
  let text = motion
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[.!]+$/, "");
  const abbr = text.match(/^(thw|thbt|ths|tho|thr|thp)\b\s*/i);
  if (abbr) text = `${ABBREVIATIONS[abbr[1].toLowerCase()]} ${text.slice(abbr[0].length)}`;
  const m = text.match(KIND_RE);
  const verb = m?.[2].toLowerCase() ?? "";
  const kind: MotionKind = !m ? "other" : verb.startsWith("believes") ? "believes" : (verb as MotionKind);
  const proposal = m ? m[3].trim() : text;
  return { kind, proposal, actor: m?.[1]?.trim(), focus: motionFocus(kind, proposal), keyTerms: motionKeyTerms(motion) };
}

/** Motion words minus the "This House would/believes that" frame and stopwords, deduplicated. */
export function motionKeyTerms(motion: string): string[] {
  const body = motion.replace(
    /^\s*(?:this house|th[wbrspo]\w*)\b(?:,\s*as [^,]+,)?\s*(?:would|believes(?: that)?|supports|opposes|regrets|prefers)?\s*/i,
    "",
  );
  const seen = new Set<string>();
  return contentWords(body).filter((w) => {
    const s = stem(w);
    if (seen.has(s)) return false;
    seen.add(s);
    return true;
  });
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
