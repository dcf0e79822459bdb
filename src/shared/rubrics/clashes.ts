// The clashes drill: vulnerable actors and one clash argued from both sides.
import { defineRubric } from "./types";

export const CLASHES_RUBRIC = defineRubric({
  dimensions: [
    {
      key: "clash_identification",
      label: "Clash identification",
      description: "is the clash a real point of disagreement on the motion",
      skill: "analysis",
      weight: 0.35,
      evidence: "a clash stated as a question both sides answer differently, on the motion's terms",
    },
    {
      key: "actor_selection",
      label: "Actor selection",
      description: "are the vulnerable actors the ones the motion hits hardest",
      skill: "impact",
      weight: 0.3,
      evidence: "actors the motion directly affects, with the clash's actor among them",
    },
    {
      key: "argument_relevance",
      label: "Argument relevance",
      description: "do both sides' arguments speak to the actor and the motion",
      skill: "analysis",
      weight: 0.35,
      evidence: "a Government argument for the motion and an Opposition argument against it, each reasoned about the actor",
    },
  ],
});
