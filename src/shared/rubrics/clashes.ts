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
      rewards: { "clash.length": 0.2, "clash.tension": 0.3, "clash.relevance": 0.3, "clash.depth": 0.2, "tension words for full": 2 },
    },
    {
      key: "actor_selection",
      label: "Actor selection",
      description: "are the vulnerable actors the ones the motion hits hardest",
      skill: "impact",
      weight: 0.3,
      evidence: "actors the motion directly affects, with the clash's actor among them",
      rewards: { "actors.fit": 0.45, "actors.clash actor": 0.3, "actors.coverage": 0.25, "unlisted clash actor": 0.7 },
    },
    {
      key: "argument_relevance",
      label: "Argument relevance",
      description: "do both sides' arguments speak to the actor and the motion",
      skill: "analysis",
      weight: 0.35,
      evidence: "a Government argument for the motion and an Opposition argument against it, each reasoned about the actor",
      rewards: {
        "argument.length": 0.3,
        "argument.depth": 0.3,
        "argument.relevance": 0.15,
        "argument.actor": 0.1,
        "argument.concreteness": 0.15,
        "both sides bonus": 0.1,
        // A fifth of each argument's reading is the learned model's: how convincing people find it.
        rules: 0.8,
        learned: 0.2,
      },
    },
  ],
});
