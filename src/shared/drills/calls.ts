// The drill calls (POST /api/<call>): request, answer, and which drill a
// scored call saves an attempt for. The server's AI tasks and the web's operations both read this table.
import { z } from "zod";
import * as S from "./schemas";

/** Every answer says which engine wrote it; a scored call also gives its saved attempt's id (else null). */
function call<Req extends z.ZodType, Res extends z.ZodObject, K extends S.DrillKind | null>(request: Req, result: Res, scores: K) {
  return { request, result, response: result.extend({ engine: z.string(), attemptId: z.string().nullable() }), scores };
}

export const DRILL_CALLS = {
  feedback: call(S.feedbackRequestSchema, S.feedbackResponseSchema, "argument"),
  "characterization-feedback": call(S.characterizationFeedbackRequestSchema, S.characterizationFeedbackResponseSchema, "characterization"),
  "characterization-example": call(S.characterizationExampleRequestSchema, S.characterizationExampleResponseSchema, null),
  "generate-argument": call(S.generateArgumentRequestSchema, S.generateArgumentResponseSchema, null),
  "refutation-feedback": call(S.refutationFeedbackRequestSchema, S.refutationFeedbackResponseSchema, "refutation"),
  "clashes-feedback": call(S.clashesFeedbackRequestSchema, S.clashesFeedbackResponseSchema, "clashes"),
  "clashes-example": call(S.clashesExampleRequestSchema, S.clashesExampleResponseSchema, null),
  "modeling-feedback": call(S.modelingFeedbackRequestSchema, S.modelingFeedbackResponseSchema, "modeling"),
  "framing-feedback": call(S.framingFeedbackRequestSchema, S.framingFeedbackResponseSchema, "framing"),
  "framing-example": call(S.framingExampleRequestSchema, S.framingExampleResponseSchema, null),
} as const;

export type DrillCall = keyof typeof DRILL_CALLS;
export const DRILL_CALL_NAMES = Object.keys(DRILL_CALLS) as DrillCall[];
/** What the screen sends to a call (before the server's trimming and defaults). */
export type DrillRequest<C extends DrillCall> = z.input<(typeof DRILL_CALLS)[C]["request"]>;
/** What a call answers. */
export type DrillAnswer<C extends DrillCall> = z.infer<(typeof DRILL_CALLS)[C]["response"]>;
/** A call's request as the server reads it (parsed: trimmed, defaults filled): what either engine is given. */
export type DrillInput<C extends DrillCall> = z.output<(typeof DRILL_CALLS)[C]["request"]>;
/** What either engine answers a call, before the server adds the engine's name and the attempt's id. */
export type DrillResult<C extends DrillCall> = z.output<(typeof DRILL_CALLS)[C]["result"]>;
/** The calls that score the student's work (their answer is saved as an attempt). */
export type FeedbackCall = { [C in DrillCall]: (typeof DRILL_CALLS)[C]["scores"] extends null ? never : C }[DrillCall];
/** The calls that write model material for a motion (nothing of the student's to score). */
export type MaterialCall = Exclude<DrillCall, FeedbackCall>;
