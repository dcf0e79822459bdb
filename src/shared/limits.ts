// Length limits, one per field, for server and screens alike. Zod-free so the first page can use them.

/** A debate motion, in the debater and in every drill; the spec's generated motions all fit. */
export const MOTION_MAX = 300;
/** One speech in the AI debater. */
export const SPEECH_MAX = 5000;
