// The framing drill: the student's frame, the opponent's frame and the shift between them.
import { defineRubric } from "./types";

export const FRAMING_RUBRIC = defineRubric({
  dimensions: [
    {
      key: "frame_clarity",
      label: "Frame clarity",
      description: "is the frame one clear, value-led sentence",
      skill: "clarity",
      weight: 0.18,
      evidence: "a short frame statement naming a value, and why it matters",
    },
    {
      key: "audience_alignment",
      label: "Audience alignment",
      description: "does the frame speak to the audience's values",
      skill: "impact",
      weight: 0.1,
      evidence: "an audience named and the frame's words tied to what they care about",
    },
    {
      key: "opponent_frame_accuracy",
      label: "Opponent frame accuracy",
      description: "is the opponent's frame diagnosed fairly",
      skill: "analysis",
      weight: 0.14,
      evidence: "the opponent's frame stated as they would put it, with the evidence they rely on",
    },
    {
      key: "limitation_exposure",
      label: "Limitation exposure",
      description: "does it show what the opponent's frame leaves out",
      skill: "analysis",
      weight: 0.14,
      evidence: "specific limitations of the opponent's frame, reasoned",
    },
    {
      key: "reframing_effectiveness",
      label: "Reframing effectiveness",
      description: "does the new frame shift the question",
      skill: "impact",
      weight: 0.18,
      evidence: "a new frame that moves the debate ('the real question is not X but Y')",
    },
    {
      key: "language_power",
      label: "Language power",
      description: "vivid language, metaphor and story",
      skill: "clarity",
      weight: 0.12,
      evidence: "a metaphor, and a story with a named person, place or number",
    },
    {
      key: "consistency_reinforcement",
      label: "Consistency and reinforcement",
      description: "do frame, values, language and story reinforce one message",
      skill: "clarity",
      weight: 0.14,
      evidence: "the frame's key words echoed in the new frame, language and story",
    },
  ],
});
