// Length limits, one per field, for server and screens alike. Zod-free so the first page can use them.

/** A debate motion, in the debater and in every drill; the spec's generated motions all fit. */
export const MOTION_MAX = 300;
/** One speech in the AI debater. */
export const SPEECH_MAX = 5000;

// Rows one account may keep, well above what a school uses, so that only a runaway script meets them.

/** Lessons a teacher may keep. */
export const LESSONS_PER_ACCOUNT = 500;
/** Lesson folders a teacher may keep. */
export const FOLDERS_PER_ACCOUNT = 200;
/** Classrooms a teacher may host. */
export const CLASSROOMS_PER_ACCOUNT = 100;
/** Modules an admin may have made. */
export const MODULES_PER_ACCOUNT = 500;
/** Module lessons an admin may have made. */
export const MODULE_LESSONS_PER_ACCOUNT = 2000;
/** Finished debate rounds kept per debater; starting one more drops the oldest. */
export const ROUNDS_KEPT = 100;
