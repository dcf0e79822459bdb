// The offline debater's opening on a motion with no brief: its side, the question the motion poses, an
// honest word that it has no prepared material, and its case built from the motion's parts (typed/case.ts),
// each part worded in one of several ways chosen by the motion.
import { motionFocus, type ParsedMotion } from "#server/ai/engine/offline/text/index.ts";
import { analyseMotion, type MotionInfo } from "#server/ai/engine/offline/coach/motion.ts";
import type { Side } from "#shared/sides.ts";
import type { DebateArgument, Subject } from "./arguments";
import type { OpponentSetup } from "./setup";
import { choose, motionParts, type MotionParts } from "./typed/parts";
import { typedCase } from "./typed/case";

/** The motion as one side reads it (not a request context). */
export interface SideCase extends Subject {
  motion: string;
  parsed: ParsedMotion;
  info: MotionInfo;
  side: Side;
  focus: string;
  /** Who acts, what changes, for whom: the case built from the motion's parts (typed/case.ts). */
  args: DebateArgument[];
  parts: MotionParts;
}

/** Without a brief, the opponent says so, and where a fuller opponent is found. */
export const NO_BRIEF =
  "A word on what to expect: we have no prepared brief for this motion, so we will build our case from the motion's own words and answer what you say, without examples of our own.";

/** "opt-out system" → "an opt-out system" when the motion itself puts an article there. */
function withArticle(proposal: string, focus: string): string {
  const at = proposal.toLowerCase().indexOf(focus.toLowerCase());
  const art = at > 0 ? /\b(an?|the)\s+$/i.exec(proposal.slice(0, at)) : null;
  return art ? `${art[1].toLowerCase()} ${focus}` : focus;
}

/** What the motion is about, as a noun phrase for our sentences: the object of "would", "regrets",
 * "believes that" …, never the verb ("would not buy a smartphone" → "a smartphone"), and in lower case
 * when it is capitalised only because it opens the motion ("Zoos do more harm …" → "zoos"). */
export function topicOf(parsed: ParsedMotion): string {
  const negated = /^not\s+\S+\s+(.+)$/i.exec(parsed.proposal);
  const proposal = negated ? negated[1] : parsed.proposal;
  const phrase = withArticle(proposal, negated ? motionFocus("other", proposal) : parsed.focus);
  return /^[A-Z][a-z]/.test(phrase) && proposal.startsWith(phrase) ? phrase.charAt(0).toLowerCase() + phrase.slice(1) : phrase;
}

export function context(motion: string, side: Side): SideCase {
  const parts = motionParts(motion);
  const parsed = parts.parsed;
  // "leave the Commonwealth": a focus that is only the verb is the thing the verb acts on.
  const topic = topicOf(parsed);
  const focus = parts.verb && topic.toLowerCase() === parts.verb ? parts.change.slice(parts.verb.length).trim() || topic : topic;
  return {
    motion: motion.trim().replace(/[.!]+$/, ""),
    parsed,
    info: analyseMotion(motion),
    side,
    focus,
    // "This House would ban X": the action is the proposal itself.
    act: parsed.kind === "would" && !parsed.actor ? parsed.proposal.replace(/[.!]+$/, "") : null,
    args: typedCase(parts, side, focus),
    parts,
  };
}
/** The question a motion poses, worded to follow a colon ("should we ban fireworks?"). */
export function clashOf({ kind, proposal, actor }: ParsedMotion): string {
  if (kind === "would") return actor ? `as ${actor}, should we ${proposal}?` : `should we ${proposal}?`;
  if (kind === "believes") return `is it true that ${proposal}?`;
  if (kind === "supports") return `does ${proposal} deserve our support?`;
  if (kind === "opposes") return `should ${proposal} be opposed?`;
  if (kind === "regrets") return `would the world be better without ${proposal}?`;
  if (kind === "prefers") return `should we prefer ${proposal}?`;
  return `does this claim hold: ${proposal}?`;
}

/** What the motion asks, as a "whether" clause ("whether we should ban fireworks"). */
function askOf({ kind, proposal, actor }: ParsedMotion): string {
  if (kind === "would") return actor ? `whether, as ${actor}, we should ${proposal}` : `whether we should ${proposal}`;
  if (kind === "believes") return `whether it is true that ${proposal}`;
  if (kind === "supports") return `whether ${proposal} deserves support`;
  if (kind === "opposes") return `whether ${proposal} should be opposed`;
  if (kind === "regrets") return `whether the world would be better without ${proposal}`;
  if (kind === "prefers") return `whether ${proposal} is to be preferred`;
  return `whether this claim holds: ${proposal}`;
}

