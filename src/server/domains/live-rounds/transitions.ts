// The chair's actions as a pure step from one clock to the next: what the round's row becomes. The
// service writes the result with one conditional UPDATE on the version the chair saw.
import type { ChairAction } from "#shared/live-rounds/schemas.ts";
import { RETIME_OVER_MS } from "#shared/live-rounds/schemas.ts";
import type { DebateFormat } from "#shared/debate/formats/index.ts";

export type Phase = "waiting" | "prep" | "speech" | "finished";

export interface RoundClock {
  phase: Phase;
  speechIndex: number;
  runningSince: Date | null;
  elapsedBeforeMs: number;
}

/** The clock after the action, or null when the action makes no sense now (finished, already running…). */
export function chairStep(
  clock: RoundClock,
  { action, elapsedMs }: { action: ChairAction; elapsedMs?: number },
  { format, prepSeconds, now }: { format: DebateFormat; prepSeconds: number; now: Date },
): RoundClock | null {
  const live = clock.phase === "prep" || clock.phase === "speech";
  const stopped = clock.runningSince === null;
  const run = (c: RoundClock): RoundClock => ({ ...c, runningSince: now });
  const fresh = (phase: Phase, speechIndex: number): RoundClock => ({ phase, speechIndex, runningSince: null, elapsedBeforeMs: 0 });
  const ran = clock.runningSince ? now.getTime() - clock.runningSince.getTime() : 0;
  switch (action) {
    case "start":
      if (clock.phase === "waiting") return run(prepSeconds > 0 ? fresh("prep", -1) : fresh("speech", 0));
      return live && stopped ? run(clock) : null;
    case "resume":
      return live && stopped ? run(clock) : null;
    case "pause":
      return live && !stopped ? { ...clock, runningSince: null, elapsedBeforeMs: clock.elapsedBeforeMs + Math.max(0, ran) } : null;
    case "next":
      if (clock.phase === "prep") return fresh("speech", 0);
      if (clock.phase !== "speech") return null;
      return clock.speechIndex + 1 < format.speeches.length
        ? fresh("speech", clock.speechIndex + 1)
        : { ...clock, phase: "finished", runningSince: null };
    case "end":
      return clock.phase === "finished"
        ? null
        : { ...clock, phase: "finished", runningSince: null, elapsedBeforeMs: clock.elapsedBeforeMs + Math.max(0, ran) };
    case "retime": {
      if (!live || elapsedMs === undefined) return null;
      const length = clock.phase === "prep" ? prepSeconds * 1000 : format.speeches[clock.speechIndex].seconds * 1000;
      if (elapsedMs > length + RETIME_OVER_MS) return null;
      return { ...clock, elapsedBeforeMs: elapsedMs, runningSince: stopped ? null : now };
    }
  }
}
