// The offline coach's own material on the motion bank (issue 12, item 6): no placeholder or template
// residue, no doubled words, and the generated argument passes the coach's own side and relevance
// checks for both sides.
import { describe, expect, it } from "vitest";
import {
  argumentFeedback,
  characterizationExample,
  clashesExample,
  framingExample,
  generateArgument,
} from "../../src/server/ai/offline/coach";
import { analyseMotion } from "../../src/server/ai/offline/coach/motion";
import { relevanceFactor } from "../../src/server/ai/offline/coach/rubric";
import { readStance } from "../../src/server/ai/offline/coach/stance";
import { MOTION_BANK } from "../../src/server/ai/offline/motion-bank";
import { offlineOpening } from "../../src/server/ai/offline/opponent";

// Every 200 motions of the bank (spread over all topics and difficulties).
const step = Math.max(1, Math.floor(MOTION_BANK.length / 200));
const MOTIONS = MOTION_BANK.filter((_, i) => i % step === 0)
  .slice(0, 200)
  .map((m) => m.text);

const PLACEHOLDER = /people who engage with|those who profit from|\bundefined\b|\bnull\b|\bNaN\b|\$\{|\{\w+\}|\[object/;
// Doubled words, allowing the few English doubles ("that that", "had had").
const doubled = (s: string) => [...s.matchAll(/\b(\w+)\s+\1\b/gi)].map((m) => m[0]).filter((d) => !/^(that that|had had)$/i.test(d));
const texts = (x: unknown): string[] =>
  typeof x === "string" ? [x] : Array.isArray(x) ? x.flatMap(texts) : x && typeof x === "object" ? Object.values(x).flatMap(texts) : [];

describe("generated material on the motion bank", () => {
  it("uses 200 motions", () => expect(MOTIONS.length).toBe(200));

  it("leaks no placeholder and doubles no word", () => {
    const bad: string[] = [];
    for (const motion of MOTIONS) {
      const outs = [
        generateArgument({ motion, side: "Government" }),
        generateArgument({ motion, side: "Opposition" }),
        framingExample({ motion, side: "Opposition" }),
        clashesExample({ motion, actor: "" }),
        characterizationExample({ motion }),
        offlineOpening({ motion, aiSide: "Government" }),
      ];
      for (const t of outs.flatMap(texts)) {
        if (PLACEHOLDER.test(t)) bad.push(`${motion}: placeholder in "${t.slice(0, 120)}"`);
        for (const d of doubled(t)) bad.push(`${motion}: doubled "${d}" in "${t.slice(0, 120)}"`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("argues the side it was asked for, on the motion (the coach's own checks)", () => {
    const bad: string[] = [];
    for (const motion of MOTIONS) {
      const info = analyseMotion(motion);
      for (const side of ["Government", "Opposition"] as const) {
        const { pael } = generateArgument({ motion, side });
        const all = Object.values(pael).join(" ");
        const lean = readStance(all, info).lean;
        if (lean && lean !== side) bad.push(`${motion} (${side}): reads as ${lean}`);
        if (relevanceFactor(all, info) < 0.7) bad.push(`${motion} (${side}): off the motion`);
        const fb = argumentFeedback({ motion, side, argument: "", pael });
        if (/argued the other side/.test(fb.comments)) bad.push(`${motion} (${side}): coach says wrong side`);
      }
    }
    expect(bad).toEqual([]);
  });
});
