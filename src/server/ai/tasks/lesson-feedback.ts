import { LESSON_FEEDBACK_RUBRIC } from "#shared/rubrics/index.ts";
import { defineTask } from "#server/ai/task.ts";
import { lessonFeedback, lessonGuard } from "#server/ai/engine/index.ts";
import type { ServiceCtx } from "#server/platform/context.ts";
import { STYLE_INSTRUCTIONS } from "#shared/settings/feedback-style.ts";
import { MODULE_MESSAGES } from "#shared/messages/index.ts";
import { lessonFeedbackRequest, lessonFeedbackResult } from "#shared/modules/schemas.ts";

// The criteria the model marks by are the ones the offline reader scores with, with the same shares.
const CRITERIA = LESSON_FEEDBACK_RUBRIC.dimensions
  .map((d) => `${d.label.toLowerCase()} (${d.description}; ${Math.round(d.weight * 100)}%)`)
  .join(", ");

/** The asker's feedback_style: brief, detailed, or a rubric of criteria with scores (the score itself is 0–100 either way). */
async function styleOf(ctx: ServiceCtx) {
  return (await ctx.settings.get("preferences")).feedback_style;
}

/** POST /api/lesson-feedback: feedback and a 0–100 score on a module lesson's writing against its prompt. */
export const lessonFeedbackTask = defineTask({
  name: "lesson-feedback",
  input: lessonFeedbackRequest,
  output: lessonFeedbackResult,
  failMessage: MODULE_MESSAGES.feedbackFailed,
  maxOutputTokens: 800,
  prompt: async ({ prompt, input }, ctx) => ({
    system:
      "You are a debate coach marking a student's written practice for a debate lesson. Judge how well the response answers " +
      `the prompt, weighing the criteria as shown: ${CRITERIA}. ` +
      "A response that is empty, off-topic or only repeats the prompt scores below 15. " +
      "Give specific, encouraging, actionable feedback addressed to the student, and a score from 0 to 100. " +
      "Quote the student's own words, exactly as written and in double quotes, for their strongest line and for the line to improve. " +
      `${STYLE_INSTRUCTIONS[await styleOf(ctx)].replaceAll("comments", "feedback")} Answer with JSON only.`,
    prompt: `Writing prompt:\n${prompt}\n\nStudent response:\n${input}\n\nReturn {"feedback": "...", "score": <0-100>}.`,
  }),
  offline: async (input, ctx) => lessonFeedback(input, await styleOf(ctx)),
  guard: lessonGuard,
});
