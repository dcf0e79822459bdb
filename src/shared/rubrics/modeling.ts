// The modeling drill: definitions and how the motion would work.
import { defineRubric } from "./types";

export const MODELING_RUBRIC = defineRubric({
  dimensions: [
    {
      key: "definitions_coverage",
      label: "Definitions coverage",
      description: "are the key terms defined",
      skill: "clarity",
      weight: 0.25,
      evidence: "definitions for the motion's key terms",
    },
    {
      key: "definitions_precision",
      label: "Definitions precision",
      description: "do the definitions draw clear boundaries",
      skill: "analysis",
      weight: 0.25,
      evidence: "definitions that say what is in and out, in the student's own words",
      rewards: {
        "definition.length": 0.3,
        "definition.boundaries": 0.35,
        "definition.specificity": 0.2,
        "definition.concreteness": 0.15,
        "boundary words for full": 3,
      },
    },
    {
      key: "implementation_clarity",
      label: "Implementation clarity",
      description: "who, how, when, funding, enforcement",
      skill: "clarity",
      weight: 0.3,
      evidence: "who acts, how, when, how it is paid for and enforced",
      rewards: {
        "how.length": 0.2,
        "how.mechanism": 0.35,
        "how.depth": 0.2,
        "how.concreteness": 0.1,
        "how.relevance": 0.15,
        "mechanism marks for full": 5,
      },
    },
    {
      key: "examples_helpfulness",
      label: "Examples helpfulness",
      description: "do the examples make the model concrete",
      skill: "examples",
      weight: 0.2,
      evidence: "named precedents: a place, policy, year or figure",
      rewards: { "examples.length": 0.25, "examples.concreteness": 0.5, "examples.relevance": 0.25 },
    },
  ],
});
