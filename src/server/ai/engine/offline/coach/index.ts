// The offline coach: deterministic, rubric-based answers for every drill call when no LLM is
// configured. Each function takes the parsed request (see shared/drills/schemas) and returns the
// response shape; the feedback functions take the user's feedback_style as { style }.
export { argumentFeedback, splitFreeText } from "./argument";
export { characterizationFeedback } from "./characterization";
export { clashesFeedback } from "./clashes";
export { characterizationExample, clashesExample, framingExample } from "./examples";
export { framingFeedback } from "./framing";
export { generateArgument } from "./generate-argument";
export { modelingFeedback } from "./modeling";
export { refutationFeedback } from "./refutation";
export type { CoachOptions, FeedbackStyle } from "./rubric";
