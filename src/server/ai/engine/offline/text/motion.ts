// Motions: the frame ("This House would / believes that / regrets …"), the body, its terms and its focus.
import { lexicon } from "#content/lexicon.ts";
import { contentTokens, contentWords, stem, termMatch, unique } from "./words";

// "This House, as a parent, would …": the actor clause belongs to the frame, not to the policy.
export type Direction = "would" | "believes" | "supports" | "opposes" | "regrets" | "prefers" | "other";
export type MotionKind = Direction;

export interface MotionFrame {
  direction: Direction;
  /** "a parent" in "This House, as a parent, would …". */
  actor?: string;
  /** The motion without its frame or final full stop: "ban homework", "social media does more harm than good". */
  body: string;
}

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
  th: "This House",
};
const FRAME =
  /^this house(?:\s*,\s*as ([^,]{2,60}),)?[\s,]*(would|will|should|believes?(?: that)?|hopes?(?: that)?|supports?|welcomes?|celebrates?|opposes?|regrets?|prefers?|calls? (?:for|on))?\s*(.*)$/i;

function directionOf(verb: string): Direction {
  const v = verb.toLowerCase();
  if (!v) return "other";
  if (/^(would|will|should|call)/.test(v)) return "would";
  if (/^(believe|hope)/.test(v)) return "believes";
  if (/^(support|welcome|celebrate)/.test(v)) return "supports";
  if (v.startsWith("oppose")) return "opposes";
  if (v.startsWith("regret")) return "regrets";
  return "prefers";
}

// Motions written without the House ("We should ban X", "Payday loans should be banned", "The use of
// public defenders should be mandatory") propose the same policy as "This House would …".
const PARTICIPLES: Record<string, string> = {
  banned: "ban",
  abolished: "abolish",
  prohibited: "prohibit",
  outlawed: "outlaw",
  ended: "end",
  scrapped: "scrap",
  abandoned: "abandon",
  adopted: "adopt",
  introduced: "introduce",
  restricted: "restrict",
  subsidised: "subsidise",
  subsidized: "subsidize",
  legalised: "legalise",
  legalized: "legalize",
  criminalised: "criminalise",
  criminalized: "criminalize",
  decriminalised: "decriminalise",
  decriminalized: "decriminalize",
};
function plainProposal(text: string): string {
  // A motion with its House keeps its own frame ("This House believes that X should be abolished").
  if (/^this house\b/i.test(text)) return text;
  const we = /^we should (?!not\b)(.+)$/i.exec(text);
  if (we) return `This House would ${we[1]}`;
  const passive = /^(.{3,80}?) should be ([a-z]+)$/i.exec(text);
  const verb = passive && PARTICIPLES[passive[2].toLowerCase()];
  if (passive && verb) return `This House would ${verb} ${lowerFirst(passive[1])}`;
  const made = /^(.{3,80}?) should be (mandatory|compulsory|illegal|legal|free|optional|a criminal offen[cs]e)$/i.exec(text);
  if (made)
    return /criminal/i.test(made[2])
      ? `This House would criminalise ${lowerFirst(made[1])}`
      : `This House would make ${lowerFirst(made[1])} ${made[2].toLowerCase()}`;
  return text;
}
// "The use of…" opens the sentence; "Payday loans", "Holocaust denial" keep a proper noun's capital.
const lowerFirst = (s: string) => (/^(The|A|An)\b/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

/** The one motion reader's first step: the direction of the frame, its actor and the body. */
export function readFrame(motion: string): MotionFrame {
  let text = (motion ?? "")
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[.!?]+\s*$/, "");
  const abbr = text.match(/^(thw|thbt|ths|tho|thr|thp|th)\b[\s,]*/i);
  if (abbr) text = `${ABBREVIATIONS[abbr[1].toLowerCase()]} ${text.slice(abbr[0].length)}`;
  text = plainProposal(text);
  const m = text.match(FRAME);
  if (!m) return { direction: "other", body: text };
  return { direction: directionOf(m[2] ?? ""), actor: m[1]?.trim(), body: m[3].trim() };
}

