// The quiz a builder sends to the server: questions with 2–5 unique options and the right option's
// text as `correct`, checked with the builder's own rules and messages.
import { z } from "zod";
import { QUIZ_MESSAGES as Q } from "#shared/messages/quiz.ts";
import { storableText } from "#shared/text.ts";
import { cleanQuestion, OPTION_TEXT_MAX, QUESTION_MAX_OPTIONS, QUESTION_TEXT_MAX, QUIZ_MAX_QUESTIONS, questionProblem } from "./draft";

const PROBLEM_MESSAGES = {
  text: Q.missingText,
  options: Q.missingOptions,
  tooManyOptions: Q.tooManyOptions,
  duplicates: Q.duplicateOptions,
  correct: Q.correctNotAnOption,
} as const;

/** One question; blank option inputs are dropped and every text trimmed. */
export const questionDraftSchema = z
  .object({
    text: storableText().max(QUESTION_TEXT_MAX),
    // Blank inputs are dropped before the 5-option rule is checked (with its own message); this only bounds the size.
    options: z.array(storableText().max(OPTION_TEXT_MAX)).max(QUESTION_MAX_OPTIONS * 4),
    correct: storableText().max(OPTION_TEXT_MAX),
  })
  .transform(cleanQuestion);

export const quizDraftSchema = (tooMany: string) =>
  z
    .array(questionDraftSchema)
    .max(QUIZ_MAX_QUESTIONS, tooMany)
    .superRefine((quiz, ctx) => {
      quiz.forEach((q, i) => {
        const problem = questionProblem(q);
        if (problem) ctx.addIssue({ code: "custom", path: [i], message: PROBLEM_MESSAGES[problem](i + 1) });
      });
    });
