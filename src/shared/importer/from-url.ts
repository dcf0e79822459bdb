// The contract of POST /api/generate-lesson-from-url: an article URL in; a reading, a writing prompt and a quiz out.
import { z } from "zod";
import { LESSON_URL_MESSAGES } from "#shared/messages/lesson-url.ts";
import { storableText } from "#shared/text.ts";

export const LESSON_URL_MAX = 2048;
export const URL_QUIZ_MIN = 3;
export const URL_QUIZ_MAX = 5;

export const generateLessonFromUrlRequest = z.object(
  {
    url: storableText(LESSON_URL_MESSAGES.pasteUrl)
      .trim()
      .min(1, LESSON_URL_MESSAGES.pasteUrl)
      .max(LESSON_URL_MAX, LESSON_URL_MESSAGES.pasteUrl),
  },
  { error: LESSON_URL_MESSAGES.pasteUrl },
);
export type GenerateLessonFromUrlRequest = z.infer<typeof generateLessonFromUrlRequest>;

/** One quiz question; `correct` is the right option's text (the stored form). */
export const urlQuizQuestion = z
  .object({
    question: z.string().trim().min(1).max(600),
    options: z.array(z.string().trim().min(1).max(300)).min(2).max(5),
    correct: z.string().trim().min(1).max(300),
  })
  .refine((q) => new Set(q.options).size === q.options.length && q.options.includes(q.correct), {
    message: "Each question needs unique options and a correct answer among them.",
  });
export type UrlQuizQuestion = z.infer<typeof urlQuizQuestion>;

export const urlLessonQuiz = z.array(urlQuizQuestion).min(URL_QUIZ_MIN).max(URL_QUIZ_MAX);

export const generateLessonFromUrlResponse = z.object({
  title: z.string(),
  reading: z.string(),
  writing_prompt: z.string(),
  quiz: urlLessonQuiz,
  engine: z.string(),
});
export type GenerateLessonFromUrlResponse = z.infer<typeof generateLessonFromUrlResponse>;