/** Strips "This House would / believes that ..." so only the debatable substance remains. */
export function motionBody(motion: string): string {
  return readFrame(motion).body;
}

// "the use of", "the rise of": head nouns that name no subject; any answer "uses" something.
const FRAME_NOUNS = new Set(["us", "rise", "growth", "spread", "declin", "exist", "popular", "domin"]);

/** Distinct content terms of a motion (stems), frame and stopwords removed. */
export function motionTerms(motion: string): string[] {
  const body = motionBody(motion);
  const frame = /^(?:that\s+)?(?:the\s+)?(use|rise|growth|spread|decline|existence|popularity|dominance)\s+of\b/i.exec(body);
  return unique(contentWords(body)).filter((t) => !(frame && FRAME_NOUNS.has(t) && termMatch(t, stem(frame[1]))));
}

// One list of policy verbs: what a "This House would …" motion does.
const VERBS =
  "ban|banning|abandon|introduce|require|make|allow|give|abolish|legalise|legalize|decriminalise|tax|raise|lower|cap|limit|create|fund|provide|replace|end|stop|pay|hold|put|set|build|grant|impose|cancel|nationalise|break|remove|return|protect|teach|start|keep|prioritise|spend|deny|ensure|move|offer|install|plant|pair|admit|boycott|increase|reduce|cut|tie|charge|publish|force|permit|restrict|subsidise|privatise|bring|send|switch|use|adopt|reform|support|oppose|regret|prefer|prohibit|mandate|establish|expand|scrap|outlaw|criminali[sz]e|decriminali[sz]e|legali[sz]e|censor|regulate|close|penali[sz]e|oblige|subsidi[sz]e|prioriti[sz]e|privati[sz]e|nationali[sz]e|implement";
const POLICY_VERB = new RegExp(`^(${VERBS})$`, "i");
const ABSTRACT_HEAD =
  /^(rise|return|growth|decline|dominance|expansion|use|commercialisation|commercialization|privatisation|professionalisation|personalisation|idolisation|financialisation|gamification|medicalisation|portrayal|framing|focus|culture|norm|glorification|popularity|spread|emphasis|development|prestige|principles|pursuit|independence|sale|testing|keeping|killing|export|publication|advertising|funding|practice|idea|notion|concept|purpose|age|amount|number|level|quota|share|proportion|part)$/i;
const PHRASE_END =
  /^(to|in|on|at|by|for|with|from|into|over|than|that|which|who|instead|rather|and|or|as|of|unless|when|where|should|would|must|can|could|is|are|was|were|has|have|does|do|will|keeps?|matters?|pay|compulsory|free|illegal|legal|optional|mandatory|available|standard|responsible|liable|conditional|equal|impartial|accountable|later|earlier|online|abroad|immediately|clearly|worldwide|back|up|down|out|off|the|a|an|until|after|before|around|between|through|above|without|every|all|they|them|it|we|you|who)$/i;
const LEADING_SKIP = /^(the|a|an|all|every|any|some|more|new|own|its|their|how|much|many|on|in|at|to|of|for|into|up|out|down|off)$/i;
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

/** Verbs that permit someone else to act: "allow citizens to vote online", "let pupils grade their teachers". */
const PERMIT = /^(allow|let|permit)$/i;
/** A word that opens what follows a verb as a place, time or manner rather than a thing acted on. */
const NOT_A_THING =
  /^(at|for|in|on|online|from|with|without|abroad|freely|alone|by|into|against|as|before|after|until|under|over|again|early|later|here|there|outside|outdoors|home|unsupervised)$/i;
/** Where a clause inside the act ends the phrase ("any country they choose"). */
const CLAUSE = /^(they|that|who|which|when|if|because|and|but|so|where|while)$/i;
const PEOPLE = new Set(lexicon.actors.flatMap((a) => a.stems));

/** Whether a phrase ends on a group of people ("their teachers"): the act, not the people, is what is at stake. */
const isPeople = (phrase: string) => {
  const last = phrase.split(/\s+/).at(-1) ?? "";
  return !!last && PEOPLE.has(stem(last.toLowerCase()));
};

