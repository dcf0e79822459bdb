// AI engine and debater messages, plus the limits the spec leaves open.
import { MOTION_MAX, SPEECH_MAX } from "#shared/limits.ts";

export const AI_MESSAGES = {
  couldNotGenerateMotion: "Could not generate a motion.",
  failedToStart: "Failed to start debate",
  failedToReply: "Failed to get reply",
  errorGeneratingResponse: "Error generating response.",
  failedToReset: "Failed to reset debate",
  failedToJudge: "Could not judge the round. Please try again.",
  motionRequired: "Enter or generate a debate motion first.",
  motionTooLong: `The motion must be ${MOTION_MAX} characters or fewer.`,
  sideRequired: "Choose Government or Opposition.",
  speechTooLong: `Your speech must be ${SPEECH_MAX.toLocaleString("en-US")} characters or fewer.`,
  speechRequired: "Write your speech first.",
  noRound: "There is no round in progress. Start a debate first.",
  roundFinished: "This round is over. Start a new debate.",
  roundsLoadFailed: "Could not load your past rounds.",
  roundNotFound: "This round could not be found. It may have been replaced by newer rounds.",
  roundLoadFailed: "Could not load this round.",
  nothingToJudge: "Make at least one speech before ending the round.",
  offlineCoach: "Offline coach",
  dailyLimit: "You have used today's AI allowance. It resets at midnight (UTC).",
} as const;
