// What counts as talking about the motion in words it does not use: a synonym in any form, its words
// abbreviated in capitals or a long name misspelt by a letter, a direct answer to its question; and what still
// does not: an answer about something else, whatever it opens with. The examples are our own.
import { describe, expect, it } from "vitest";
import { analyseMotion } from "#server/ai/engine/offline/coach/motion.ts";
import { inspect, type Part } from "./checks";
import { onMotionCount } from "./relevance";
import { stemsOf } from "./text";

const prose = (text: string): Part => ({ key: "a", text, prose: true, side: null });
const kinds = (motion: string, text: string) => inspect([prose(text)], { motion, generated: [] }).findings.map((f) => f.kind);
/** How many of the text's words the check counts as on the motion. */
const onMotion = (motion: string, text: string) => onMotionCount({ text, stems: stemsOf(text), labels: [] }, analyseMotion(motion), []);

const bees =
  "Honeybees are among the finest engineers in nature, because a colony builds hexagonal combs that store the most honey with the least wax. " +
  "In 1973 Karl von Frisch shared the Nobel Prize for decoding the waggle dance, after decades of patient work with glass-walled hives.";

describe("an answer on the motion in words the motion does not use", () => {
  it("counts a synonym of the motion's word in any of its forms", () => {
    // "mandatory" and "compulsory" are one synonym group; the answer's word is a stem ("compulsori").
    expect(onMotion("This House would make chess mandatory", "Compulsory lessons breed resentment.")).toBeGreaterThan(0);
    expect(onMotion("This House would make chess mandatory", "Lessons breed resentment.")).toBe(0);
  });

  it("counts the motion's words abbreviated in capitals, and a long name misspelt by a letter", () => {
    expect(onMotion("This House would end religious education in state schools", "RE wastes an hour.")).toBe(1);
    expect(onMotion("This House would end religious education in state schools", "Re-reading wastes an hour.")).toBe(0);
    expect(onMotion("This House would honour Brunelleschi above Ghiberti", "Brunelleshi finished the dome.")).toBeGreaterThan(0);
    expect(onMotion("This House would honour Brunelleschi above Ghiberti", "Bramante finished the dome.")).toBe(0);
  });

  it("counts an answer to the motion's question that goes on about its subject by pronoun", () => {
    const motion = "Would you report a close friend who cheated in an exam";
    const loyal =
      "He told me in confidence, which took courage, and I would stand by him whatever happened, " +
      "because trust between the people you care about comes before anything others think, and he would learn more from my advice than from a punishment.";
    expect(kinds(motion, `Of course not! Absolutely not! ${loyal}`)).not.toContain("offtopic");
    expect(kinds(motion, loyal)).toContain("offtopic");
    // A yes in front of something else is not an answer to the motion.
    expect(kinds(motion, `Yes. ${bees}`)).toContain("offtopic");
    // Nor is a direct answer to a motion that asks nothing.
    expect(kinds("This House would tax sugary drinks", `No, they are wonderful. ${bees}`)).toContain("offtopic");
  });
});
