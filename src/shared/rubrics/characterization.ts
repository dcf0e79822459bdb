// The characterization drill: actors of the motion, what drives them, and an argument built on that.
import { defineRubric } from "./types";

export const CHARACTERIZATION_RUBRIC = defineRubric({
  dimensions: [
    {
      key: "relevance",
      label: "Relevance",
      description: "is the actor central to the motion",
      skill: "impact",
      weight: 0.25,
      evidence: "an actor the motion directly affects, not a generic group",
    },
    {
      key: "characterization_score",
      label: "Characterization",
      description: "incentives, beliefs, constraints",
      skill: "analysis",
      weight: 0.4,
      evidence: "what the actor wants, fears, believes and is limited by, in the student's own words",
    },
    {
      key: "linkage",
      label: "Linkage",
      description: "does the argument follow from the characterization",
      skill: "analysis",
      weight: 0.35,
      evidence: "an argument that reuses the described traits and reasons from them to a side of the motion",
    },
  ],
  overallNote:
    "each actor's score is the weighted mean of its dimensions; the overall is the actors' mean, lowered when key actors are missed",
});
