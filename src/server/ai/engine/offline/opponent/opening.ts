// The offline debater's opening on a motion with no brief: its side, the question the motion poses, an
// honest word on what it can do without a brief, and the two burdens of its side in the motion's own words.
import { hashString, motionFocus, parseMotion, type ParsedMotion } from "#server/ai/engine/offline/text/index.ts";
import { analyseMotion, type MotionInfo } from "#server/ai/engine/offline/coach/motion.ts";
import type { Side } from "#shared/sides.ts";
import { chooseArguments, type DebateArgument, type Subject } from "./arguments";
import type { OpponentSetup } from "./setup";

/** The motion as one side reads it (not a request context). */
export interface SideCase extends Subject {
  motion: string;
  parsed: ParsedMotion;
  info: MotionInfo;
  side: Side;
  focus: string;
  args: [DebateArgument, DebateArgument];
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
  const parsed = parseMotion(motion);
  const focus = topicOf(parsed);
  return {
    motion: motion.trim().replace(/[.!]+$/, ""),
    parsed,
    info: analyseMotion(motion),
    side,
    focus,
    // "This House would ban X": the action is the proposal itself.
    act: parsed.kind === "would" && !parsed.actor ? parsed.proposal.replace(/[.!]+$/, "") : null,
    args: chooseArguments(parsed, side),
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

function question({ kind, proposal, actor }: ParsedMotion): string {
  if (kind === "would")
    return actor ? `The question is whether, as ${actor}, we should ${proposal}.` : `The question is simple: should we ${proposal}?`;
  if (kind === "believes") return `The question is whether it is true that ${proposal}.`;
  if (kind === "supports") return `The question is whether ${proposal} deserves our support.`;
  if (kind === "opposes") return `The question is whether ${proposal} should be opposed.`;
  if (kind === "regrets") return `The question is whether the world would be better without ${proposal}.`;
  if (kind === "prefers") return `The question is whether we should prefer ${proposal}.`;
  return `The question is whether this claim holds: ${proposal}.`;
}

export function genericOpening({ motion, aiSide }: OpponentSetup): string {
  const c = context(motion, aiSide);
  const stance =
    aiSide === "Government"
      ? `As Government, we support the motion: "${c.motion}".`
      : `As Opposition, we oppose the motion: "${c.motion}".`;
  const invitations = [
    "Over to you: which of these two tests do you think your side meets, and why?",
    `Your turn: tell us what ${c.focus} changes, for whom, and why.`,
    `We look forward to hearing why ${c.focus} deserves a different answer, and what your mechanism is.`,
  ];
  const invite = invitations[hashString(`${c.motion}|invite`) % invitations.length];
  return [`${stance} ${question(c.parsed)}`, NO_BRIEF, c.args[0].opening(c), c.args[1].opening(c), invite].join("\n\n");
}