/** The permitted act as a phrase: "citizens voting online", "athletes competing for any country". */
function permittedAct(who: string[], verb: string, rest: string[]): string {
  const tail: string[] = [];
  for (const w of rest) {
    if (CLAUSE.test(w) || tail.length === 4) break;
    tail.push(w.replace(/[,;:.]$/, ""));
    if (/[,;:]$/.test(w)) break;
  }
  return [...who, gerund(verb), ...tail].join(" ");
}

/**
 * "allow X to VERB Y" / "let X VERB Y": the debate is about Y when Y is a thing ("let cities set their own
 * speed limits"), but about the act itself when Y is a place, time or manner ("vote online", "vote at 16") or
 * another group of people ("grade their teachers").
 */
function permission(words: string[]): string | null {
  if (!PERMIT.test(words[0] ?? "")) return null;
  const to = /^let$/i.test(words[0]) ? 2 : words.findIndex((w, i) => i >= 2 && i <= 5 && w.toLowerCase() === "to");
  if (to < 2 || to + 1 >= words.length) return null;
  const who = words.slice(1, to);
  const verbAt = /^let$/i.test(words[0]) ? 2 : to + 1;
  const verb = words[verbAt];
  const rest = words.slice(verbAt + 1);
  if (!verb || !/^[a-z]+$/i.test(verb)) return null;
  const object = nounPhrase(rest);
  if (rest.length && !NOT_A_THING.test(rest[0]) && object && !isPeople(object)) return null;
  return permittedAct(who, verb, rest);
}

