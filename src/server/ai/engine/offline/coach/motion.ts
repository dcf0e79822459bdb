// Reads a motion the way a debate coach does: what kind of motion it is, what it changes, who it
// affects, and what each side has to prove. Used by the scorers and the example generators.
import {
  contentWords,
  motionBody,
  motionTerms,
  overlap,
  readFrame,
  readMotionParts,
  startsWithAction,
  stem,
  termMatch,
  unique,
  type Direction,
} from "#server/ai/engine/offline/text/index.ts";
import { ACTORS, actorsIn, synonymsOf, type ActorRole, type ActorType } from "./lexicon";
import { TOPICS, type Topic } from "#server/ai/engine/offline/text/topics.ts";
import { abbreviationsOf, fieldOf, type Abbreviation } from "./motion-field";
import { fromTeacherBrief } from "#server/ai/engine/offline/teacher-brief.ts";
import { briefOf } from "#server/ai/engine/offline/brief-lookup.ts";
import type { TeacherBrief } from "#shared/debate-assignments/brief.ts";

export type MotionKind = "policy" | "value" | "regret" | "support" | "oppose";
export type { Side } from "#shared/sides.ts";
import type { Side } from "#shared/sides.ts";

export interface MotionInfo {
  motion: string;
  /** The motion without "This House would …". */
  body: string;
  kind: MotionKind;
  terms: string[];
  /** Terms plus synonyms: what counts as talking about the motion. */
  related: string[];
  topics: Topic[];
  /** Topics the motion clearly belongs to (several triggers or its head noun). */
  strongTopics: Topic[];
  /** Key stakeholders, most important first (display names). */
  stakeholders: string[];
  /** The actors a teacher's brief names as key: a student who leaves one out has missed it. */
  keyActors?: string[];
  /** True when the motion restricts something (ban, tax, limit…): Government argues the harm. */
  restrictive: boolean;
  /** Short noun phrase for "the policy" / "the thing" in generated prose. */
  subject: string;
  /** The thing the motion acts on: "zoos" in "abolish zoos", "social media" in "social media has…". */
  object: string;
  /** What the motion does to it: "abolish", "conditional" (make … conditional), "" for claims. */
  action: string;
  /** Abbreviations of the motion's phrases ("ubi" for universal basic income): the motion by another name. */
  abbreviations: Abbreviation[];
  /** Stems distinctive of the motion's debate, from its brief (its arguments' keywords, its actors); none without one. */
  field: string[];
}

// Verbs that restrict the thing in the motion; Government then argues the thing's harm.
const RESTRICT =
  /^(ban|prohibit|outlaw|restrict|limit|tax|cap|abolish|abandon|end|criminali[sz]e|censor|regulate|phase out|close|remove|stop|penali[sz]e|regret|oppose|scrap|require|force|oblige|replace|impose|make .{1,40} (compulsory|mandatory|illegal|conditional))\b/i;
const NEGATIVE_CLAIM = /\b(harm|bad|worse|damag|danger|regret|more harm than good|should be banned|threat)\w*/i;

// The one motion reader decides the frame; the coach groups its directions into the kinds it scores.
const KIND: Record<Direction, MotionKind> = {
  would: "policy",
  other: "policy",
  believes: "value",
  supports: "support",
  prefers: "support",
  opposes: "oppose",
  regrets: "regret",
};

function kindOf(motion: string): MotionKind {
  const { direction, body } = readFrame(motion);
  // "Homework does more harm than good" claims; "Ban homework" proposes.
  return direction === "other" && !startsWithAction(body) ? "value" : KIND[direction];
}

/**
 * Whether two words the stemmer makes one are the same word: they differ at most in the last letter of the
 * shorter ("donate", "donation"; "grade", "grading"), not earlier ("universal" and "university" share a stem).
 */
function sameWord(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i >= Math.min(a.length, b.length) - 1;
}

