// The offline coach's own material on the motion bank: no placeholder or template
// residue, no doubled words, and the generated argument passes the coach's own side and relevance
// checks for both sides.
import { describe, expect, it } from "vitest";
import {
  argumentFeedback,
  characterizationExample,
  clashesExample,
  framingExample,
  generateArgument,
} from "#server/ai/engine/offline/coach/index.ts";
import { analyseMotion } from "#server/ai/engine/offline/coach/motion.ts";
import { relevanceFactor } from "#server/ai/engine/offline/coach/rubric.ts";
import { BRIEF_ON_MOTION, ON_MOTION } from "#server/ai/engine/offline/coach/material-check.ts";
import { briefFor } from "#content/briefs.ts";
import { readStance } from "#server/ai/engine/offline/coach/stance.ts";
import { contentWords, termMatch } from "#server/ai/engine/offline/text/index.ts";
import { MOTION_BANK } from "#server/ai/engine/offline/motion-bank.ts";
import { offlineOpening, offlineReply, type DebateMessage } from "#server/ai/engine/offline/opponent.ts";

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

/** The AI's replies in a three-turn round against the coach's own case for the other side, with questions. */
function round(motion: string, aiSide: "Government" | "Opposition"): string[] {
  const user = generateArgument({ motion, side: aiSide === "Government" ? "Opposition" : "Government" })!.pael;
  const speeches = [
    `${user.point} ${user.analysis} ${user.example} ${user.link}`,
    `${user.link} Why should anyone believe your first argument? What would you do instead?`,
    "In 2019 about 40% of people said this, so the numbers are on our side.",
  ];
  const messages: DebateMessage[] = [
    { role: "assistant", content: offlineOpening({ difficulty: "intermediate", press: null, motion, aiSide }) },
  ];
  for (const content of speeches) {
    messages.push({ role: "user", content });
    messages.push({ role: "assistant", content: offlineReply({ difficulty: "intermediate", press: null, motion, aiSide, messages }) });
  }
  return messages.filter((m, i) => m.role === "assistant" && i > 0).map((m) => m.content);
}

// The checks run a quarter of the motions at a time, so each test stays well inside its time limit.
const QUARTERS = [0, 50, 100, 150].map((from) => [from, from + 50] as const);

describe("generated material on the motion bank", () => {
  it("uses 200 motions", () => expect(MOTIONS.length).toBe(200));

  it.each(QUARTERS)("leaks no placeholder and doubles no word (motions %i to %i)", (from, to) => {
    const bad: string[] = [];
    for (const motion of MOTIONS.slice(from, to)) {
      const outs = [
        generateArgument({ motion, side: "Government" }),
        generateArgument({ motion, side: "Opposition" }),
        framingExample({ motion, side: "Opposition" }),
        clashesExample({ motion, actor: "" }),
        characterizationExample({ motion }),
        offlineOpening({ difficulty: "intermediate", press: null, motion, aiSide: "Government" }),
        offlineOpening({ difficulty: "intermediate", press: null, motion, aiSide: "Opposition" }),
        ...round(motion, "Government"),
        ...round(motion, "Opposition"),
      ];
      for (const t of outs.flatMap(texts)) {
        if (PLACEHOLDER.test(t)) bad.push(`${motion}: placeholder in "${t.slice(0, 120)}"`);
        for (const d of doubled(t)) bad.push(`${motion}: doubled "${d}" in "${t.slice(0, 120)}"`);
      }
    }
    expect(bad).toEqual([]);
  });

  it.each(QUARTERS)(
    "the opponent opens on the motion's subject, answers questions and fits its stock rebuttals (motions %i to %i)",
    (from, to) => {
      const bad: string[] = [];
      for (const motion of MOTIONS.slice(from, to)) {
        const info = analyseMotion(motion);
        const subject = [...info.terms, ...info.related];
        for (const aiSide of ["Government", "Opposition"] as const) {
          // The motion's own words outside the quoted motion and the restated question.
          const body = contentWords(
            offlineOpening({ difficulty: "intermediate", press: null, motion, aiSide }).split("\n\n").slice(1).join(" "),
          );
          if (!subject.some((t) => body.some((w) => termMatch(w, t)))) bad.push(`${motion} (${aiSide}): opening never names the subject`);
          const [, asked, figures] = round(motion, aiSide);
          if (!/^You asked: "Why should anyone believe your first argument\?" Our answer: /.test(asked))
            bad.push(`${motion}: question 1 unanswered`);
          if (!/You also asked: "What would you do instead\?" Our answer: /.test(asked)) bad.push(`${motion}: question 2 unanswered`);
          if (/correlation is not causation/.test(figures)) bad.push(`${motion}: "correlation is not causation" against a figure`);
        }
      }
      expect(bad).toEqual([]);
    },
  );

  it.each(QUARTERS)("argues the side it was asked for, on the motion (the coach's own checks) (motions %i to %i)", (from, to) => {
    const bad: string[] = [];
    for (const motion of MOTIONS.slice(from, to)) {
      const info = analyseMotion(motion);
      for (const side of ["Government", "Opposition"] as const) {
        const { pael } = generateArgument({ motion, side })!;
        const all = Object.values(pael).join(" ");
        const lean = readStance(all, info).lean;
        if (lean && lean !== side) bad.push(`${motion} (${side}): reads as ${lean}`);
        // A brief's case goes beyond the motion's own words, so it has the brief's bar (brief-material.test.ts).
        if (relevanceFactor(all, info) < (briefFor(motion) ? BRIEF_ON_MOTION : ON_MOTION)) bad.push(`${motion} (${side}): off the motion`);
        const fb = argumentFeedback({ motion, side, argument: "", pael });
        if (/argued the other side/.test(fb.comments)) bad.push(`${motion} (${side}): coach says wrong side`);
      }
    }
    expect(bad).toEqual([]);
  });
});
