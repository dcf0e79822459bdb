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
      rewards: {
        // The sections' shares of the rule-based reading, and the learned model's share of the whole.
        "section.point": 0.2,
        "section.analysis": 0.45,
        "section.example": 0.35,
        rules: 0.8,
        learned: 0.2,
        "point.length": 0.4,
        "point.relevance": 0.35,
        "point.reasoned": 0.25,
        "analysis.length": 0.2,
        "analysis.depth": 0.45,
        "analysis.specificity": 0.2,
        "analysis.relevance": 0.15,
        "example.length": 0.25,
        "example.concreteness": 0.55,
        "example.relevance": 0.2,
      },
    },
    {
      key: "structure",
      label: "Structure",
      description: "PAEL order and signposting",
      skill: "clarity",
      weight: 0.2,
      evidence: "all four sections present, each doing its own job and none copying another",
      rewards: {
        present: 0.3,
        "role fit": 0.55,
        link: 0.15,
        "link.length": 0.3,
        "link.relevance": 0.45,
        "link.concludes": 0.25,
      },
    },
    {
      key: "weighing",
      label: "Weighing",
      description: "why it matters most",
      skill: "impact",
      weight: 0.2,
      evidence: "comparative language in the link: why this impact outweighs the alternative",
      // Any weighing earns the floor; the rest grows with weighing phrases up to "phrases for full".
      rewards: { floor: 0.1, "phrases for full": 2.5 },
    },
    {
      key: "style_clarity",
      label: "Style and clarity",
      description: "clear, specific, readable sentences",
      skill: "clarity",
      weight: 0.2,
      evidence: "readable sentence length, specific vocabulary, no filler phrases",
      // The base plus sentence fit and word variety make the clarity of an answer long enough to judge
      // ("words for full"); each filler phrase costs its share.
      rewards: { base: 0.4, "sentence fit": 0.3, diversity: 0.3, "words for full": 80, filler: 0.08 },
    },
  ],
});
