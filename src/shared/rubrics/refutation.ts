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
    },
    {
      key: "analysis_address",
      label: "Analysis addressed",
      description: "does it break the steps of their analysis",
      skill: "analysis",
      weight: 0.3,
      evidence: "reasoning that engages the steps of their analysis rather than asserting the opposite",
    },
    {
      key: "examples_address",
      label: "Examples addressed",
      description: "does it answer their example or give a counter-example",
      skill: "examples",
      weight: 0.15,
      evidence: "a concrete counter-example or a reason their example does not generalise",
    },
    {
      key: "prioritization",
      label: "Prioritization",
      description: "hits the most important part first, weighs",
      skill: "impact",
      weight: 0.25,
      evidence: "weighing language: why the clash is won and why that part matters most",
    },
  ],
});
