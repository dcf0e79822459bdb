import { describe, expect, it } from "vitest";
import { wholeScores } from "#shared/debate/whole-scores.ts";

const sum = (s: { matter: number; manner: number; method: number }) => s.matter + s.manner + s.method;

describe("wholeScores", () => {
  it("shows whole categories that add up to the whole total", () => {
    expect(wholeScores({ matter: 2.8, manner: 4.4, method: 3.1 })).toEqual({ matter: 3, manner: 4, method: 3, total: 10 });
    // Rounding each alone would show 1 + 1 + 1 = 3 beside a total of 4.5 → 5 (or 4): the largest fractions take the points.
    expect(wholeScores({ matter: 1.5, manner: 1.5, method: 1.5 })).toEqual({ matter: 2, manner: 2, method: 1, total: 5 });
    expect(wholeScores({ matter: 0.4, manner: 0.4, method: 0.4 })).toEqual({ matter: 1, manner: 0, method: 0, total: 1 });
    expect(wholeScores({ matter: 10, manner: 0, method: 7 })).toEqual({ matter: 10, manner: 0, method: 7, total: 17 });
  });

  it("holds for every score the judge can give (tenths from 0 to 10)", () => {
    const tenths = Array.from({ length: 101 }, (_, i) => i / 10);
    for (const matter of tenths)
      for (const manner of [0, 0.1, 0.5, 0.9, 3.3, 6.6, 9.9, 10])
        for (const method of [0, 0.2, 0.5, 4.7, 10]) {
          const s = { matter, manner, method };
          const w = wholeScores(s);
          expect(w.total).toBe(sum(w));
          expect(w.total).toBe(Math.round(Math.round(sum(s) * 10) / 10));
          for (const k of ["matter", "manner", "method"] as const) {
            expect(Number.isInteger(w[k])).toBe(true);
            expect(Math.abs(w[k] - s[k])).toBeLessThan(1);
            expect(w[k]).toBeGreaterThanOrEqual(0);
            expect(w[k]).toBeLessThanOrEqual(10);
          }
        }
  });

  it("never shows a higher total as the lower one", () => {
    const a = wholeScores({ matter: 4.4, manner: 4.4, method: 4.4 });
    const b = wholeScores({ matter: 4.5, manner: 4.5, method: 4 });
    expect(a.total).toBeGreaterThanOrEqual(b.total);
  });
});