/** Our side and the question, as one sentence in one of many structures chosen by the motion. */
function stanceAndQuestion(c: SideCase): string {
  const ask = askOf(c.parsed);
  const gov = c.side === "Government";
  const yes = gov ? "yes" : "no";
  const side = gov ? "Government" : "Opposition";
  return choose(c.parts, "stance", [
    `${side} answers ${yes} to the question of ${ask}.`,
    `On ${ask}, ${side} says ${yes}.`,
    `We are ${side}, so when the judge asks ${ask}, our answer is ${yes}.`,
    `Asked ${ask}, ${side} says ${yes}, and ${c.focus} is where the round will be won.`,
    `${upper(ask)}: that is the whole round, and ${side} says ${yes}.`,
    `${side} will show that the answer to ${ask} is ${yes}.`,
    `The judge must decide ${ask}, and ${side} says ${yes}.`,
    `Put simply, ${side} ${gov ? "backs" : "resists"} the motion, because the honest answer to ${ask} is ${yes}.`,
  ]);
}

const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const ORDINALS = ["first", "second", "third"];

/** How each argument is introduced: several wordings, chosen by the motion. */
const LEADS: ((ord: string, label: string) => string)[] = [
  (o, l) => `Our ${o} argument is about ${l}.`,
  (o, l) => `${upper(o)}, ${l}.`,
  (o, l) => `We come ${o} to ${l}.`,
  (o, l) => `The ${o} thing to weigh is ${l}.`,
  (o, l) => `Point ${o === "first" ? "one" : o === "second" ? "two" : "three"}: ${l}.`,
  (o, l) => `Now the ${o} strand of our case, ${l}.`,
  (o, l) => `${upper(l)} comes ${o}.`,
  (o, l) => `Then ${l}, our ${o} line.`,
];

/** The honest word on what the opponent has, in three parts chosen apart: it has no prepared brief (the
 * words the tests and the student rely on), on what, and what the case rests on instead. */
function note(c: SideCase): string {
  const p = c.parts;
  const who = p.actor ?? "whoever acts";
  const core = choose(p, "note-core", [
    `we have no prepared brief on ${c.focus}`,
    `there is no prepared brief behind our case on ${c.focus}`,
    `on ${c.focus} we come with no prepared brief`,
    `no prepared brief stands behind what we say about ${c.focus}`,
  ]);
  const lead = choose(p, "note-lead", ["In fairness", "To be honest with you", "Before anything else", "Know this", "", ""]);
  const rest = choose(p, "note-rest", [
    `so every step below is reasoning from the motion's words, not evidence`,
    `so we bring no examples of our own, only what follows from the motion and from your speech`,
    `so what follows rests on what the motion changes, who acts and who lives with it`,
    `so we reason from what ${who === "whoever acts" ? "the change" : who} would do and answer what you say`,
    `and we will not pretend otherwise: expect reasoning about ${c.focus}, not figures`,
    `so judge us on the logic, since we quote no study and cite no case`,
    `which leaves us the motion's own terms and your words to work with`,
    `and that is why what comes next is argument, never a statistic`,
    `so take each point as a step of logic you can test, not a fact we claim`,
    `though ${who === "whoever acts" ? "the motion" : who} and ${c.focus} give us enough to reason with`,
  ]);
  return lead ? `${lead}: ${core}, ${rest}.` : `${upper(core)}, ${rest}.`;
}

export function genericOpening({ motion, aiSide }: OpponentSetup): string {
  const c = context(motion, aiSide);
  const p = c.parts;
  const args = c.args.map((a, i) => `${choose(p, `lead${i}`, LEADS)(ORDINALS[i], a.label)} ${a.opening(c)}`);
  const last = c.args.at(-1)!.label;
  const invite = choose(p, "invite", [
    `Over to you: which of these do you reject, and why?`,
    `Your turn: tell us what ${c.focus} changes, for whom, and why.`,
    `We look forward to hearing your answer on ${c.focus}, and what your mechanism is.`,
    `Now it is yours: which step of our case on ${c.focus} fails?`,
    `Start where you like: what is your answer on ${last}?`,
    `If you see ${c.focus} differently, where does our case on ${last} go wrong?`,
    `What do you say on ${last}, the point this round on ${c.focus} turns on?`,
  ]);
  // The stance and the note are ordered by the motion too, so openings do not all begin alike.
  const head = choose(p, "order", [0, 1]) === 0 ? [stanceAndQuestion(c), note(c)] : [note(c), stanceAndQuestion(c)];
  return [...head, ...args, invite].join("\n\n");
}
