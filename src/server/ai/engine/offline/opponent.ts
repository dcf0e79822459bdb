// The offline AI debater. On a bank motion with a brief, or a motion typed in other words that is the
// same debate, it argues from the brief (opponent/brief/*) and says which bank motion that is; on any
// other motion it says what it can do and argues from the motion's own words (opponent/*.ts).
import { briefMatch } from "./brief-lookup";
import { briefOpening } from "./opponent/brief/opening";
import { briefReply } from "./opponent/brief/reply";
import { genericOpening } from "./opponent/opening";
import { genericReply } from "./opponent/reply";
import type { OpponentSetup, ReplySetup } from "./opponent/setup";

export type { Side } from "#shared/sides.ts";
export type { DebateMessage, OpponentSetup } from "./opponent/setup";

/** Said first when the brief is a bank motion's that the typed motion is the same debate as. */
export const borrowedBrief = (bankMotion: string) =>
  `A word on what to expect: this is the same debate as "${bankMotion.replace(/\.$/, "")}" in our motion bank, so we argue from our prepared brief for it.`;

/** Said first when the brief is the one the teacher wrote for the assignment. */
export const TEACHER_BRIEF_NOTE = "A word on what to expect: your teacher wrote a brief for this motion, and we argue from it.";

export function offlineOpening(setup: OpponentSetup): string {
  const match = briefMatch(setup.motion, setup.brief);
  if (!match) return genericOpening(setup);
  const opening = briefOpening(match.brief, setup);
  if (match.teacher) return `${TEACHER_BRIEF_NOTE}\n\n${opening}`;
  return match.exact ? opening : `${borrowedBrief(match.brief.motion)}\n\n${opening}`;
}

export function offlineReply(setup: ReplySetup): string {
  const brief = briefMatch(setup.motion, setup.brief)?.brief;
  return brief ? briefReply(brief, setup) : genericReply(setup);
}
