// The debate ballot: each side's speeches scored 0-10 in three categories. The weights are the
// categories' shares of a speaker's points; the side's total adds the three scores unweighted.
import { defineRubric } from "./types";

export const BALLOT_RUBRIC = defineRubric({
  dimensions: [
    {
      key: "matter",
      label: "Matter",
      description: "content",
      skill: "analysis",
      weight: 0.4,
      evidence: "reasons given for claims, concrete examples or evidence, relevance to the motion",
      // The learned model's reading of each argument leads, then how many good ones (with diminishing
      // returns) and how far they are developed (distinct content, with diminishing returns); each count
      // saturates at its "for full" (offline/judging/arguments.ts).
      rewards: {
        learned: 0.4,
        // How many good arguments, each worth less than the one before: people reward a case of three good
        // arguments over one. Chosen with the learned reading on IBM-ArgQ's train motions (scripts/coach/judge-fit.ts).
        arguments: 0.3,
        // Breadth (judging/arguments.ts) at full: about eight good arguments' worth.
        "arguments for full": 0.65,
        development: 0.15,
        reasons: 0.05,
        "reasons for full": 4,
        examples: 0.05,
        "examples for full": 3,
        "motion terms": 0.05,
        "motion terms for full": 3,
      },
    },
    {
      key: "manner",
      label: "Manner",
      description: "clarity and persuasive language",
      skill: "clarity",
      weight: 0.4,
      evidence: "clear sentences, precise wording, persuasive devices and signposting",
      rewards: {
        learned: 0.4,
        clarity: 0.2,
        variety: 0.2,
        persuasion: 0.1,
        "persuasion for full": 2,
        signposts: 0.1,
        "signposts for full": 2,
      },
    },
    {
      key: "method",
      label: "Method",
      description: "structure and engagement",
      skill: "impact",
      weight: 0.2,
      evidence: "signposted structure, direct rebuttal of the other side's points, and weighing why your points matter more",
      // Structure is 0.7 of the score and engagement 0.3; an opening, with nothing to engage, is scored on structure alone.
      rewards: {
        signposts: 0.3,
        "signposts for full": 3,
        weighing: 0.25,
        "weighing for full": 2,
        sentences: 0.15,
        "sentences for full": 4,
        engagement: 0.3,
        "engagement.shared terms": 0.6,
        "shared terms for full": 4,
        "engagement.rebuttal": 0.4,
        "rebuttal for full": 2,
      },
    },
  ],
  overallNote: "the total is the sum of the three scores, out of 30",
});
