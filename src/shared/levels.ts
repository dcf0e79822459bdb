// The three levels a lesson, a module, a motion and the debater's difficulty are set at, in order.
export const LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type Level = (typeof LEVELS)[number];

/**
 * The Teacher settings' default difficulty (the spec's stored values easy, mixed, hard) as the level it
 * stands for: a new lesson's level, and the words the settings show, so both screens say the same.
 */
const LEVEL_FOR_DIFFICULTY: Record<string, Level> = { easy: "beginner", mixed: "intermediate", hard: "advanced" };

export function levelForDifficulty(difficulty: string | undefined): Level {
  return (difficulty && LEVEL_FOR_DIFFICULTY[difficulty]) || "intermediate";
}
