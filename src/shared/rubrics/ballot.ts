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
    },
    {
      key: "manner",
      label: "Manner",
      description: "clarity and persuasive language",
      skill: "clarity",
      weight: 0.4,
      evidence: "clear sentences, precise wording, persuasive devices and signposting",
    },
    {
      key: "method",
      label: "Method",
      description: "structure and engagement",
      skill: "impact",
      weight: 0.2,
      evidence: "signposted structure, direct rebuttal of the other side's points, and weighing why your points matter more",
    },
  ],
  overallNote: "the total is the sum of the three scores, out of 30",
});
