// The refutation drill: answering the AI's argument.
import { defineRubric } from "./types";

export const REFUTATION_RUBRIC = defineRubric({
  dimensions: [
    {
      key: "impact_address",
      label: "Impact/link addressed",
      description: "does it take down the impact/link",
      skill: "impact",
      weight: 0.3,
      evidence: "a response that names their impact or link and says why it does not follow or matters less",
      rewards: { "impact.length": 0.2, "impact.pushes back": 0.3, "impact.engages": 0.25, "impact.depth": 0.25 },
    },
    {
      key: "analysis_address",
      label: "Analysis addressed",
      description: "does it break the steps of their analysis",
      skill: "analysis",
      weight: 0.3,
      evidence: "reasoning that engages the steps of their analysis rather than asserting the opposite",
      // A fifth is the learned model's reading of the counter-argument: how convincing people find reasoning written this way.
      rewards: {
        "analysis.length": 0.2,
        "analysis.pushes back": 0.25,
        "analysis.engages": 0.2,
        "analysis.depth": 0.35,
        rules: 0.8,
        learned: 0.2,
      },
    },
    {
      key: "examples_address",
      label: "Examples addressed",
      description: "does it answer their example or give a counter-example",
      skill: "examples",
      weight: 0.15,
      evidence: "a concrete counter-example or a reason their example does not generalise",
      rewards: { "examples.length": 0.25, "examples.concreteness": 0.45, "examples.engages": 0.15, "examples.pushes back": 0.15 },
    },
    {
      key: "prioritization",
      label: "Prioritization",
      description: "hits the most important part first, weighs",
      skill: "impact",
      weight: 0.25,
      evidence: "weighing language: why the clash is won and why that part matters most",
      rewards: { "weighing.length": 0.2, "weighing.level": 0.5, "weighing.depth": 0.15, "weighing.engages": 0.15 },
    },
  ],
});
