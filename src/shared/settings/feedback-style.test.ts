import { describe, expect, it } from "vitest";
import { readRubric, rubricLine } from "./feedback-style";

describe("rubric feedback text", () => {
  it("reads criterion lines back into rows", () => {
    const text = ["Reasoning (7.5/10): Clear chain.", "Examples (10/10): Named case.", "Overall (82/100): Strong work."].join("\n");
    expect(readRubric(text)?.rows).toEqual([
      { criterion: "Reasoning", score: 7.5, outOf: 10, comment: "Clear chain." },
      { criterion: "Examples", score: 10, outOf: 10, comment: "Named case." },
      { criterion: "Overall", score: 82, outOf: 100, comment: "Strong work." },
    ]);
  });

  it("round-trips what the coach writes", () => {
    const row = { criterion: "Impact/link addressed", score: 8.8, outOf: 10, comment: "You take on their impact (directly)." };
    expect(readRubric([rubricLine(row), rubricLine({ ...row, criterion: "Overall" })].join("\n"))?.rows[0]).toEqual(row);
  });

  it("keeps one leading line (a wrong-side verdict) apart from the table", () => {
    const r = readRubric("You argued the other side.\nReasoning (2/10): thin.\nOverall (2/10): weak.");
    expect(r?.lead).toBe("You argued the other side.");
    expect(r?.rows.map((x) => x.criterion)).toEqual(["Reasoning", "Overall"]);
    expect(readRubric("One.\nTwo.\nReasoning (2/10): thin.\nOverall (2/10): weak.")).toBeNull();
  });

  it("is not a rubric when prose sits between the lines or only one line matches", () => {
    expect(readRubric("Reasoning (7/10): ok.\nSome prose here.\nOverall (7/10): fine.")).toBeNull();
    expect(readRubric("Overall (7/10): fine.")).toBeNull();
    expect(readRubric("Strong work: specific (really) and on the motion.")).toBeNull();
    expect(readRubric("")).toBeNull();
    expect(readRubric(null)).toBeNull();
  });
});
