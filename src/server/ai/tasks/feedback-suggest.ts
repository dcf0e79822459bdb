import { z } from "zod";
import { defineTask } from "#server/ai/task.ts";
import { feedbackSuggestion, lessonFeedback, rubricCriteria } from "#server/ai/engine/index.ts";
import { FEEDBACK_MESSAGES } from "#shared/messages/index.ts";
import { lessonFeedbackResult } from "#shared/modules/schemas.ts";

/**
 * AI Suggest on the teacher's feedback editor: a draft of the teacher's feedback on a student's writing
 * and a 0–100 grade. The host's rubric template, when set, organises the feedback by its criteria.
 * Nothing is saved: the teacher edits the draft and saves it.
 */
export const feedbackSuggestTask = defineTask({
  name: "feedback-suggest",
  input: z.object({ prompt: z.string().min(1), response: z.string().min(1), rubric: z.string() }),
  output: lessonFeedbackResult,
  failMessage: FEEDBACK_MESSAGES.suggestFailed,
  maxOutputTokens: 900,
  prompt: ({ prompt, response, rubric }) => {
    const criteria = rubricCriteria(rubric);
    const shape = criteria.length
      ? "Organise the feedback by the teacher's rubric: one line per criterion, in this order, each starting with the criterion's " +
        'name, then "—", a judgement (Strong, Developing or Needs work) and one specific reason drawn from the response; ' +
        "finish with one line starting 'Overall:'.\nRubric criteria:\n" +
        criteria.map((c) => `- ${c}`).join("\n")
      : "Give 3 to 5 sentences of specific, encouraging, actionable feedback.";
    return {
      system:
        "You are helping a debate teacher grade a student's written answer to a lesson's writing prompt. Draft the teacher's " +
        "feedback, addressed to the student, and a grade from 0 to 100. Judge relevance to the prompt, clear reasoning, " +
        "concrete examples and development. A response that is empty, off-topic or only repeats the prompt scores below 15. " +
        "Answer with JSON only.",
      // The student has read the lesson reader's feedback already: the teacher's draft must add to it, not repeat it.
      prompt:
        `${shape}\n\nWriting prompt:\n${prompt}\n\nStudent response:\n${response}\n\n` +
        `Automated feedback the student has already read (do not repeat it; add what a teacher would: the line that carries ` +
        `the answer, one question that moves it on, the next piece of work, quoting the student's words exactly in double quotes):\n` +
        `${lessonFeedback({ prompt, input: response }).feedback}\n\nReturn {"feedback": "...", "score": <0-100>}.`,
    };
  },
  offline: (input) => feedbackSuggestion(input),
});
