import type { DrillCall } from "#shared/drills/calls.ts";
import * as coach from "./coach";
import type { CoachOptions } from "./coach";

/**
 * The offline coach's answer to each drill call: a pure function of the parsed request and its
 * options (the feedback style; for generated material, the seed that picks which piece), so it can run
 * on a worker thread (ai/coach-pool.ts) as well as inline. The coach draws no random numbers itself:
 * the caller's seed crosses to the worker with the request.
 */
export const coachCalls = {
  feedback: coach.argumentFeedback,
  "characterization-feedback": coach.characterizationFeedback,
  "characterization-example": coach.characterizationExample,
  "generate-argument": coach.generateArgument,
  "refutation-feedback": coach.refutationFeedback,
  "clashes-feedback": coach.clashesFeedback,
  "clashes-example": coach.clashesExample,
  "modeling-feedback": coach.modelingFeedback,
  "framing-feedback": coach.framingFeedback,
  "framing-example": coach.framingExample,
} as const satisfies Record<DrillCall, (input: never, options: CoachOptions) => unknown>;

export type CoachCall = keyof typeof coachCalls;
export type CoachInput<C extends CoachCall> = Parameters<(typeof coachCalls)[C]>[0];
export type CoachOutput<C extends CoachCall> = ReturnType<(typeof coachCalls)[C]>;

/** What the pool sends a worker: plain data only (structured clone). */
export interface CoachJob {
  call: CoachCall;
  input: unknown;
  options: CoachOptions;
}

/** Runs one job where it stands (on a worker, or inline when the pool is off or cannot start). */
export function runCoachJob({ call, input, options }: CoachJob): unknown {
  return (coachCalls[call] as (input: unknown, options: CoachOptions) => unknown)(input, options);
}
