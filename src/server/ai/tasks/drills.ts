import { z } from "zod";
import * as S from "../../../shared/drills/schemas";
import { DRILL_CALL_ERRORS } from "../../../shared/messages";
import * as coach from "../offline/coach";
import { defineTask, type TaskContext } from "../task";

// The eleven drill calls of spec part 2 section 7 (the motion call lives in generate-motion.ts):
// one task each, with the screen's request schema, the spec's response schema and the offline coach.

const COACH =
  "You are an experienced debate coach for school and university students. You read the student's work closely, " +
  "quote or paraphrase it when you comment, and say concretely what is missing. Scores are numbers from 0 to 10 " +
  "(one decimal allowed): 9-10 tournament-winning, 7-8 strong, 5-6 adequate, 3-4 thin, 0-2 missing, off-topic or copied. " +
  "Empty, generic, off-motion or copy-pasted work must score low. Answer with JSON only, exactly in the requested shape.";

const STYLE: Record<string, string> = {
  brief: "Keep comments to one or two sentences and give at most two improvements.",
  detailed: "Give full comments: what works, what is missing, and how to fix it.",
  rubric: "Organise comments by rubric dimension, naming each dimension and its score.",
};

function coachPrompt(what: string, rubric: string, input: unknown, ctx: TaskContext) {
  return {
    system: `${COACH} ${STYLE[ctx.settings.preferences.feedback_style] ?? ""}`,
    prompt: `${what}\nRubric: ${rubric}\nStudent work (JSON):\n${JSON.stringify(input, null, 2)}`,
  };
}

function examplePrompt(what: string, input: unknown) {
  return {
    system: "You are an experienced debate coach writing model material for students. It must be specific to the motion, " +
      "realistic and complete. Answer with JSON only, exactly in the requested shape.",
    prompt: `${what}\nRequest (JSON):\n${JSON.stringify(input, null, 2)}`,
  };
}

const style = (ctx: TaskContext) => ({ style: ctx.settings.preferences.feedback_style });

