// The one sentence that states a side's position, as the drills' generated material opens with it.
import { describe, expect, it } from "vitest";
import { analyseMotion, stance } from "./motion";

describe("a side's position in one sentence", () => {
  it.each([
    ["This House regrets the rise of reality television.", "Opposition", "We do not regret the rise of reality television"],
    ["This House regrets the rise of reality television.", "Government", "We regret the rise of reality television"],
    ["This House would ban zoos.", "Opposition", "We should not ban zoos"],
    [
      "This House would not buy a smartphone for a child under twelve.",
      "Opposition",
      "We should buy a smartphone for a child under twelve",
    ],
  ] as const)("%s (%s)", (motion, side, line) => {
    expect(stance(analyseMotion(motion), side)).toBe(line);
  });
});
