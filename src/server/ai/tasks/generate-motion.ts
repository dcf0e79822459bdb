import { z } from "zod";
import { defineTask } from "#server/ai/task.ts";
import { pickMotion } from "#server/ai/engine/index.ts";
import { AI_MESSAGES } from "#shared/messages/index.ts";
import { motionText } from "#shared/motions/schemas.ts";
import { LEVELS } from "#shared/levels.ts";

export const motionOutput = z.object({ motion: motionText });

export const generateMotionTask = defineTask({
  name: "generate-motion",
  input: z.object({ difficulty: z.enum(LEVELS), recent: z.array(z.string()) }),
  output: motionOutput,
  failMessage: AI_MESSAGES.couldNotGenerateMotion,
  maxOutputTokens: 200,
  prompt: ({ difficulty, recent }) => ({
    system:
      "You write debate motions for school and university debate training. A motion is one sentence in standard form, " +
      'starting with "This House" (would, believes that, supports, opposes, regrets, prefers). It must be balanced: ' +
      "both Government and Opposition need good arguments. Answer with JSON only.",
    prompt:
      `Write one ${difficulty} motion. Beginner motions are concrete everyday policies; intermediate motions need some ` +
      "knowledge of the world; advanced motions are abstract, value-laden or ask about actors and regrets.\n" +
      (recent.length ? `Do not repeat or closely paraphrase any of these recent motions:\n- ${recent.slice(0, 40).join("\n- ")}\n` : "") +
      'Return {"motion": "..."}.',
  }),
  offline: ({ difficulty, recent }, ctx) => ({ motion: pickMotion({ difficulty, exclude: new Set(recent), random: ctx.random }).text }),
});
