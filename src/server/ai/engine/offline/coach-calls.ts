import type { DrillCall, DrillInput, DrillResult, FeedbackCall, MaterialCall } from "#shared/drills/calls.ts";
import * as coach from "./coach";
import type { CoachOptions } from "./coach";

// The offline coach's answer to each drill call: a pure function of the parsed request and its options
// (the feedback style; for generated material, the seed that picks which piece), so it can run on a
// worker thread (ai/coach-pool.ts) as well as inline. The coach draws no random numbers itself: the
// caller's seed crosses to the worker with the request. Each table is typed call by call from the
// shared contract (shared/drills/calls.ts), so a call's input and answer need no cast.

const SCORERS: { [C in FeedbackCall]: (input: DrillInput<C>, options: CoachOptions) => DrillResult<C> } = {
  feedback: coach.argumentFeedback,
  "characterization-feedback": coach.characterizationFeedback,
  "refutation-feedback": coach.refutationFeedback,
  "clashes-feedback": coach.clashesFeedback,
  "modeling-feedback": coach.modelingFeedback,
  "framing-feedback": coach.framingFeedback,
};

/** Material writers answer null when they could not build material that passes their own checks. */
const WRITERS: { [C in MaterialCall]: (input: DrillInput<C>, options: CoachOptions) => DrillResult<C> | null } = {
  "characterization-example": coach.characterizationExample,
  "generate-argument": coach.generateArgument,
  "clashes-example": coach.clashesExample,
  "framing-example": coach.framingExample,
};

const isFeedbackCall = (call: DrillCall): call is FeedbackCall => Object.hasOwn(SCORERS, call);

/** Scores the student's work on one drill: the offline coach's feedback in the call's response shape. */
export function scoreDrill<C extends FeedbackCall>(call: C, input: DrillInput<C>, options: CoachOptions = {}): DrillResult<C> {
  return SCORERS[call](input, options);
}

/** Writes model material for a motion, or null when none passes the coach's own checks. */
export function drillMaterial<C extends MaterialCall>(call: C, input: DrillInput<C>, options: CoachOptions = {}): DrillResult<C> | null {
  return WRITERS[call](input, options);
}

/** One drill call as plain data (structured clone): what the pool sends a worker. */
export interface DrillJob {
  call: DrillCall;
  input: unknown;
  options: CoachOptions;
}

/**
 * Runs one job where it stands (on a worker, or inline when the pool is off or cannot start). The job
 * crossed a thread as data, so its input is as the sender typed it (coach-pool.ts's overloads pair
 * each call with its input): the one place a request is taken on trust.
 */
export function runDrillJob({ call, input, options }: DrillJob): unknown {
  const run = (isFeedbackCall(call) ? SCORERS[call] : WRITERS[call]) as (input: unknown, options: CoachOptions) => unknown;
  return run(input, options);
}
