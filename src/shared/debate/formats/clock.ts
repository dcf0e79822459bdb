// The round clock's arithmetic, shared by the server (is a POI offered inside the window?) and the page
// (what the clock shows, when the bells ring). Everything is computed from the server's record of the
// running time, never counted up in a tab, so a reload, a sleeping tab or a late joiner reads the same.
import type { FormatSpeech } from "./schema";

/** What the server keeps about the running clock of the current phase. */
export interface ClockState {
  /** When the clock last started (ms since the epoch, the server's clock); null when stopped. */
  runningSince: number | null;
  /** Time run before that start (ms): what pauses and re-timing leave. */
  elapsedBefore: number;
}

/** Milliseconds run at `now`. */
export function elapsedAt(clock: ClockState, now: number): number {
  return clock.elapsedBefore + (clock.runningSince === null ? 0 : Math.max(0, now - clock.runningSince));
}

/** Whether a point of information may be offered after `elapsedMs` of this speech. */
export function poiOpen(speech: Pick<FormatSpeech, "poi">, elapsedMs: number): boolean {
  return !!speech.poi && elapsedMs >= speech.poi.from * 1000 && elapsedMs < speech.poi.to * 1000;
}

export type BellKind = "protected-end" | "protected-start" | "time";

/** The bells of a speech, in order: the protected time's edges (when it has POIs) and time. */
export function bellsOf(speech: Pick<FormatSpeech, "poi" | "seconds">): Array<{ at: number; kind: BellKind }> {
  const bells: Array<{ at: number; kind: BellKind }> = [];
  if (speech.poi) bells.push({ at: speech.poi.from * 1000, kind: "protected-end" }, { at: speech.poi.to * 1000, kind: "protected-start" });
  bells.push({ at: speech.seconds * 1000, kind: "time" });
  return bells;
}

/** The bells passed when the clock moves from `before` to `after` ms (none when it goes back or jumps from a stop). */
export function bellsCrossed(speech: Pick<FormatSpeech, "poi" | "seconds">, before: number, after: number) {
  return bellsOf(speech).filter((b) => before < b.at && b.at <= after);
}

/** "m:ss" (a minus sign once over time). */
export function formatClock(ms: number): string {
  const sign = ms < 0 ? "-" : "";
  const total = Math.floor(Math.abs(ms) / 1000);
  return `${sign}${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}
