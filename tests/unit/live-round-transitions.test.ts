import { describe, expect, it } from "vitest";
import { chairStep, type RoundClock } from "#server/domains/live-rounds/transitions.ts";
import { FORMATS } from "#shared/debate/formats/index.ts";

const format = FORMATS["british-parliamentary"];
const t0 = new Date("2026-11-28T10:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const step = (clock: RoundClock, action: Parameters<typeof chairStep>[1]["action"], now: Date, elapsedMs?: number, prepSeconds = 900) =>
  chairStep(clock, { action, elapsedMs }, { format, prepSeconds, now });
const waiting: RoundClock = { phase: "waiting", speechIndex: -1, runningSince: null, elapsedBeforeMs: 0 };

describe("the chair's steps", () => {
  it("starts prep, or the first speech when there is no prep", () => {
    expect(step(waiting, "start", t0)).toEqual({ phase: "prep", speechIndex: -1, runningSince: t0, elapsedBeforeMs: 0 });
    expect(step(waiting, "start", t0, undefined, 0)).toEqual({ phase: "speech", speechIndex: 0, runningSince: t0, elapsedBeforeMs: 0 });
    expect(step(waiting, "next", t0)).toBeNull();
    expect(step(waiting, "pause", t0)).toBeNull();
  });

  it("keeps the time run across a pause and a resume", () => {
    const running: RoundClock = { phase: "speech", speechIndex: 2, runningSince: t0, elapsedBeforeMs: 10_000 };
    const paused = step(running, "pause", at(5_000))!;
    expect(paused).toEqual({ ...running, runningSince: null, elapsedBeforeMs: 15_000 });
    expect(step(paused, "pause", at(6_000))).toBeNull();
    expect(step(paused, "resume", at(9_000))).toEqual({ ...paused, runningSince: at(9_000) });
    expect(step(running, "resume", at(1))).toBeNull();
  });

  it("moves to the next speech stopped at 0:00, and finishes after the last", () => {
    const last: RoundClock = { phase: "speech", speechIndex: 7, runningSince: t0, elapsedBeforeMs: 0 };
    expect(step({ ...last, speechIndex: 3 }, "next", at(1))).toEqual({
      phase: "speech",
      speechIndex: 4,
      runningSince: null,
      elapsedBeforeMs: 0,
    });
    expect(step(last, "next", at(1))).toMatchObject({ phase: "finished", runningSince: null });
    expect(step({ phase: "prep", speechIndex: -1, runningSince: t0, elapsedBeforeMs: 0 }, "next", at(1))?.speechIndex).toBe(0);
  });

  it("re-times within the speech plus five minutes, keeping a running clock running from now", () => {
    const running: RoundClock = { phase: "speech", speechIndex: 0, runningSince: t0, elapsedBeforeMs: 0 };
    expect(step(running, "retime", at(3_000), 60_000)).toEqual({ ...running, runningSince: at(3_000), elapsedBeforeMs: 60_000 });
    expect(step(running, "retime", at(3_000), 420_000 + 300_000)).not.toBeNull();
    expect(step(running, "retime", at(3_000), 420_000 + 300_001)).toBeNull();
    expect(step(running, "retime", at(3_000))).toBeNull();
    expect(step(waiting, "retime", t0, 0)).toBeNull();
  });

  it("ends from any phase but the finished one", () => {
    const running: RoundClock = { phase: "speech", speechIndex: 1, runningSince: t0, elapsedBeforeMs: 1_000 };
    expect(step(running, "end", at(2_000))).toEqual({ phase: "finished", speechIndex: 1, runningSince: null, elapsedBeforeMs: 3_000 });
    expect(step({ ...running, phase: "finished", runningSince: null }, "end", at(1))).toBeNull();
  });
});
