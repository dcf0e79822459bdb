import { z } from "zod";
import { defineTask } from "#server/ai/task.ts";
import { lessonFromArticle, recordGenerated, stringsIn } from "#server/ai/engine/index.ts";
import { AppError } from "#server/platform/errors.ts";
import { LESSON_URL_MESSAGES } from "#shared/messages/lesson-url.ts";
import { urlLessonQuiz } from "#shared/importer/from-url.ts";

/** A page the server could not turn into a lesson (refused, unreachable, not an article): 422 saying why, when it knows. */
export class CouldNotGenerate extends AppError {
  constructor(message: string = LESSON_URL_MESSAGES.couldNotGenerate) {
    super(422, message);
  }
}

/** How much of the reading a model is shown (the whole reading is still returned). */
const PROMPT_READING_CHARS = 12_000;

export const lessonFromUrlOutput = z.object({
  writing_prompt: z.string().trim().min(10).max(1000),
  quiz: urlLessonQuiz,
});

export const lessonFromUrlTask = defineTask({
  name: "lesson-from-url",
  input: z.object({ title: z.string(), reading: z.string() }),
  output: lessonFromUrlOutput,
  failMessage: LESSON_URL_MESSAGES.couldNotGenerate,
  /** A writing prompt and up to five questions with their options. */
  maxOutputTokens: 3000,
  prompt: ({ title, reading }) => ({
    system:
      "You turn articles into short lessons for debate students. Every question must be answerable from the article alone. " +
      "Answer with JSON only.",
    prompt:
      `Article title: ${title}\n\nArticle:\n${reading.slice(0, PROMPT_READING_CHARS)}\n\n` +
      "Write (1) a writing prompt that asks the student to take a position on the article's main claim and defend it with " +
      "reasons from the article, and (2) 3 to 5 multiple-choice questions that check understanding of the article. Each " +
      "question has 3 or 4 unique options, exactly one right, with plausible wrong options drawn from the article; " +
      '"correct" is the exact text of the right option.\n' +
      'Return {"writing_prompt": "...", "quiz": [{"question": "...", "options": ["...", "..."], "correct": "..."}]}.',
  }),
  offline: ({ title, reading }) => {
    const lesson = lessonFromArticle(title, reading);
    // An article too thin for three questions is not a lesson.
    if (!lesson) throw new CouldNotGenerate();
    return lesson;
  },
  // The article and what was written from it: handed back as a student's writing, it is not their own.
  record: ({ title, reading }, out, ctx) => recordGenerated(ctx, "lesson-from-url", title, [reading, ...stringsIn(out)]),
});
