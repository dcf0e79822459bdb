// Contracts of the progress page: the student's attempts, per-drill summary, weighted skill score,
// and one saved attempt reopened (GET /api/training/progress, GET /api/training/attempts/{id}).
import { z } from "zod";
import { DRILL_EXTRA_MESSAGES } from "#shared/messages/drills.ts";
import { settingsGroupValues } from "#shared/settings/schemas.ts";
import { DRILL_CALLS } from "./calls";
import { DRILL_KINDS, type DrillKind } from "./schemas";
import { SKILLS, type Skill, type SkillScore } from "./skill";

const score = z.number();
const perSkill = Object.fromEntries(SKILLS.map((s) => [s, score.nullable()])) as Record<Skill, z.ZodNullable<z.ZodNumber>>;

export const skillScoreSchema = z.object({
  /** 0-10, or null before any scored attempt. */
  score: score.nullable(),
  /** Mean of the dimensions that measure each skill (null when none has been scored yet). */
  bySkill: z.object(perSkill),
  attemptsUsed: z.number().int(),
}) satisfies z.ZodType<SkillScore>;

export const attemptSummarySchema = z.object({
  id: z.string(),
  drill: z.enum(DRILL_KINDS),
  motion: z.string(),
  overall: score,
  engine: z.string(),
  createdAt: z.string(),
  /** The rubric dimensions (0-10) this attempt was scored on. */
  dimensions: z.record(z.string(), score),
});

/** A judged debate round as Progress counts it: the student's ballot scores, on the ballot's rubric. */
export const roundSummarySchema = z.object({
  id: z.string(),
  motion: z.string(),
  finishedAt: z.string(),
  /** The student's matter, manner and method (0-10). */
  dimensions: z.record(z.string(), score),
});

const drillSummary = z.object({ count: z.number().int(), latest: score.nullable(), best: score.nullable() });
const perDrill = Object.fromEntries(DRILL_KINDS.map((k) => [k, drillSummary])) as Record<DrillKind, typeof drillSummary>;

export const progressResponse = z.object({
  weights: settingsGroupValues.weights,
  skill: skillScoreSchema,
  /** How many recent attempts, and how many recent judged rounds, feed the skill score. */
  skillWindow: z.number().int(),
  drills: z.object(perDrill),
  /** Oldest first. */
  attempts: z.array(attemptSummarySchema),
  /** The student's judged debate rounds, oldest first: each adds to the skills its ballot measured. */
  rounds: z.array(roundSummarySchema),
});

export const attemptParams = z.object({ id: z.uuid(DRILL_EXTRA_MESSAGES.attemptNotFound) });

/** One saved attempt: the request as the server stored it (normalised) and the feedback it got. */
function attemptOf<K extends DrillKind, Req extends z.ZodType, Res extends z.ZodType>(drill: K, call: { request: Req; result: Res }) {
  return z.object({
    id: z.string(),
    drill: z.literal(drill),
    motion: z.string(),
    input: call.request,
    result: call.result,
    overall: score,
    engine: z.string(),
    createdAt: z.string(),
  });
}

export const attemptDetailSchema = z.discriminatedUnion("drill", [
  attemptOf("argument", DRILL_CALLS.feedback),
  attemptOf("characterization", DRILL_CALLS["characterization-feedback"]),
  attemptOf("refutation", DRILL_CALLS["refutation-feedback"]),
  attemptOf("clashes", DRILL_CALLS["clashes-feedback"]),
  attemptOf("modeling", DRILL_CALLS["modeling-feedback"]),
  attemptOf("framing", DRILL_CALLS["framing-feedback"]),
]);

export type AttemptSummary = z.infer<typeof attemptSummarySchema>;
export type RoundSummary = z.infer<typeof roundSummarySchema>;
export type TrainingProgress = z.infer<typeof progressResponse>;
export type AttemptDetail = z.infer<typeof attemptDetailSchema>;