function topicsOf(motion: string, object = ""): { t: Topic; n: number }[] {
  const lower = motion.toLowerCase();
  const surface = lower.match(/[a-z]+/g) ?? [];
  const cw = unique(contentWords(motion));
  // The object's head noun decides between topics: "true-crime entertainment" is about media, not crime.
  const head = contentWords(object).slice(-1)[0];
  // A motion word (by stem) is a trigger when one of its written forms is the trigger's word.
  const isTrigger = (w: string, tr: string) =>
    termMatch(w, stem(tr)) && surface.some((sw) => contentWords(sw)[0] === w && sameWord(sw, tr));
  // Each motion word counts once per topic ("donate" and "donation" are one hit), and a phrase
  // ("organ donat") is more specific than any single word it contains.
  const hits = (t: Topic) => {
    const words = t.triggers.filter((tr) => !/[\s-]/.test(tr));
    const phrases = t.triggers.filter((tr) => /[\s-]/.test(tr) && lower.includes(tr)).length;
    const single = cw.filter((w) => words.some((tr) => isTrigger(w, tr))).length;
    return 1.5 * phrases + single + (head && words.some((tr) => isTrigger(head, tr)) ? 1.5 : 0);
  };
  return TOPICS.map((t) => ({ t, n: hits(t) }))
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n);
}

// The same motion is read for every field and every call of a drill session, so keep recent readings.
const READINGS = new Map<string, MotionInfo>();

// A teacher's own brief reads the same motion with its field: kept with the brief, as long as it is in use.
const WITH_BRIEF = new WeakMap<TeacherBrief, MotionInfo>();

/**
 * What the coach knows of a motion. With a teacher's own brief (a debate assignment's), the debate's field
 * is read from her brief, so a speech that engages her arguments or actors is on the motion.
 */
export function analyseMotion(motion: string, teacherBrief?: TeacherBrief | null): MotionInfo {
  if (teacherBrief) {
    const known = WITH_BRIEF.get(teacherBrief);
    if (known?.motion === motion) return known;
    const base = analyseMotion(motion);
    const info = {
      ...base,
      field: fieldOf(motion, fromTeacherBrief(motion, teacherBrief)),
      stakeholders: unique([...(teacherBrief.actors ?? []), ...base.stakeholders]).slice(0, 6),
      keyActors: teacherBrief.actors ?? [],
    };
    WITH_BRIEF.set(teacherBrief, info);
    return info;
  }
  const hit = READINGS.get(motion);
  if (hit) return hit;
  const info = readMotion(motion);
  if (READINGS.size > 500) READINGS.clear();
  READINGS.set(motion, info);
  return info;
}

function readMotion(motion: string): MotionInfo {
  const body = motionBody(motion) || motion.trim();
  const kind = kindOf(motion);
  const terms = motionTerms(motion);
  const { object, action } = readMotionParts(motion);
  const scored = topicsOf(body, object);
  const topics = scored.map((x) => x.t);
  // Two triggers, or the head noun: only then are the topic's usual actors "key actors" a student can miss.
  const strongTopics = scored.filter((x) => x.n >= 2).map((x) => x.t);
  const named = actorsIn(body).map((a) => a.name);
  // Only known actors: a made-up "people who engage with X" reads as a placeholder to a student.
  const fromTopics = topics.flatMap((t) => t.actors);
  const restrictive = kind === "regret" || kind === "oppose" || (kind === "policy" ? RESTRICT.test(body) : NEGATIVE_CLAIM.test(body));
  // Actors named in the motion come first: they are who the motion is about; then those its brief names.
  const briefed = briefOf(motion)?.actors ?? [];
  const stakeholders = unique([...named, ...briefed, ...fromTopics, "the government", "the general public"]).slice(0, 6);
  return {
    motion,
    body,
    kind,
    terms,
    related: unique(terms.flatMap(synonymsOf)),
    topics,
    strongTopics,
    stakeholders,
    restrictive,
    subject: body.replace(/^(to |that )/i, ""),
    object,
    action,
    abbreviations: abbreviationsOf(body),
    field: fieldOf(motion),
  };
}

