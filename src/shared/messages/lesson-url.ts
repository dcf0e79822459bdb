// A lesson from a URL (POST /api/generate-lesson-from-url), word for word from spec part 1 section 5 and part 2 section 8.
export const LESSON_URL_MESSAGES = {
  pasteUrl: "Please paste an article URL.",
  couldNotGenerate: "Could not generate lesson from URL.",
} as const;
