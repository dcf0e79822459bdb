// The offline debater's opening: its side, the question the motion poses, what the debate is concretely
// about (the coach's topic knowledge), two arguments worded around the motion's own subject, and an invitation.
import { hashString, parseMotion, type ParsedMotion } from "../text";
import { cast, core } from "../coach/material";
import { analyseMotion, arguesConcern, roleOf, type MotionInfo } from "../coach/motion";
import type { Side } from "../../../../shared/sides";
import { chooseArguments, type DebateArgument } from "./arguments";
import { themeFor, type Theme } from "./themes";

/** The motion as one side reads it (not a request context). */
export interface SideCase {
  motion: string;
  parsed: ParsedMotion;
  info: MotionInfo;
  side: Side;
  focus: string;
  theme: Theme;
  args: [DebateArgument, DebateArgument];
}

// The coach's stand-ins when it knows nobody in particular; the broad theme names people better.
const GENERIC_ACTOR = /^the (government|general public)$/;

/** Who the debate is about: the coach's actors for this motion's topic, else the broad theme's. */
function actorsFor(info: MotionInfo, fallback: Theme["actors"]): Theme["actors"] {
  const known = info.topics.length ? info.stakeholders.filter((s) => !GENERIC_ACTOR.test(s)) : [];
  if (known.length < 3) return fallback;
  // The third actor is "the people with least power" in the arguments, so prefer a vulnerable one there.
  const vulnerable = known.slice(2).find((a) => roleOf(a) === "vulnerable");
  const third = vulnerable ?? known[2];
  const [a0, a1] = known.filter((a) => a !== third);
  return [a0, a1, third];
}

/** "opt-out system" → "an opt-out system" when the motion itself puts an article there. */
function withArticle(proposal: string, focus: string): string {
  const at = proposal.toLowerCase().indexOf(focus.toLowerCase());
  const art = at > 0 ? /\b(an?|the)\s+$/i.exec(proposal.slice(0, at)) : null;
  return art ? `${art[1].toLowerCase()} ${focus}` : focus;
}

export function context(motion: string, side: Side): SideCase {
  const parsed = parseMotion(motion);
  const info = analyseMotion(motion);
  const base = themeFor(motion);
  const theme = { ...base, actors: actorsFor(info, base.actors) };
  const focus = withArticle(parsed.proposal, parsed.focus);
  return {
    motion: motion.trim().replace(/[.!]+$/, ""),
    parsed,
    info,
    side,
    focus,
    theme,
    args: chooseArguments(parsed, side, theme, hashString(motion)),
  };
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

export function offlineOpening({ motion, aiSide }: { motion: string; aiSide: Side }): string {
  const c = context(motion, aiSide);
  const [a0, a1, a2] = c.theme.actors;
  const stance =
    aiSide === "Government"
      ? `As Government, we support the motion: "${c.motion}". ${question(c.parsed)} We will show that ${a0} and ${a2} end up better off, and that ${c.theme.good} is better served, if the answer is yes.`
      : `As Opposition, we oppose the motion: "${c.motion}". ${question(c.parsed)} We will show that the costs fall on ${a0} and ${a1}, and that ${c.theme.good} is better protected if the answer is no.`;
  const invitations = [
    "Over to you: which of these two mechanisms do you reject, and why?",
    `Your turn: tell us what happens to ${a0} under your approach to ${c.focus}.`,
    `We look forward to hearing why ${c.focus} deserves a different answer, and what your mechanism is.`,
  ];
  const invite = invitations[hashString(`${c.motion}|invite`) % invitations.length];
  return [
    `${stance} ${subjectLine(c.info, aiSide)}`.trim(),
    c.args[0].opening(c.focus, c.theme),
    c.args[1].opening(c.focus, c.theme),
    invite,
  ].join("\n\n");
}

/** One sentence on what the motion is concretely about, from the coach's topic knowledge (none when unknown). */
function subjectLine(info: MotionInfo, side: Side): string {
  if (!info.topics.length) return "";
  const k = core(info, side, cast(info, arguesConcern(info, side)));
  return k.concern
    ? `At its heart this debate is about ${k.view.concern}${k.view.example ? `; remember that ${k.view.example}` : ""}.`
    : `At its heart this debate is about ${k.view.benefit}, and who would lose it.`;
}
