// The offline AI debater. On a bank motion with a brief it argues from the brief (opponent/brief/*);
// on any other motion it says what it can do and argues from the motion's own words (opponent/*.ts).
import { briefFor } from "#content/briefs.ts";
import { briefOpening } from "./opponent/brief/opening";
import { briefReply } from "./opponent/brief/reply";
import { genericOpening } from "./opponent/opening";
import { genericReply } from "./opponent/reply";
import type { OpponentSetup, ReplySetup } from "./opponent/setup";

export type { Side } from "#shared/sides.ts";
export type { DebateMessage, OpponentSetup } from "./opponent/setup";

export function offlineOpening(setup: OpponentSetup): string {
  const brief = briefFor(setup.motion);
  return brief ? briefOpening(brief, setup) : genericOpening(setup);
}

export function offlineReply(setup: ReplySetup): string {
  const brief = briefFor(setup.motion);
  return brief ? briefReply(brief, setup) : genericReply(setup);
}
