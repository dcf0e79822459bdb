// Feedback on a lesson's written answer: a score out of 100 made of these shares.
import { defineRubric } from "./types";

export const LESSON_FEEDBACK_RUBRIC = defineRubric({
  dimensions: [
    {
      key: "relevance",
      label: "Relevance",
      description: "does the answer address the prompt",
      skill: "impact",
      weight: 0.25,
      evidence: "the prompt's key terms taken up in the answer",
    },
    {
      key: "development",
      label: "Development",
      description: "is the answer developed at full length",
      skill: "analysis",
      weight: 0.2,
      evidence: "a full paragraph or more: each claim with its explanation and consequence",
    },
    {
      key: "reasoning",
      label: "Reasoning",
      description: "are the claims explained",
      skill: "analysis",
      weight: 0.2,
      evidence: "reasoning links ('because', 'which means', 'as a result')",
    },
    {
      key: "examples",
      label: "Examples",
      description: "are the claims supported by cases",
      skill: "examples",
      weight: 0.1,
      evidence: "a concrete example, figure or named case",
    },
    {
      key: "clarity",
      label: "Clarity",
      description: "varied, readable wording",
      skill: "clarity",
      weight: 0.1,
      evidence: "varied vocabulary rather than the same words repeated",
    },
    {
      key: "persuasiveness",
      label: "Persuasiveness",
      description: "how convincing the writing reads",
      skill: "impact",
      weight: 0.15,
      evidence: "the learned scorer's reading of the whole answer",
    },
  ],
  overallNote: "the score out of 100 is the weighted sum; off-topic and very short answers are capped",
});
