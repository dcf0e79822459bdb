import { describe, expect, it } from "vitest";
import { bellsCrossed, bellsOf, elapsedAt, formatClock, poiOpen } from "./clock";
import { FORMATS } from "./index";

const pm = FORMATS["british-parliamentary"].speeches[0];
const reply = FORMATS["world-schools"].speeches[6];

describe("the round clock", () => {
  it("reads the elapsed time from the server's start and the time run before a pause", () => {
    expect(elapsedAt({ runningSince: null, elapsedBefore: 5000 }, 1e12)).toBe(5000);
    expect(elapsedAt({ runningSince: 1e12, elapsedBefore: 5000 }, 1e12 + 2500)).toBe(7500);
    // A client clock a little behind the server's never shows less than was run before.
    expect(elapsedAt({ runningSince: 1e12, elapsedBefore: 5000 }, 1e12 - 300)).toBe(5000);
  });

  it("opens the POI window at its first second and closes it at its last, never in a reply", () => {
    expect(poiOpen(pm, 59_999)).toBe(false);
    expect(poiOpen(pm, 60_000)).toBe(true);
    expect(poiOpen(pm, 359_999)).toBe(true);
    expect(poiOpen(pm, 360_000)).toBe(false);
    expect(poiOpen(reply, 120_000)).toBe(false);
  });

  it("rings at the protected time's edges and at time, each once", () => {
    expect(bellsOf(pm).map((b) => [b.at, b.kind])).toEqual([
      [60_000, "protected-end"],
      [360_000, "protected-start"],
      [420_000, "time"],
    ]);
    expect(bellsOf(reply).map((b) => b.kind)).toEqual(["time"]);
    expect(bellsCrossed(pm, 59_000, 60_000).map((b) => b.kind)).toEqual(["protected-end"]);
    expect(bellsCrossed(pm, 60_000, 61_000)).toEqual([]);
    expect(bellsCrossed(pm, 0, 500_000)).toHaveLength(3);
    expect(bellsCrossed(pm, 100_000, 50_000)).toEqual([]);
  });

  it("shows minutes and seconds, with a sign once over time", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(61_999)).toBe("1:01");
    expect(formatClock(-5_000)).toBe("-0:05");
  });
});
