/**
 * The starter curriculum as typed data. Readings use the simple text subset the lesson screen renders:
 * paragraphs separated by blank lines, "## " headings, "- " and "1. " list items. Never HTML.
 */
export type SeedLevel = "beginner" | "intermediate" | "advanced";

export interface SeedQuestion {
  text: string;
  /** 3 to 5 options, all different. */
  options: string[];
  /** The text of the one correct option. */
  correct: string;
}

export interface SeedLesson {
  title: string;
  level: SeedLevel;
  reading: string;
  writingPrompt: string;
  /** When set, the lesson shows the case builder with this prompt. */
  caseBuilderPrompt?: string;
  quiz: SeedQuestion[];
}

export interface SeedModule {
  /** The module's name is its stable key: a module with this name and no creator is the seeded one. */
  name: string;
  description: string;
  isPublic: boolean;
  lessons: SeedLesson[];
}