export function motionFocus(kind: MotionKind, proposal: string): string {
  let words = proposal.split(/\s+/);
  // "it is immoral to eat meat": the debate is about the action, so name it ("eating meat").
  const impersonal = proposal.match(/^it is [a-z]+ to ([a-z]+)((?: [a-z']+){0,3}?)(?= to |,|$)/i);
  if (impersonal) return `${gerund(impersonal[1])}${impersonal[2]}`;
  if (/ly$/i.test(words[0] ?? "") && POLICY_VERB.test(words[1] ?? "")) words = words.slice(1);
  const act = kind === "would" ? permission(words) : null;
  if (act) return act;
  // "we should separate art from the artist": the debate is about what the verb acts on, not who acts.
  const subjectFirst = proposal.match(/^(?:we|you|they|people|society) (?:should|must|ought to|can) (?:not )?[a-z]+ (.+)$/i);
  if (subjectFirst && nounPhrase(subjectFirst[1].split(/\s+/))) return nounPhrase(subjectFirst[1].split(/\s+/));
  // "let cities set their own speed limits": what the permitted act is about ("speed limits"), else who is let act.
  if (kind === "would" && /^let$/i.test(words[0] ?? "") && words.length >= 3)
    return nounPhrase(words.slice(3)) || nounPhrase(words.slice(1, 2));
  if (kind === "would" && POLICY_VERB.test(words[0] ?? "")) {
    // "require all pupils to wear school uniforms": the thing at stake is the object of the second verb.
    const to = words.findIndex((w, i) => i >= 2 && i <= 5 && w.toLowerCase() === "to");
    // "pay people to take part in medical trials": skip the light verb phrase to reach what is at stake.
    const innerWords = to > 0 ? words.slice(to + 2) : [];
    if (/^part$/i.test(innerWords[0] ?? "") && /^(in|of)$/i.test(innerWords[1] ?? "")) innerWords.splice(0, 2);
    const inner = /^(require|allow|force|encourage|permit|pay|incentivi[sz]e)$/i.test(words[0]) && to > 0 ? nounPhrase(innerWords) : "";
    if (inner && !/^(they|it|that|this|majority|online|them|share|part)$/i.test(inner)) return inner;
    // "give every town a public science centre": what is given, not who gets it, when the gift is named in full.
    const gift =
      /^(give|grant|offer|award|guarantee|pay|send)$/i.test(words[0]) && /^(every|each|all)$/i.test(words[1] ?? "")
        ? nounPhrase(words.slice(3))
        : "";
    if (gift.includes(" ")) return gift;
    words = words.slice(1);
  }
  return nounPhrase(words) || contentTokens(proposal)[0] || "this motion";
}

/** "the rise of social media" -> "social media"; "a quota of local music" -> "local music". */
function nounPhrase(words: string[]): string {
  const ofAt = words.findIndex((w, i) => i <= 3 && w.toLowerCase() === "of");
  return cutPhrase(ofAt > 0 && ABSTRACT_HEAD.test(words[ofAt - 1]) ? words.slice(ofAt + 1) : words);
}

export function parseMotion(motion: string): ParsedMotion {
  const { direction: kind, body: proposal, actor } = readFrame(motion);
  return { kind, proposal, actor, focus: motionFocus(kind, proposal), keyTerms: motionKeyTerms(motion) };
}

/** Motion words minus the "This House would/believes that" frame and stopwords, deduplicated. */
export function motionKeyTerms(motion: string): string[] {
  const seen = new Set<string>();
  return contentTokens(readFrame(motion).body).filter((w) => {
    const s = stem(w);
    if (seen.has(s)) return false;
    seen.add(s);
    return true;
  });
}

// A body that opens with a policy verb ("phase out" is the one two-word verb).
const VERB = new RegExp(`^(?:phase out|${VERBS})\\s+`, "i");

// "make foreign aid conditional on …", "make voting compulsory": the complement adjective is the change.
const COMPLEMENT =
  /^(?:free|legal|illegal|optional|compulsory|mandatory|conditional|unconditional|universal|public|private|available|accessible|equal|transparent|[a-z]{3,}(?:ory|al|ble|ive|ous|ic))$/i;

/** "make foreign aid conditional on respect" → { object: "foreign aid", adjective: "conditional" }. */
export function makeComplement(body: string): { object: string; adjective: string } | null {
  const m = body.replace(/^(to |that )/i, "").match(/^make\s+(.+)$/i);
  if (!m) return null;
  const words = m[1].split(/\s+/);
  for (let i = 1; i < Math.min(words.length, 8); i++) {
    const w = words[i].replace(/[^a-z-]/gi, "");
    if (COMPLEMENT.test(w)) return { object: words.slice(0, i).join(" "), adjective: w.toLowerCase() };
  }
  return null;
}

function objectOf(body: string, policy: boolean): string {
  const b = body
    .replace(/^(to |that )/i, "")
    .replace(
      /^(the )?(rise|growth|spread|decline|use|popularity|dominance|normali[sz]ation|glorification|commerciali[sz]ation|existence) of (the )?/i,
      "",
    );
  if (policy) {
    const made = makeComplement(b);
    if (made) return made.object;
    const rest = b.replace(VERB, "");
    return rest.split(/\s+(?:to|for|in|on|from|by|at|with|because|when|if|unless|over|under|across)\s+/i)[0] || rest;
  }
  const subj = b.split(/\s+(?:has|have|is|are|was|were|should|does|do|did|will|can|would|must|ought)\b/i)[0];
  const thing = subj && subj !== b ? subj : b;
  // "facial recognition technology by police": the thing is before the agent or place.
  return thing.split(/\s+(?:by|for|in|on|from|among|across|at)\s+/i)[0] || thing;
}

/** A free-form motion that starts with a policy verb ("Ban homework") proposes; otherwise it claims. */
export function startsWithAction(body: string): boolean {
  return VERB.test(body.replace(/^(to |that )/i, ""));
}

export interface MotionParts extends MotionFrame {
  /** The policy verb ("ban", "introduce") or the complement of "make" ("compulsory"); "" for claims. */
  action: string;
  /** The thing acted on or judged: "private cars", "foreign aid", "online anonymity". */
  object: string;
}

/** The one motion reader: direction, actor, action and object (the coach, the debater and the judge all use it). */
export function readMotionParts(motion: string): MotionParts {
  const frame = readFrame(motion);
  const policy = frame.direction === "would" || (frame.direction === "other" && startsWithAction(frame.body));
  const b = frame.body.replace(/^(to |that )/i, "");
  const made = policy ? makeComplement(b) : null;
  const verb = policy ? (VERB.exec(b)?.[0].trim().toLowerCase() ?? "") : "";
  return { ...frame, action: made?.adjective ?? verb, object: objectOf(frame.body, policy) };
}
