// Every rubric, in one place (the six drills', the debate ballot's and lesson feedback's): the response schemas' score keys, the model's rubric
// text, the skill mapping, the chart labels and the offline coach's overall weights all read it.
import { ARGUMENT_RUBRIC } from "./argument";
import { BALLOT_RUBRIC } from "./ballot";
import { CHARACTERIZATION_RUBRIC } from "./characterization";
import { CLASHES_RUBRIC } from "./clashes";
import { FRAMING_RUBRIC } from "./framing";
import { LESSON_FEEDBACK_RUBRIC } from "./lesson-feedback";
import { MODELING_RUBRIC } from "./modeling";
import { REFUTATION_RUBRIC } from "./refutation";

export * from "./types";
export { SCORE_CAPS } from "./caps";
export {
  ARGUMENT_RUBRIC,
  BALLOT_RUBRIC,
  CHARACTERIZATION_RUBRIC,
  CLASHES_RUBRIC,
  FRAMING_RUBRIC,
  LESSON_FEEDBACK_RUBRIC,
  MODELING_RUBRIC,
  REFUTATION_RUBRIC,
};

export const DRILL_RUBRICS = {
  argument: ARGUMENT_RUBRIC,
  characterization: CHARACTERIZATION_RUBRIC,
  refutation: REFUTATION_RUBRIC,
  clashes: CLASHES_RUBRIC,
  modeling: MODELING_RUBRIC,
  framing: FRAMING_RUBRIC,
} as const;
