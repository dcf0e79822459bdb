// The engine's face: the one file of src/server/ai/engine/ that code outside it may import (lint:
// eslint.config.js, element "server-engine"; tests/unit/boundaries.test.ts proves the rule). The engine is
// the offline coach, opponent, judge and scorer (offline/), the integrity checks any engine's work passes
// through (integrity/) and the ballot the server finishes (ballot/); it reads the rubrics
// (shared/rubrics/) and the content (src/content/). Its answers are deterministic for their input and
// pinned by the golden score tables, so a change behind this face is a reviewed diff of scores.
// Tests, benchmarks and the scorer's scripts (scripts/coach/) may reach the parts behind it.
import { fileURLToPath } from "node:url";

// The six drills, typed call by call from the shared contract (shared/drills/calls.ts).
export { drillMaterial, runDrillJob, scoreDrill, type DrillJob } from "./offline/coach-calls";
export type { CoachOptions, FeedbackStyle } from "./offline/coach";
export type { CoachReply } from "./drill-worker";
/** The source of the coach's worker thread, which loads the drill coach alone (the built one is dist/server/coach-worker.js). */
export const DRILL_WORKER_SOURCE = fileURLToPath(new URL("./drill-worker.ts", import.meta.url));

// The debate: the opponent's speeches, the judge's verdict and the ballot finished on the server.
export { offlineOpening as opponentOpening, offlineReply as opponentReply } from "./offline/opponent";
/** A format round's reply speech: the round weighed, no new argument. */
export { offlineReplySpeech as opponentReplySpeech } from "./offline/opponent/reply-speech";
/** A format round's speaker points, speech by speech, on the format's scales. */
export { formatSpeakerPoints, type FormatSpeechText } from "./ballot/format-points";
export { OFFLINE_RUBRIC, offlineVerdict as judgeRound } from "./offline/judge";
export { finishBallot } from "./ballot/finish";
export { decideRound } from "./ballot/decision";
/** Advice on a live class round from its typed or dictated speeches, in the format's scale (the chair's eyes only). */
export { offlineLiveAdvice as adviseLiveRound, type LiveAdvice, type LiveSpeechText } from "./offline/live-advice";

// Lessons and motions.
export { offlineLessonFeedback as lessonFeedback } from "./offline/lesson-feedback";
export { offlineFeedbackSuggest as feedbackSuggestion, rubricCriteria } from "./offline/feedback-suggest";
export { buildOfflineLesson as lessonFromArticle } from "./offline/lesson-from-url";
export { pickMotion } from "./offline/motion-bank";
/** The brief a motion is argued from: its own, or that of the bank motion it is the same debate as. */
export { borrowedBankMotion, briefOf } from "./offline/brief-lookup";

// Integrity: the checks as task hooks (a model's answer passes them too), the check of a live reply,
// and the memory of what was generated for whom.
export { drillGuard, lessonGuard, recordOutput, stringsIn, verdictGuard, type Guarded } from "./integrity/tasks";
export { checkReply } from "./integrity/reply";
export { recordGenerated, USER_MATERIAL_DAYS } from "./integrity/store";
