import { describe, expect, it } from "vitest";
import { FORMATS } from "#shared/debate/formats/index.ts";
import { practiceSpeeches } from "#shared/debate/formats/practice.ts";
import { offlineReplySpeech } from "#server/ai/engine/offline/opponent/reply-speech.ts";
import { formatSpeakerPoints } from "./format-points";

const MOTION = "This House would ban homework in primary schools.";
const STRONG =
  "Homework widens the gap between rich and poor pupils, because some homes have quiet rooms and help while others have neither. For example, pupils without a desk finish less of it, so a ban makes school fairer.";
const WEAK = "Homework is bad.";

describe("format practice rounds in the engine", () => {
  it("gives points on the format's scales, replies on their own, and never a low-point win", () => {
    const format = FORMATS["world-schools"];
    const speeches = practiceSpeeches(format, "prop").map((p) => ({ index: p.index, by: p.by, text: p.by === "user" ? WEAK : STRONG }));
    for (const winner of ["user", "ai"] as const) {
      const { points, totals } = formatSpeakerPoints({ motion: MOTION, format, speeches, winner });
      for (const p of practiceSpeeches(format, "prop")) {
        const n = points.get(p.index)!;
        const [lo, hi] = p.speech.kind === "reply" ? [30, 40] : [60, 80];
        expect(n).toBeGreaterThanOrEqual(lo);
        expect(n).toBeLessThanOrEqual(hi);
      }
      expect(totals[winner]!).toBeGreaterThan(totals[winner === "user" ? "ai" : "user"]!);
    }
  });

  it("gives no points in a format with no scale", () => {
    const format = FORMATS["public-forum"];
    const speeches = practiceSpeeches(format, "pro").map((p) => ({ index: p.index, by: p.by, text: STRONG }));
    const { points, totals } = formatSpeakerPoints({ motion: MOTION, format, speeches, winner: "user" });
    expect([...points.values()].every((p) => p === null)).toBe(true);
    expect(totals).toEqual({ user: null, ai: null });
  });

  it("writes a reply speech that weighs the round, quoting only the round, with no new argument", () => {
    const messages = [
      { role: "user" as const, content: STRONG },
      { role: "assistant" as const, content: "Practice at home makes lessons stick, because pupils revisit work while it is fresh." },
    ];
    const reply = offlineReplySpeech({
      motion: MOTION,
      aiSide: "Opposition",
      difficulty: "intermediate",
      press: null,
      messages,
      name: "Opposition Reply",
      teams: { ai: "Opposition", user: "Proposition" },
    });
    expect(reply).toMatch(/no new arguments|No new material/);
    expect(reply).not.toContain("Now our next argument");
    for (const [, quote] of reply.matchAll(/"([^"]+)"/g)) expect(messages.some((m) => m.content.includes(quote))).toBe(true);
    expect(reply).toContain("give the round to Opposition");
  });
});
