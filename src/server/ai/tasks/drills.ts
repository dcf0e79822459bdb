import type { z } from "zod";
import {
  DRILL_CALLS as C,
  type DrillCall,
  type DrillInput,
  type DrillRequest,
  type DrillResult,
  type FeedbackCall,
  type MaterialCall,
} from "#shared/drills/calls.ts";
import type { DrillKind } from "#shared/drills/schemas.ts";
import { DRILL_CALL_ERRORS, DRILL_EXTRA_MESSAGES } from "#shared/messages/index.ts";
import { DRILL_RUBRICS as R, rubricText, type Rubric } from "#shared/rubrics/index.ts";
import { STYLE_INSTRUCTIONS } from "#shared/settings/feedback-style.ts";
import { AppError } from "#server/platform/errors.ts";
import type { ServiceCtx } from "#server/platform/context.ts";
import { runCoach } from "#server/ai/coach-pool.ts";
import { drillGuard, recordOutput } from "#server/ai/engine/index.ts";
import { defineTask } from "#server/ai/task.ts";
import { briefIn, type WithBrief } from "#shared/debate-assignments/brief.ts";
import { briefPrompt } from "./brief-prompt";

// The drill calls (the motion call lives in generate-motion.ts):
// one task each, with the screen's request schema, the spec's response schema and the offline coach
// (run on its worker pool: ai/coach-pool.ts).

const COACH =
  "You are an experienced debate coach for school and university students. You read the student's work closely, " +
  "quote or paraphrase it when you comment, and say concretely what is missing. Scores are numbers from 0 to 10 " +
  "(one decimal allowed): 9-10 tournament-winning, 7-8 strong, 5-6 adequate, 3-4 thin, 0-2 missing, off-topic or copied. " +
  "Empty, generic, off-motion or copy-pasted work must score low. Answer with JSON only, exactly in the requested shape.";

/**
 * Output budgets (max_tokens) per call: about twice the longest answer the offline coach writes for a
 * full request, so a wordier model still finishes its JSON. Characterization feedback scores every actor.
 */
const OUTPUT_TOKENS: Record<DrillCall, number> = {
  feedback: 1500,
  "characterization-feedback": 3000,
  "characterization-example": 2000,
  "generate-argument": 2000,
  "refutation-feedback": 1500,
  "clashes-feedback": 1500,
  "clashes-example": 1500,
  "modeling-feedback": 1500,
  "framing-feedback": 2000,
  "framing-example": 2000,
};

// The rubric the model is given is the one the offline coach scores with: same dimensions, same weights.
const weightText = (r: Rubric) => `weighted ${r.dimensions.map((d) => `${d.key} ${Math.round(d.weight * 100)}%`).join(", ")}`;
const scored = (r: Rubric) => `${rubricText(r)}; overall (${weightText(r)})`;

/** The asker's feedback_style setting: feedback calls follow it, with a model and offline alike. */
async function style(ctx: ServiceCtx) {
  return { style: (await ctx.settings.get("preferences")).feedback_style };
}

/**
 * The request as the student sent it, without the teacher's brief a drill request may carry beside it
 * (domains/drills/service.ts looks it up: a brief of the asker's class that the teacher lets them practise on).
 */
const requestOf = (input: object) => {
  const { brief: _, ...rest } = input as WithBrief;
  return rest;
};

async function coachPrompt(what: string, rubric: string, input: object, ctx: ServiceCtx) {
  return {
    system: `${COACH} ${STYLE_INSTRUCTIONS[(await style(ctx)).style]}`,
    prompt: `${what}\nRubric: ${rubric}\nStudent work (JSON):\n${JSON.stringify(requestOf(input), null, 2)}`,
  };
}

function examplePrompt(call: DrillCall, what: string, input: { motion: string; side?: string }) {
  return {
    system:
      "You are an experienced debate coach writing model material for students. It must be specific to the motion, " +
      "realistic and complete. Answer with JSON only, exactly in the requested shape.",
    prompt: `${what}\nRequest (JSON):\n${JSON.stringify(requestOf(input), null, 2)}${briefPrompt(call, input, briefIn(input))}`,
  };
}

/**
 * Each call's schemas typed by what they parse to, call by call: indexed by a generic call, this table
 * gives that call's own types, so a task's input and answer meet the engine's without a cast.
 */
const SCHEMAS: { [K in DrillCall]: { request: z.ZodType<DrillInput<K>, DrillRequest<K>>; result: z.ZodType<DrillResult<K>> } } = C;

/** A fresh seed per request, so the offline coach does not hand out the same piece of material every time. */
const seedOf = (ctx: ServiceCtx) => Math.floor(ctx.random() * 2 ** 31);

