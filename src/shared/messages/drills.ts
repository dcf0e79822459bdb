// Drill messages, word for word from the product spec. Server and screens both import
// these so a rejected request shows the same words the screen would have shown.
import { AI_MESSAGES } from "./ai";

export const DRILL_MESSAGES = {
  // Section 5: validation.
  paelIncomplete: "Please complete all four PAEL sections.",
  motionRequired: "Generate a motion first.",
  characterizationIncomplete: "Add at least one actor with characterization and a linked argument.",
  aiArgumentRequired: "Generate the AI argument first.",
  refutationIncomplete: "Address the impact/link and analysis at minimum.",
  vulnerableActorRequired: "Add at least one vulnerable actor.",
  modelingTermRequired: "Add at least one key term with a clear definition.",
  frameRequired: "Add your frame statement.",
  opponentFrameRequired: "Diagnose the opponent's frame.",
  newFrameRequired: "Provide the frame you will shift to.",
  // Section 8: errors.
  feedbackFailed: "Failed to get feedback.",
  aiArgumentFailed: "Failed to generate AI argument.",
  aiExampleFailed: "Failed to generate AI example.",
  exampleFailed: "Failed to generate example.",
  clashesFailed: "Failed to evaluate clashes",
  framingFailed: "Failed to evaluate framing",
} as const;

/** PAEL field error shown on blur: '{Field} is required.' */
export function fieldRequired(field: string): string {
  return `${field} is required.`;
}

/**
 * Not in the spec: the spec states the clash rule ("at least one clash needs actor, clash, side and
 * argument") and the limits below, but gives them no words. Kept apart so no one mistakes them for
 * catalogue text.
 */
export const DRILL_EXTRA_MESSAGES = {
  clashIncomplete: "Complete at least one clash with an actor, the clash, a side and an argument.",
  sideInvalid: "Side must be Government or Opposition.",
  attemptNotFound: "Attempt not found.",
  materialUnavailable:
    "The offline coach could not build sound material for this motion: what it wrote did not stay on the motion's subject or argue the right side. Pick a motion from the bank for material from a prepared brief.",
} as const;

export function tooLong(field: string, max: number): string {
  return `${field} is too long (at most ${max.toLocaleString("en-US")} characters).`;
}

export function tooMany(what: string, max: number): string {
  return `Too many ${what} (at most ${max}).`;
}

/**
 * Which generic failure message each drill call falls back to when the server sends no error text.
 * The spec lists the messages but not their pairing; this is the reading of the drill screens.
 */
export const DRILL_CALL_ERRORS = {
  // The drills and the debater share one motion call, so they share its message.
  "generate-motion": AI_MESSAGES.couldNotGenerateMotion,
  feedback: DRILL_MESSAGES.feedbackFailed,
  "characterization-feedback": DRILL_MESSAGES.feedbackFailed,
  "characterization-example": DRILL_MESSAGES.aiExampleFailed,
  "generate-argument": DRILL_MESSAGES.aiArgumentFailed,
  "refutation-feedback": DRILL_MESSAGES.feedbackFailed,
  "clashes-feedback": DRILL_MESSAGES.clashesFailed,
  "clashes-example": DRILL_MESSAGES.exampleFailed,
  "modeling-feedback": DRILL_MESSAGES.feedbackFailed,
  "framing-feedback": DRILL_MESSAGES.framingFailed,
  "framing-example": DRILL_MESSAGES.exampleFailed,
} as const;
