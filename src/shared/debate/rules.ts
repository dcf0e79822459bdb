// The AI debater's rules that screens need without zod.
import { AI_MESSAGES } from "#shared/messages/ai.ts";
import { randomSide, type Side } from "#shared/sides.ts";

export { otherSide, SIDES, type Side } from "#shared/sides.ts";
export { MOTION_MAX, SPEECH_MAX } from "#shared/limits.ts";

/** The student's speeches in a full round: the AI's answer to the last of them is its closing speech. */
export const ROUND_SPEECHES = 4;

/** The settings' default_side as a side on the screen; the spec's default is Opposition. */
export function sideFromPreference(pref: string | undefined, random: () => number = Math.random): Side {
  if (pref === "gov") return "Government";
  if (pref === "random") return randomSide(random);
  return "Opposition";
}

/** What the AI label shows: a badge for the offline coach, else the model's name. */
export function engineName(engine: string | null | undefined): { offline: boolean; label: string } {
  if (!engine || engine === "offline") return { offline: true, label: AI_MESSAGES.offlineCoach };
  return { offline: false, label: engine.replace(/^model:/, "") };
}
