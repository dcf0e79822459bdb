// The integrity checks' finish for a drill answer: the summary beside the comments states the overall score
// the student sees on the bars, not the engine's score before the findings lowered it.
import { describe, expect, it } from "vitest";
import type { FeedbackResponse } from "#shared/drills/schemas.ts";
import { checkDrill } from "./drills";

const MOTION = "This House would allow parents to select their children's genetic traits.";
const SAME =
  "Because this helps people who need it most, for example the poorest families, and matters more than the cost since it lasts for years.";

describe("a drill answer's summary after the checks", () => {
  it("says the overall score the bars show", () => {
    const pael = { point: SAME, analysis: SAME, example: SAME, link: SAME };
    const check = checkDrill<object, FeedbackResponse>(
      "feedback",
      { motion: MOTION, side: "Opposition", argument: "", pael },
      { generated: [] },
    );
    expect(check?.findings.length).toBeGreaterThan(0);
    const engine: FeedbackResponse = {
      scores: { overall: 4.2, argument_strength: 4, structure: 5, weighing: 4, style_clarity: 4 },
      comments: "Some reasoning.",
      improvements: [],
      feedback: "Overall 4.2/10 for the Opposition side. Next step: write the analysis.",
    };
    const out = check!.finish(engine);
    expect(out.scores.overall).toBeLessThan(4.2);
    expect(out.feedback).toBe(`Overall ${out.scores.overall}/10 for the Opposition side. Next step: write the analysis.`);
  });

  it("leaves the summary alone when the checks find nothing", () => {
    const pael = {
      point: "Parents choosing traits would turn children into products designed to order.",
      analysis: "When parents pick traits, love becomes conditional on a specification, and a child who falls short feels it.",
      example: "Families already pressure children to fulfil plans made before birth, such as a chosen career.",
      link: "So the Opposition wins: letting parents select traits harms the children it claims to help.",
    };
    const check = checkDrill<object, FeedbackResponse>(
      "feedback",
      { motion: MOTION, side: "Opposition", argument: "", pael },
      { generated: [] },
    );
    const scores = { overall: 7.1, argument_strength: 7, structure: 7, weighing: 7, style_clarity: 7 };
    const engine: FeedbackResponse = { scores, comments: "Good.", improvements: [], feedback: "Overall 7.1/10 for the Opposition side." };
    expect(check!.finish(engine).feedback).toBe(engine.feedback);
  });
});
