// The three levels a lesson, a module, a motion and the debater's difficulty are set at, in order.
export const LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type Level = (typeof LEVELS)[number];
