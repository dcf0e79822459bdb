import { z } from "zod";

// User settings groups and defaults: spec part 1 sections 3, 5 and 9.
export const LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type Level = (typeof LEVELS)[number];

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export const settingsGroups = {
  profile: z.object({
    avatar_url: z.string().trim().max(500).default(""),
    bio: z.string().trim().max(1000).default(""),
    school: z.string().trim().max(200).default(""),
  }),
  notifications: z.object({
    feedback_email: z.boolean().default(true),
    classroom_updates: z.boolean().default(true),
    weekly_summary: z.boolean().default(false),
  }),
  preferences: z.object({
    difficulty: z.enum(LEVELS).default("intermediate"),
    avoid_repeats: z.boolean().default(true),
    cooldown_days: z.number().int().min(0, "Cooldown must be 0 days or more.").max(3650).default(30),
    default_side: z.enum(["gov", "opp", "random"]).default("random"),
    timer_seconds: z.number().int().min(60, "The timer must be at least 60 seconds.").max(3600).default(420),
    feedback_style: z.enum(["brief", "detailed", "rubric"]).default("detailed"),
    quiz_reveal: z.enum(["immediate", "after_submit"]).default("after_submit"),
  }),
  weights: z.object({
    analysis: z.number().min(0).max(100).default(35),
    impact: z.number().min(0).max(100).default(35),
    examples: z.number().min(0).max(100).default(20),
    clarity: z.number().min(0).max(100).default(10),
  }),
  teacher: z.object({
    show_class_averages: z.boolean().default(false),
    auto_assign_difficulty: z.enum(["easy", "mixed", "hard"]).default("mixed"),
    rubric_template: z.string().max(5000).default(""),
    auto_lock_after_deadline: z.boolean().default(false),
    default_deadline_hour: z.number().int().transform((v) => clamp(v, 0, 23)).default(23),
  }),
  appearance: z.object({
    theme: z.enum(["light", "dark", "system"]).default("system"),
    font_scale: z.number().transform((v) => Math.round(clamp(v, 0.8, 1.5) * 10) / 10).default(1),
    high_contrast: z.boolean().default(false),
  }),
  privacy: z.object({
    allow_data_use: z.boolean().default(false),
  }),
} as const;

export type SettingsGroup = keyof typeof settingsGroups;
export const SETTINGS_GROUPS = Object.keys(settingsGroups) as SettingsGroup[];
export type UserSettings = { [G in SettingsGroup]: z.output<(typeof settingsGroups)[G]> };
export type Weights = UserSettings["weights"];

export function defaultSettings(): UserSettings {
  const out = {} as Record<string, unknown>;
  for (const g of SETTINGS_GROUPS) out[g] = settingsGroups[g].parse({});
  return out as UserSettings;
}

/** Reads a stored group leniently: unknown keys dropped, missing or broken values take the default. */
export function readGroup<G extends SettingsGroup>(group: G, stored: unknown): UserSettings[G] {
  const parsed = settingsGroups[group].safeParse(stored ?? {});
  if (parsed.success) return parsed.data as UserSettings[G];
  const fallback = settingsGroups[group].parse({}) as Record<string, unknown>;
  const source = (typeof stored === "object" && stored) ? (stored as Record<string, unknown>) : {};
  for (const key of Object.keys(fallback)) {
    const one = settingsGroups[group].safeParse({ [key]: source[key] });
    if (one.success) fallback[key] = (one.data as Record<string, unknown>)[key];
  }
  return fallback as UserSettings[G];
}

/**
 * Weights are normalised to total 100 on save: proportional scaling with rounding,
 * the last value taking the remainder; a total of 0 or less restores the defaults.
 */
export function normaliseWeights(w: Weights): Weights {
  const keys = ["analysis", "impact", "examples", "clarity"] as const;
  const total = keys.reduce((s, k) => s + Math.max(0, w[k]), 0);
  if (total <= 0) return settingsGroups.weights.parse({});
  const out = {} as Weights;
  let used = 0;
  keys.forEach((k, i) => {
    if (i === keys.length - 1) out[k] = 100 - used;
    else {
      out[k] = Math.round((Math.max(0, w[k]) / total) * 100);
      used += out[k];
    }
  });
  return out;
}