/** The motion's own word for a stem ("advertis" → "advertising"), for text shown to students. */
export function termLabel(info: MotionInfo, stemmed: string): string {
  const raw = (info.body.match(/[A-Za-z0-9'’-]+/g) ?? []).find((w) => contentWords(w)[0] === stemmed);
  return raw ? raw.toLowerCase() : stemmed;
}

export function actorType(name: string): ActorType | undefined {
  if (/^(people who engage with|those who profit from) /.test(name)) return undefined;
  return ACTORS.find((a) => a.name === name) ?? actorsIn(name)[0];
}

export function roleOf(name: string): ActorRole {
  if (/^those who profit from /.test(name)) return "profit";
  return actorType(name)?.role ?? "public";
}

/** One sentence stating the side's position on the motion. */
export function stance(info: MotionInfo, side: Side): string {
  const gov = side === "Government";
  const b = info.body.replace(/\.$/, "");
  switch (info.kind) {
    case "policy": {
      // "would not buy a smartphone": Opposition would buy one, rather than "should not not buy" it.
      const not = /^not\s+(.+)$/i.exec(b);
      return gov ? `We should ${b}` : `We should ${not ? not[1] : `not ${b}`}`;
    }
    case "regret":
      return gov ? `We regret ${b}` : `We do not regret ${b}`;
    case "support":
      return gov ? `We support ${b}` : `We oppose ${b}`;
    case "oppose":
      return gov ? `We oppose ${b}` : `We support ${b}`;
    default:
      return gov ? `It is true that ${b}` : `It is not true that ${b}`;
  }
}

/** Whether this side argues the thing's harm (true) or its benefit (false). */
export function arguesConcern(info: MotionInfo, side: Side): boolean {
  return (side === "Government") === info.restrictive;
}

export interface TopicView {
  concern: string;
  benefit: string;
  values: [string, string];
  example: string | null;
  metaphor: string;
}

/** Topic knowledge, or a generic view worded from the motion itself when no topic matches. */
export function topicView(info: MotionInfo): TopicView {
  const t = info.topics[0];
  if (t) {
    // The documented case closest to this motion's wording.
    const example = [...t.examples].sort((a, b) => overlap(info.terms, b) - overlap(info.terms, a))[0];
    return { concern: t.concern, benefit: t.benefit, values: t.values, example, metaphor: t.metaphor };
  }
  return {
    concern: `the harm ${info.object} can do`,
    benefit: `what ${info.object} ${/[^s]s$/i.test(info.object) ? "offer" : "offers"} the people who rely on ${/[^s]s$/i.test(info.object) ? "them" : "it"}`,
    values: ["protection from harm", "individual freedom"],
    example: null,
    metaphor: "a dam: it holds back the flood, but only while it is maintained",
  };
}

/** Deterministic choice from a list, seeded by text (same motion, same pick). */
export function pick<T>(seed: string, items: readonly T[], salt = 0): T {
  let h = 2166136261 ^ salt;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return items[Math.abs(h) % items.length];
}

/** "ban junk food …" → "banning junk food …", for "Whether banning … protects …". */
export function gerund(body: string): string {
  return body.replace(/^([a-z]+)/i, (v) => {
    const w = v.toLowerCase();
    if (/ee$/.test(w)) return `${w}ing`;
    if (/e$/.test(w)) return `${w.slice(0, -1)}ing`;
    if (/^[^aeiou]*[aeiou][bdgmnprt]$/.test(w)) return `${w}${w.slice(-1)}ing`;
    return `${w}ing`;
  });
}

/** "zoos are" / "social media is". */
export function isAre(noun: string): string {
  return /[^s]s$/i.test(noun.trim()) ? "are" : "is";
}

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
