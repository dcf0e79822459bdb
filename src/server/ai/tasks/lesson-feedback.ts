import { defineTask } from "../task";
import { offlineLessonFeedback } from "../offline/lesson-feedback";
import { MODULE_MESSAGES } from "../../../shared/messages";
import { lessonFeedbackRequest, lessonFeedbackResult } from "../../../shared/modules/schemas";

/** POST /api/lesson-feedback: feedback and a 0–100 score on a module lesson's writing against its prompt. */
export const lessonFeedbackTask = defineTask({
  name: "lesson-feedback",
  input: lessonFeedbackRequest,
  output: lessonFeedbackResult,
  failMessage: MODULE_MESSAGES.feedbackFailed,
  maxOutputTokens: 800,
  prompt: ({ prompt, input }) => ({
    system:
      "You are a debate coach marking a student's written practice for a debate lesson. Judge how well the response answers " +
      "the prompt: relevance to the prompt, clear reasoning (claims explained and linked to consequences), concrete " +
      "examples, and development. A response that is empty, off-topic or only repeats the prompt scores below 15. " +
      "Give 3 to 5 sentences of specific, encouraging, actionable feedback addressed to the student, and a score from 0 to 100. " +
      "Answer with JSON only.",
    prompt: `Writing prompt:\n${prompt}\n\nStudent response:\n${input}\n\nReturn {"feedback": "...", "score": <0-100>}.`,
  }),
  offline: (input) => offlineLessonFeedback(input),
});
