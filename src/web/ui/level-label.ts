import type { Level } from "#shared/levels.ts";

/** How a lesson's level is shown, everywhere one is. */
export const LEVEL_LABEL: Record<Level, string> = { beginner: "Beginner", intermediate: "Intermediate", advanced: "Advanced" };
