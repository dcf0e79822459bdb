import { describe, expect, it } from "vitest";
import { DIFFICULTIES, MOTION_BANK, MOTION_TOPICS, OFFERED, pickMotion, type Difficulty } from "./motion-bank";
import { briefFor } from "#content/briefs.ts";
import { motionText } from "#shared/motions/schemas.ts";

const seq = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length];
};

describe("motion bank", () => {
  it("holds at least 300 distinct motions", () => {
    expect(MOTION_BANK.length).toBeGreaterThanOrEqual(300);
    expect(new Set(MOTION_BANK.map((m) => m.text.toLowerCase())).size).toBe(MOTION_BANK.length);
  });

  it("writes every motion in standard form, within the one motion limit", () => {
    for (const m of MOTION_BANK) {
      expect(motionText.safeParse(m.text).success, m.text).toBe(true);
      expect(m.text).toMatch(/^This House (would|believes that|supports|opposes|regrets|prefers) [a-z0-9].+[a-z0-9]\.$/i);
      expect(m.text).not.toMatch(/\s{2,}|\.\./);
    }
  });

  it("has at least 80 motions per difficulty", () => {
    for (const d of DIFFICULTIES) expect(MOTION_BANK.filter((m) => m.difficulty === d).length).toBeGreaterThanOrEqual(80);
  });

  it("covers about a dozen topics, none empty, each at every difficulty", () => {
    expect(MOTION_TOPICS.length).toBeGreaterThanOrEqual(12);
    for (const topic of MOTION_TOPICS) {
      for (const d of DIFFICULTIES)
        expect(
          MOTION_BANK.some((m) => m.topic === topic && m.difficulty === d),
          `${topic}/${d}`,
        ).toBe(true);
    }
  });

  it("keeps advanced motions mostly abstract and beginner motions mostly concrete policies", () => {
    const share = (d: Difficulty, re: RegExp) => {
      const level = MOTION_BANK.filter((m) => m.difficulty === d);
      return level.filter((m) => re.test(m.text)).length / level.length;
    };
    expect(share("beginner", /^This House would /)).toBeGreaterThan(0.9);
    expect(share("advanced", /^This House (believes|regrets|prefers|supports|opposes)/)).toBeGreaterThan(0.6);
  });
});

describe("pickMotion", () => {
  it("offers only motions with a brief, of every difficulty", () => {
    expect(OFFERED.length).toBeGreaterThan(0);
    for (const m of OFFERED) expect(briefFor(m.text), m.text).toBeDefined();
    for (const d of DIFFICULTIES) expect(OFFERED.some((m) => m.difficulty === d)).toBe(true);
    for (const d of DIFFICULTIES)
      for (const r of [0, 0.3, 0.6, 0.999])
        expect(briefFor(pickMotion({ difficulty: d, exclude: new Set(), random: () => r }).text)).toBeDefined();
  });

  it("returns a motion of the requested difficulty", () => {
    for (const d of DIFFICULTIES) {
      for (const r of [0, 0.25, 0.5, 0.999, 1])
        expect(pickMotion({ difficulty: d, exclude: new Set(), random: () => r }).difficulty).toBe(d);
    }
  });

  it("is driven by the random source", () => {
    const a = pickMotion({ difficulty: "intermediate", exclude: new Set(), random: () => 0 });
    const b = pickMotion({ difficulty: "intermediate", exclude: new Set(), random: () => 0.99 });
    expect(a.text).not.toBe(b.text);
  });

  it("never returns an excluded motion while others remain", () => {
    const exclude = new Set<string>();
    const beginner = OFFERED.filter((m) => m.difficulty === "beginner");
    const random = seq(0.1, 0.7, 0.3, 0.9, 0.5);
    for (let i = 0; i < beginner.length; i++) {
      const m = pickMotion({ difficulty: "beginner", exclude, random });
      expect(m.difficulty).toBe("beginner");
      expect(exclude.has(m.text)).toBe(false);
      exclude.add(m.text);
    }
    expect(exclude.size).toBe(beginner.length);
  });

  it("falls back to unseen motions of other difficulties once a difficulty is used up", () => {
    const exclude = new Set(OFFERED.filter((m) => m.difficulty === "advanced").map((m) => m.text));
    const m = pickMotion({ difficulty: "advanced", exclude, random: () => 0.4 });
    expect(m.difficulty).not.toBe("advanced");
    expect(exclude.has(m.text)).toBe(false);
  });

  it("still returns a motion of the requested difficulty when everything is excluded", () => {
    const exclude = new Set(OFFERED.map((m) => m.text));
    const m = pickMotion({ difficulty: "beginner", exclude, random: () => 0.4 });
    expect(m.difficulty).toBe("beginner");
  });
});
