// The motion generator's contract (GET /api/generate-motion), shared by the debater and the drills.
import { z } from "zod";
import { MOTION_MAX } from "#shared/limits.ts";

/** A generated motion: one sentence, and always short enough to debate or drill with. */
export const motionText = z.string().trim().min(10).max(MOTION_MAX);

export const generateMotionResponse = z.object({ motion: z.string(), engine: z.string() });
export type GenerateMotionResponse = z.infer<typeof generateMotionResponse>;
