// The PAEL argument drill: Point, Analysis, Example, Link.
import { defineRubric } from "./types";

export const ARGUMENT_RUBRIC = defineRubric({
  dimensions: [
    {
      key: "argument_strength",
      label: "Argument strength",
      description: "mechanism and logic",
      skill: "analysis",
      weight: 0.4,
      evidence: "an analysis that explains how the point comes about, a concrete example, a point on the motion",
    },
    {
      key: "structure",
      label: "Structure",
      description: "PAEL order and signposting",
      skill: "clarity",
      weight: 0.2,
      evidence: "all four sections present, each doing its own job and none copying another",
    },
    {
      key: "weighing",
      label: "Weighing",
      description: "why it matters most",
      skill: "impact",
      weight: 0.2,
      evidence: "comparative language in the link: why this impact outweighs the alternative",
    },
    {
      key: "style_clarity",
      label: "Style and clarity",
      description: "clear, specific, readable sentences",
      skill: "clarity",
      weight: 0.2,
      evidence: "readable sentence length, specific vocabulary, no filler phrases",
    },
  ],
});
