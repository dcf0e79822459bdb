// What the page reads off a round's state: its format, the current speech, who gives it, the clock.
import { FORMATS, type DebateFormat, type FormatSpeech } from "#shared/debate/formats/index.ts";
import { speakersOf } from "#shared/debate/formats/round.ts";
import { elapsedAt, type ClockState } from "#shared/debate/formats/clock.ts";
import { prepLeftMs } from "#shared/debate/formats/prep.ts";
import type { LiveRound } from "#shared/live-rounds/schemas.ts";

export interface RoundView {
  format: DebateFormat;
  speech: FormatSpeech | null;
  /** The current phase's length (ms): prep or the speech. */
  lengthMs: number;
  clock: ClockState;
  speakerIds: string[];
}

export function viewOf(round: LiveRound): RoundView {
  const format = FORMATS[round.format];
  const speech = round.phase === "speech" ? format.speeches[round.speech_index] : null;
  const positions = Object.fromEntries(Object.entries(round.positions).map(([slot, p]) => [slot, p.user_id]));
  return {
    format,
    speech,
    // A team's prep between speeches lasts what is left of its pool.
    lengthMs: speech
      ? speech.seconds * 1000
      : round.prep_team
        ? prepLeftMs(format, round.prep_used_ms, round.prep_team)
        : round.prep_seconds * 1000,
    clock: { runningSince: round.running_since ? Date.parse(round.running_since) : null, elapsedBefore: round.elapsed_before_ms },
    speakerIds: speech ? speakersOf(speech, positions, round.reply_speakers) : [],
  };
}

/** The names of who gives a speech, as the round placed them. */
export function speakerNames(round: LiveRound, speech: FormatSpeech): string {
  const positions = Object.fromEntries(Object.entries(round.positions).map(([slot, p]) => [slot, p.user_id]));
  const names = new Map(Object.values(round.positions).map((p) => [p.user_id, p.name]));
  return speakersOf(speech, positions, round.reply_speakers)
    .map((id) => names.get(id) ?? "")
    .join(", ");
}

export const elapsedNow = (view: RoundView, offsetMs: number) => elapsedAt(view.clock, Date.now() + offsetMs);

/** The speeches (by index) this user gives in the round: her notes are kept for these. */
export function speechesOf(round: LiveRound, userId: string): number[] {
  const positions = Object.fromEntries(Object.entries(round.positions).map(([slot, p]) => [slot, p.user_id]));
  return FORMATS[round.format].speeches.flatMap((s, i) =>
    s.kind !== "crossfire" && speakersOf(s, positions, round.reply_speakers).includes(userId) ? [i] : [],
  );
}
