// User settings contracts. Each group is saved on its own
// (PUT /api/settings/<group>) and all are read at once (GET /api/settings).
import { z } from "zod";
import { storableText } from "#shared/text.ts";
import { SETTINGS_MESSAGES as M } from "#shared/messages/settings.ts";
import { isAllowedAvatarUrl } from "./avatar-url";
import { ATTEMPT_LIMITS, REVEAL_RULES } from "#shared/classrooms/rules.ts";
import { LEVELS } from "#shared/levels.ts";

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

const weight = z.number({ error: M.weightRange }).min(0, M.weightRange).max(100, M.weightRange);

/** What saving a group accepts: a missing field takes its default, an out-of-range one is refused or clamped. */
export const settingsGroups = {
  profile: z.object({
    // Shown in <img> on teachers' screens: only https:// or our own uploads (no javascript:, data: or tracking over http:).
    avatar_url: storableText().trim().max(500).refine(isAllowedAvatarUrl, M.avatarUrl).default(""),
    bio: storableText().trim().max(1000).default(""),
    school: storableText().trim().max(200).default(""),
  }),
  notifications: z.object({
    feedback_email: z.boolean().default(true),
    classroom_updates: z.boolean().default(true),
    weekly_summary: z.boolean().default(false),
  }),
  preferences: z.object({
    difficulty: z.enum(LEVELS).default("intermediate"),
    avoid_repeats: z.boolean().default(true),
    cooldown_days: z.number({ error: M.cooldownMin }).int().min(0, M.cooldownMin).max(3650, M.cooldownMax).default(30),
    default_side: z.enum(["gov", "opp", "random"]).default("random"),
    timer_seconds: z.number({ error: M.timerMin }).int().min(60, M.timerMin).max(3600, M.timerMax).default(420),
    feedback_style: z.enum(["brief", "detailed", "rubric"]).default("detailed"),
    quiz_reveal: z.enum(["immediate", "after_submit"]).default("after_submit"),
  }),
  weights: z.object({
    analysis: weight.default(35),
    impact: weight.default(35),
    examples: weight.default(20),
    clarity: weight.default(10),
  }),
  teacher: z.object({
    show_class_averages: z.boolean().default(false),
    auto_assign_difficulty: z.enum(["easy", "mixed", "hard"]).default("mixed"),
    rubric_template: storableText().max(5000).default(""),
    auto_lock_after_deadline: z.boolean().default(false),
    default_deadline_hour: z
      .number({ error: M.deadlineHourRange })
      .int()
      .transform((v) => clamp(v, 0, 23))
      .default(23),
    /** Assessment rules a new assignment starts with (the teacher may change them per assignment). */
    default_reveal_answers: z.enum(REVEAL_RULES).default("after_submit"),
    default_max_attempts: z.enum(ATTEMPT_LIMITS).default("unlimited"),
    default_lock_on_grade: z.boolean().default(false),
  }),
  appearance: z.object({
    theme: z.enum(["light", "dark", "system"]).default("system"),
    font_scale: z
      .number()
      .transform((v) => Math.round(clamp(v, 0.8, 1.5) * 10) / 10)
      .default(1),
    high_contrast: z.boolean().default(false),
  }),
  privacy: z.object({
    allow_data_use: z.boolean().default(false),
  }),
} as const;

export type SettingsGroup = keyof typeof settingsGroups;
export const SETTINGS_GROUPS = Object.keys(settingsGroups) as SettingsGroup[];

/** The body of PUT /api/settings/<group>: unknown keys are refused. */
export const settingsGroupInput = <G extends SettingsGroup>(group: G) => settingsGroups[group].strict();

type Answered<S extends z.core.$ZodShape> = { [K in keyof S]: S[K] extends z.ZodDefault<infer T extends z.ZodType> ? T : S[K] };

/** A group as answered: the same fields, each always present (defaults are filled in before answering). */
function answered<S extends z.core.$ZodShape>(group: z.ZodObject<S>): z.ZodObject<Answered<S>> {
  const shape = Object.fromEntries(Object.entries(group.shape).map(([k, v]) => [k, v instanceof z.ZodDefault ? v.unwrap() : v]));
  return z.object(shape) as unknown as z.ZodObject<Answered<S>>;
}

export const settingsGroupValues = {
  profile: answered(settingsGroups.profile),
  notifications: answered(settingsGroups.notifications),
  preferences: answered(settingsGroups.preferences),
  weights: answered(settingsGroups.weights),
  teacher: answered(settingsGroups.teacher),
  appearance: answered(settingsGroups.appearance),
  privacy: answered(settingsGroups.privacy),
} satisfies Record<SettingsGroup, z.ZodObject>;

/** GET /api/settings: every group, defaults filled in. */
export const settingsResponse = z.object(settingsGroupValues);

export type UserSettings = z.infer<typeof settingsResponse>;
export type Weights = UserSettings["weights"];
export type Preferences = UserSettings["preferences"];
