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

/** The question the motion poses, led in one of several ways chosen by the motion. */
function question(parsed: ParsedMotion, parts: MotionParts): string {
  const { kind, proposal, actor } = parsed;
  const ask =
    kind === "would"
      ? actor
        ? `whether, as ${actor}, we should ${proposal}`
        : `whether we should ${proposal}`
      : kind === "believes"
        ? `whether it is true that ${proposal}`
        : kind === "supports"
          ? `whether ${proposal} deserves our support`
          : kind === "opposes"
            ? `whether ${proposal} should be opposed`
            : kind === "regrets"
              ? `whether the world would be better without ${proposal}`
              : kind === "prefers"
                ? `whether we should prefer ${proposal}`
                : `whether this claim holds: ${proposal}`;
  return choose(parts, "question", [
    `The question is ${ask}.`,
    `What the judge must decide is ${ask}.`,
    `This round asks ${ask}.`,
    `Everything here comes down to ${ask}.`,
  ]);
}

const ORDINALS = ["first", "second", "third"];

/** How each argument is introduced: several wordings, chosen by the motion. */
const LEADS: ((ord: string, label: string) => string)[] = [
  (o, l) => `Our ${o} argument is about ${l}.`,
  (o, l) => `${o.charAt(0).toUpperCase() + o.slice(1)}, ${l}.`,
  (o, l) => `We come ${o} to ${l}.`,
  (o, l) => `The ${o} thing to weigh is ${l}.`,
  (o, l) => `Point ${o === "first" ? "one" : o === "second" ? "two" : "three"}: ${l}.`,
  (o, l) => `Now the ${o} strand of our case, ${l}.`,
];

/** The honest word on what the opponent has: no prepared material, so the case comes from the motion itself. */
const NOTES: ((focus: string) => string)[] = [
  () =>
    "A word on what to expect: we have no prepared brief for this motion, so our case comes from its own words, who acts, what changes and for whom, and from what you say.",
  (f) => `To be honest with you, we have no prepared brief on ${f}, so we argue from the motion itself and bring no examples of our own.`,
  () =>
    "Know this before we start: there is no prepared brief behind us here, so we reason from the motion's parts and answer what you say.",
  (f) =>
    `We come with no prepared brief on ${f}: every point below is reasoning from the motion, not evidence, and we will say so when it matters.`,
];

export function genericOpening({ motion, aiSide }: OpponentSetup): string {
  const c = context(motion, aiSide);
  const p = c.parts;
  const gov = aiSide === "Government";
  const stance = choose(p, "stance", [
    gov ? `As Government, we support the motion: "${c.motion}".` : `As Opposition, we oppose the motion: "${c.motion}".`,
    gov ? `We are Government, and we stand for "${c.motion}".` : `We are Opposition, and we stand against "${c.motion}".`,
    gov ? `Government speaks for "${c.motion}".` : `Opposition speaks against "${c.motion}".`,
    gov ? `Our side says yes to "${c.motion}".` : `Our side says no to "${c.motion}".`,
    gov ? `We propose "${c.motion}", and we mean to defend it.` : `We oppose "${c.motion}", and we mean to show why.`,
  ]);
  const args = c.args.map((a, i) => `${choose(p, `lead${i}`, LEADS)(ORDINALS[i], a.label)} ${a.opening(c)}`);
  const invite = choose(p, "invite", [
    `Over to you: which of these do you reject, and why?`,
    `Your turn: tell us what ${c.focus} changes, for whom, and why.`,
    `We look forward to hearing your answer on ${c.focus}, and what your mechanism is.`,
    `Now it is yours: which step of our case on ${c.focus} fails?`,
  ]);
  return [`${stance} ${question(c.parsed, p)}`, choose(p, "note", NOTES)(c.focus), ...args, invite].join("\n\n");
}
