import { describe, expect, it } from "vitest";
import { chairStep, type RoundClock } from "#server/domains/live-rounds/transitions.ts";
import { FORMATS } from "#shared/debate/formats/index.ts";

const format = FORMATS["british-parliamentary"];
const t0 = new Date("2026-11-28T10:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const step = (clock: RoundClock, action: Parameters<typeof chairStep>[1]["action"], now: Date, elapsedMs?: number, prepSeconds = 900) =>
  chairStep(clock, { action, elapsedMs }, { format, prepSeconds, now });
const pools = { prepTeam: null, prepUsedMs: {} };
const waiting: RoundClock = { phase: "waiting", speechIndex: -1, runningSince: null, elapsedBeforeMs: 0, ...pools };

describe("the chair's steps", () => {
  it("starts prep, or the first speech when there is no prep", () => {
    expect(step(waiting, "start", t0)).toEqual({ phase: "prep", speechIndex: -1, runningSince: t0, elapsedBeforeMs: 0, ...pools });
    expect(step(waiting, "start", t0, undefined, 0)).toEqual({
      phase: "speech",
      speechIndex: 0,
      runningSince: t0,
      elapsedBeforeMs: 0,
      ...pools,
    });
    expect(step(waiting, "next", t0)).toBeNull();
    expect(step(waiting, "pause", t0)).toBeNull();
  });

  it("keeps the time run across a pause and a resume", () => {
    const running: RoundClock = { phase: "speech", speechIndex: 2, runningSince: t0, elapsedBeforeMs: 10_000, ...pools };
    const paused = step(running, "pause", at(5_000))!;
    expect(paused).toEqual({ ...running, runningSince: null, elapsedBeforeMs: 15_000, ...pools });
    expect(step(paused, "pause", at(6_000))).toBeNull();
    expect(step(paused, "resume", at(9_000))).toEqual({ ...paused, runningSince: at(9_000) });
    expect(step(running, "resume", at(1))).toBeNull();
  });

  it("moves to the next speech stopped at 0:00, and finishes after the last", () => {
    const last: RoundClock = { phase: "speech", speechIndex: 7, runningSince: t0, elapsedBeforeMs: 0, ...pools };
    expect(step({ ...last, speechIndex: 3 }, "next", at(1))).toEqual({
      phase: "speech",
      speechIndex: 4,
      runningSince: null,
      elapsedBeforeMs: 0,
      ...pools,
    });
    expect(step(last, "next", at(1))).toMatchObject({ phase: "finished", runningSince: null });
    expect(step({ phase: "prep", speechIndex: -1, runningSince: t0, elapsedBeforeMs: 0, ...pools }, "next", at(1))?.speechIndex).toBe(0);
  });

  it("re-times within the speech plus five minutes, keeping a running clock running from now", () => {
    const running: RoundClock = { phase: "speech", speechIndex: 0, runningSince: t0, elapsedBeforeMs: 0, ...pools };
    expect(step(running, "retime", at(3_000), 60_000)).toEqual({ ...running, runningSince: at(3_000), elapsedBeforeMs: 60_000, ...pools });
    expect(step(running, "retime", at(3_000), 420_000 + 300_000)).not.toBeNull();
    expect(step(running, "retime", at(3_000), 420_000 + 300_001)).toBeNull();
    expect(step(running, "retime", at(3_000))).toBeNull();
    expect(step(waiting, "retime", t0, 0)).toBeNull();
  });

  it("ends from any phase but the finished one", () => {
    const running: RoundClock = { phase: "speech", speechIndex: 1, runningSince: t0, elapsedBeforeMs: 1_000, ...pools };
    expect(step(running, "end", at(2_000))).toEqual({
      phase: "finished",
      speechIndex: 1,
      runningSince: null,
      elapsedBeforeMs: 3_000,
      ...pools,
    });
    expect(step({ ...running, phase: "finished", runningSince: null }, "end", at(1))).toBeNull();
  });

  it("gives a Public Forum team its prep from its pool between speeches, and keeps what it used", () => {
    const pf = FORMATS["public-forum"];
    const pfStep = (clock: RoundClock, action: Parameters<typeof chairStep>[1]["action"], now: Date, team?: string, elapsedMs?: number) =>
      chairStep(clock, { action, team, elapsedMs }, { format: pf, prepSeconds: 0, now });
    const between: RoundClock = { phase: "speech", speechIndex: 2, runningSince: null, elapsedBeforeMs: 0, ...pools };
    const team = pf.teams[0].key;
    const prep = pfStep(between, "prep", t0, team)!;
    expect(prep).toEqual({ ...between, phase: "prep", prepTeam: team, runningSince: t0 });
    // 40 s of prep, a pause, 20 s more: the floor goes back to speech 2, and the team has used a minute.
    const paused = pfStep(prep, "pause", at(40_000))!;
    const back = pfStep(pfStep(paused, "resume", at(50_000))!, "next", at(70_000))!;
    expect(back).toEqual({ ...between, prepUsedMs: { [team]: 60_000 } });
    // Prep is only between speeches, only by a team of the format, never in a format without pools.
    expect(pfStep({ ...between, runningSince: t0 }, "prep", t0, team)).toBeNull();
    expect(pfStep({ ...between, elapsedBeforeMs: 5_000 }, "prep", t0, team)).toBeNull();
    expect(pfStep(between, "prep", t0, "nobody")).toBeNull();
    expect(pfStep(between, "prep", t0)).toBeNull();
    expect(chairStep(between, { action: "prep", team: format.teams[0].key }, { format, prepSeconds: 900, now: t0 })).toBeNull();
    // A pool runs out: what is taken never exceeds it, and a spent pool gives no more prep.
    const spent = pfStep(pfStep(between, "prep", t0, team)!, "next", at(10 * 60_000))!;
    expect(spent.prepUsedMs[team]).toBe(pf.prep.kind === "pool" ? pf.prep.secondsPerTeam * 1000 : 0);
    expect(pfStep(spent, "prep", at(1), team)).toBeNull();
    // Re-timing a team's prep is bounded by what is left of its pool (plus the usual five minutes).
    expect(pfStep(prep, "retime", at(1), undefined, 180_000 + 300_000)).not.toBeNull();
    expect(
      pfStep(back, "prep", at(1), team) && pfStep(pfStep(back, "prep", at(1), team)!, "retime", at(2), undefined, 120_000 + 300_001),
    ).toBeNull();
  });
});
