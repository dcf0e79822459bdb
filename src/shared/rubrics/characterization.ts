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
      // An actor's name is the motion pasted back only when it carries this share of the motion's key terms;
      // naming the group the motion is about ("the highest earners") is the most relevant answer there is.
      rewards: { "pasted name terms": 0.6 },
    },
    {
      key: "characterization_score",
      label: "Characterization",
      description: "incentives, beliefs, constraints",
      skill: "analysis",
      weight: 0.4,
      evidence: "what the actor wants, fears, believes and is limited by, in the student's own words",
      rewards: {
        "description.length": 0.25,
        "description.motives": 0.35,
        "description.specificity": 0.25,
        "description.concreteness": 0.15,
        "motives for full": 3,
      },
    },
    {
      key: "linkage",
      label: "Linkage",
      description: "does the argument follow from the characterization",
      skill: "analysis",
      weight: 0.35,
      evidence: "an argument that reuses the described traits and reasons from them to a side of the motion",
      rewards: {
        "argument.length": 0.2,
        "argument.relevance": 0.25,
        "argument.bridge": 0.2,
        "argument.depth": 0.25,
        "argument.side": 0.1,
        "shared words for full": 3,
        // A fifth is the learned model's reading of the argument: how convincing people find it.
        rules: 0.8,
        learned: 0.2,
      },
    },
  ],
  overallNote:
    "each actor's score is the weighted mean of its dimensions; the overall is the actors' mean, lowered when key actors are missed",
});
