// A lesson from a URL (POST /api/generate-lesson-from-url), word for word from the product spec.
export const LESSON_URL_MESSAGES = {
  pasteUrl: "Please paste an article URL.",
  couldNotGenerate: "Could not generate lesson from URL.",
} as const;