/**
 * A call that scores the student's work: name, schemas and failure message come from the call; the prompt
 * is the coach's rubric, and both the model and the offline coach follow the asker's feedback style.
 */
function feedbackTask<K extends FeedbackCall>(call: K, ask: (input: DrillInput<K>) => [what: string, rubric: string]) {
  return defineTask({
    name: call,
    input: SCHEMAS[call].request,
    output: SCHEMAS[call].result,
    failMessage: DRILL_CALL_ERRORS[call],
    maxOutputTokens: OUTPUT_TOKENS[call],
    prompt: (i, ctx) => coachPrompt(...ask(i), i, ctx),
    offline: async (i, ctx) => runCoach(ctx.log, call, i, { ...(await style(ctx)), brief: briefIn(i) }),
    guard: drillGuard(call),
  });
}

/**
 * A call that writes model material for the motion (no student work to score, no feedback style). The
 * offline coach answers null when it could not build material that passes its own checks: the call
 * then says so rather than show it.
 */
function exampleTask<K extends MaterialCall>(call: K, ask: (input: DrillInput<K>) => string) {
  return defineTask({
    name: call,
    input: SCHEMAS[call].request,
    output: SCHEMAS[call].result,
    failMessage: DRILL_CALL_ERRORS[call],
    maxOutputTokens: OUTPUT_TOKENS[call],
    prompt: (i) => examplePrompt(call, ask(i), i),
    offline: async (i, ctx) => {
      const out = await runCoach(ctx.log, call, i, { seed: seedOf(ctx), brief: briefIn(i) });
      if (!out) throw new AppError(422, DRILL_EXTRA_MESSAGES.materialUnavailable);
      return out;
    },
    record: recordOutput(call),
  });
}

export const drillTasks = {
  feedback: feedbackTask("feedback", (i) => [
    `Score this PAEL argument (Point, Analysis, Example, Link) for the ${i.side} on "${i.motion}".`,
    `${scored(R.argument)}; comments; improvements[]; feedback (a short summary).`,
  ]),
  "characterization-feedback": feedbackTask("characterization-feedback", (i) => [
    `Score the student's actor characterization for "${i.motion}".`,
    `per actor: ${rubricText(R.characterization)}, score (${weightText(R.characterization)}), comments; missed_key_actors[]; overall_comments; overall (${R.characterization.overallNote}).`,
  ]),
  "characterization-example": exampleTask(
    "characterization-example",
    () =>
      "Write 3-4 key actors for this motion, each with a characterization (incentives, beliefs, constraints) and a linked argument; add notes.",
  ),
  "generate-argument": exampleTask(
    "generate-argument",
    (i) =>
      `Write the strongest PAEL argument for the ${i.side} on this motion. Return the same {point, analysis, example, link} object as both "pael" and "argument".`,
  ),
  "refutation-feedback": feedbackTask("refutation-feedback", (i) => [
    `The ${i.their_side} made the argument given; the student (${i.our_side}) refutes it on "${i.motion}". Score the refutation.`,
    `${scored(R.refutation)}; comments; tips.`,
  ]),
  "clashes-feedback": feedbackTask("clashes-feedback", (i) => [
    `Evaluate the student's vulnerable actors and clash for "${i.motion}".`,
    `actors_feedback[] (name, relevance, comments); missed_key_actors[]; clash_evaluation.scores: ${scored(R.clashes)}; comments; suggestions.`,
  ]),
  "clashes-example": exampleTask(
    "clashes-example",
    () =>
      "Write one central clash of this motion around a vulnerable actor (use the given actor if any): clash_text, actor, gov_argument, opp_argument, notes.",
  ),
  "modeling-feedback": feedbackTask("modeling-feedback", (i) => [
    `Score the student's model (definitions and mechanism) for "${i.motion}".`,
    `${scored(R.modeling)}; comments; improvement.`,
  ]),
  "framing-feedback": feedbackTask("framing-feedback", (i) => [
    `Score the student's framing and reframing work for "${i.motion}".`,
    `${scored(R.framing)}; comments; suggested_lines[]; tips.`,
  ]),
  "framing-example": exampleTask(
    "framing-example",
    () =>
      "Write a worked framing example for this motion: opponent_frame, my_frame, limitations, new_frame, language, metaphor, story, values, suggested_lines[], notes.",
  ),
} as const satisfies Record<DrillCall, unknown>;

/** The drill a call scores (its result is saved as an attempt for progress), or null. */
export const scoredDrill = (call: DrillCall): DrillKind | null => C[call].scores;