export const drillTasks = {
  feedback: defineTask({
    name: "feedback", input: S.feedbackRequestSchema, output: S.feedbackResponseSchema, failMessage: DRILL_CALL_ERRORS.feedback,
    prompt: (i, ctx) => coachPrompt(`Score this PAEL argument (Point, Analysis, Example, Link) for the ${i.side} on "${i.motion}".`,
      "argument_strength (mechanism and logic), structure (PAEL order and signposting), weighing (why it matters most), style_clarity; overall; comments; improvements[]; feedback (a short summary).", i, ctx),
    offline: (i, ctx) => coach.argumentFeedback(i, style(ctx)),
  }),
  "characterization-feedback": defineTask({
    name: "characterization-feedback", input: S.characterizationFeedbackRequestSchema, output: S.characterizationFeedbackResponseSchema, failMessage: DRILL_CALL_ERRORS["characterization-feedback"],
    prompt: (i, ctx) => coachPrompt(`Score the student's actor characterization for "${i.motion}".`,
      "per actor: relevance to the motion, characterization_score (incentives, beliefs, constraints), linkage (does the argument follow from the characterization), score, comments; missed_key_actors[]; overall_comments; overall.", i, ctx),
    offline: (i, ctx) => coach.characterizationFeedback(i, style(ctx)),
  }),
  "characterization-example": defineTask({
    name: "characterization-example", input: S.characterizationExampleRequestSchema, output: S.characterizationExampleResponseSchema, failMessage: DRILL_CALL_ERRORS["characterization-example"],
    prompt: (i) => examplePrompt("Write 3-4 key actors for this motion, each with a characterization (incentives, beliefs, constraints) and a linked argument; add notes.", i),
    offline: (i) => coach.characterizationExample(i),
  }),
  "generate-argument": defineTask({
    name: "generate-argument", input: S.generateArgumentRequestSchema, output: S.generateArgumentResponseSchema, failMessage: DRILL_CALL_ERRORS["generate-argument"],
    prompt: (i) => examplePrompt(`Write the strongest PAEL argument for the ${i.side} on this motion. Return the same {point, analysis, example, link} object as both "pael" and "argument".`, i),
    offline: (i) => coach.generateArgument(i),
  }),
  "refutation-feedback": defineTask({
    name: "refutation-feedback", input: S.refutationFeedbackRequestSchema, output: S.refutationFeedbackResponseSchema, failMessage: DRILL_CALL_ERRORS["refutation-feedback"],
    prompt: (i, ctx) => coachPrompt(`The ${i.their_side} made the argument given; the student (${i.our_side}) refutes it on "${i.motion}". Score the refutation.`,
      "impact_address (does it take down the impact/link), analysis_address, examples_address, prioritization (hits the most important part first, weighs); overall; comments; tips.", i, ctx),
    offline: (i, ctx) => coach.refutationFeedback(i, style(ctx)),
  }),
  "clashes-feedback": defineTask({
    name: "clashes-feedback", input: S.clashesFeedbackRequestSchema, output: S.clashesFeedbackResponseSchema, failMessage: DRILL_CALL_ERRORS["clashes-feedback"],
    prompt: (i, ctx) => coachPrompt(`Evaluate the student's vulnerable actors and clash for "${i.motion}".`,
      "actors_feedback[] (name, relevance, comments); missed_key_actors[]; clash_evaluation.scores: clash_identification, actor_selection, argument_relevance, overall; comments; suggestions.", i, ctx),
    offline: (i, ctx) => coach.clashesFeedback(i, style(ctx)),
  }),
  "clashes-example": defineTask({
    name: "clashes-example", input: S.clashesExampleRequestSchema, output: S.clashesExampleResponseSchema, failMessage: DRILL_CALL_ERRORS["clashes-example"],
    prompt: (i) => examplePrompt("Write one central clash of this motion around a vulnerable actor (use the given actor if any): clash_text, actor, gov_argument, opp_argument, notes.", i),
    offline: (i) => coach.clashesExample(i),
  }),
  "modeling-feedback": defineTask({
    name: "modeling-feedback", input: S.modelingFeedbackRequestSchema, output: S.modelingFeedbackResponseSchema, failMessage: DRILL_CALL_ERRORS["modeling-feedback"],
    prompt: (i, ctx) => coachPrompt(`Score the student's model (definitions and mechanism) for "${i.motion}".`,
      "definitions_coverage (are the key terms defined), definitions_precision, implementation_clarity (who, how, when, funding, enforcement), examples_helpfulness; overall; comments; improvement.", i, ctx),
    offline: (i, ctx) => coach.modelingFeedback(i, style(ctx)),
  }),
  "framing-feedback": defineTask({
    name: "framing-feedback", input: S.framingFeedbackRequestSchema, output: S.framingFeedbackResponseSchema, failMessage: DRILL_CALL_ERRORS["framing-feedback"],
    prompt: (i, ctx) => coachPrompt(`Score the student's framing and reframing work for "${i.motion}".`,
      "frame_clarity, audience_alignment, opponent_frame_accuracy, limitation_exposure, reframing_effectiveness, language_power, consistency_reinforcement; overall; comments; suggested_lines[]; tips.", i, ctx),
    offline: (i, ctx) => coach.framingFeedback(i, style(ctx)),
  }),
  "framing-example": defineTask({
    name: "framing-example", input: S.framingExampleRequestSchema, output: S.framingExampleResponseSchema, failMessage: DRILL_CALL_ERRORS["framing-example"],
    prompt: (i) => examplePrompt("Write a worked framing example for this motion: opponent_frame, my_frame, limitations, new_frame, language, metaphor, story, values, suggested_lines[], notes.", i),
    offline: (i) => coach.framingExample(i),
  }),
} as const;

export type DrillCall = keyof typeof drillTasks;

/** Calls that score the student's work: their results are saved as attempts for progress. */
export const SCORED_CALLS: Partial<Record<DrillCall, S.DrillKind>> = {
  feedback: "argument",
  "characterization-feedback": "characterization",
  "refutation-feedback": "refutation",
  "clashes-feedback": "clashes",
  "modeling-feedback": "modeling",
  "framing-feedback": "framing",
};

export type AnyTaskInput = z.output<(typeof drillTasks)[DrillCall]["input"]>;
