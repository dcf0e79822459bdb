// The chair's actions as a pure step from one clock to the next: what the round's row becomes. The
// service writes the result with one conditional UPDATE on the version the chair saw.
import type { ChairAction } from "#shared/live-rounds/schemas.ts";
import { RETIME_OVER_MS } from "#shared/live-rounds/schemas.ts";
import type { DebateFormat } from "#shared/debate/formats/index.ts";
import { prepLeftMs } from "#shared/debate/formats/prep.ts";

export type Phase = "waiting" | "prep" | "speech" | "finished";

export interface RoundClock {
  phase: Phase;
  speechIndex: number;
  runningSince: Date | null;
  elapsedBeforeMs: number;
  /** The team taking prep from its pool (the "prep" phase between speeches), or null. */
  prepTeam: string | null;
  /** Team → prep used from its pool so far (ms). */
  prepUsedMs: Record<string, number>;
}

/** The clock after the action, or null when the action makes no sense now (finished, already running…). */
export function chairStep(
  clock: RoundClock,
  { action, elapsedMs, team }: { action: ChairAction; elapsedMs?: number; team?: string },
  { format, prepSeconds, now }: { format: DebateFormat; prepSeconds: number; now: Date },
): RoundClock | null {
  const live = clock.phase === "prep" || clock.phase === "speech";
  const stopped = clock.runningSince === null;
  const run = (c: RoundClock): RoundClock => ({ ...c, runningSince: now });
  const ran = clock.runningSince ? Math.max(0, now.getTime() - clock.runningSince.getTime()) : 0;
  // Leaving a team's prep adds what it took to its pool's use, never more than the pool holds.
  const used = (): Record<string, number> => {
    if (clock.phase !== "prep" || clock.prepTeam === null) return clock.prepUsedMs;
    const taken = Math.min(clock.elapsedBeforeMs + ran, prepLeftMs(format, clock.prepUsedMs, clock.prepTeam));
    return { ...clock.prepUsedMs, [clock.prepTeam]: (clock.prepUsedMs[clock.prepTeam] ?? 0) + taken };
  };
  const fresh = (phase: Phase, speechIndex: number): RoundClock => ({
    phase,
    speechIndex,
    runningSince: null,
    elapsedBeforeMs: 0,
    prepTeam: null,
    prepUsedMs: used(),
  });
  switch (action) {
    case "start":
      if (clock.phase === "waiting") return run(prepSeconds > 0 ? fresh("prep", -1) : fresh("speech", 0));
      return live && stopped ? run(clock) : null;
    case "resume":
      return live && stopped ? run(clock) : null;
    case "pause":
      return live && !stopped ? { ...clock, runningSince: null, elapsedBeforeMs: clock.elapsedBeforeMs + ran } : null;
    case "next":
      // A team's prep between speeches gives the floor back to the speech it came before.
      if (clock.phase === "prep") return fresh("speech", clock.prepTeam === null ? 0 : clock.speechIndex);
      if (clock.phase !== "speech") return null;
      return clock.speechIndex + 1 < format.speeches.length
        ? fresh("speech", clock.speechIndex + 1)
        : { ...clock, phase: "finished", runningSince: null };
    case "end":
      return clock.phase === "finished"
        ? null
        : {
            ...clock,
            phase: "finished",
            runningSince: null,
            elapsedBeforeMs: clock.elapsedBeforeMs + ran,
            prepTeam: null,
            prepUsedMs: used(),
          };
    case "prep": {
      // Only between speeches (a speech not yet begun), only by a team of the format, only while its pool lasts.
      const between = clock.phase === "speech" && stopped && clock.elapsedBeforeMs === 0;
      if (format.prep.kind !== "pool" || !between || !team || !format.teams.some((t) => t.key === team)) return null;
      if (prepLeftMs(format, clock.prepUsedMs, team) <= 0) return null;
      return { ...clock, phase: "prep", prepTeam: team, runningSince: now, elapsedBeforeMs: 0 };
    }
    case "retime": {
      if (!live || elapsedMs === undefined) return null;
      const length =
        clock.phase === "prep"
          ? clock.prepTeam === null
            ? prepSeconds * 1000
            : prepLeftMs(format, clock.prepUsedMs, clock.prepTeam)
          : format.speeches[clock.speechIndex].seconds * 1000;
      if (elapsedMs > length + RETIME_OVER_MS) return null;
      return { ...clock, elapsedBeforeMs: elapsedMs, runningSince: stopped ? null : now };
    }
  }
}
