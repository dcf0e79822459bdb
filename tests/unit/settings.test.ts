import { describe, expect, it } from "vitest";
import { defaultSettings, normaliseWeights, readGroup } from "#shared/settings/rules.ts";
import { settingsGroups } from "#shared/settings/schemas.ts";

describe("settings defaults and bounds", () => {
  it("has the spec's defaults", () => {
    const d = defaultSettings();
    expect(d.preferences).toEqual({
      difficulty: "intermediate",
      avoid_repeats: true,
      cooldown_days: 30,
      default_side: "random",
      timer_seconds: 420,
      feedback_style: "detailed",
      quiz_reveal: "after_submit",
    });
    expect(d.weights).toEqual({ analysis: 35, impact: 35, examples: 20, clarity: 10 });
    expect(d.teacher).toMatchObject({
      auto_assign_difficulty: "mixed",
      default_deadline_hour: 23,
      show_class_averages: false,
      auto_lock_after_deadline: false,
    });
    expect(d.appearance).toEqual({ theme: "system", font_scale: 1, high_contrast: false });
    expect(d.notifications).toEqual({ feedback_email: true, classroom_updates: true, weekly_summary: false });
    expect(d.privacy).toEqual({ allow_data_use: false });
  });

  it("enforces cooldown ≥ 0 and timer ≥ 60", () => {
    expect(settingsGroups.preferences.safeParse({ cooldown_days: -1 }).success).toBe(false);
    expect(settingsGroups.preferences.safeParse({ timer_seconds: 59 }).success).toBe(false);
    expect(settingsGroups.preferences.safeParse({ timer_seconds: 60, cooldown_days: 0 }).success).toBe(true);
  });

  it("clamps font scale to 0.8–1.5 in steps of 0.1 and the deadline hour to 0–23", () => {
    expect(settingsGroups.appearance.parse({ font_scale: 3 }).font_scale).toBe(1.5);
    expect(settingsGroups.appearance.parse({ font_scale: 0.1 }).font_scale).toBe(0.8);
    expect(settingsGroups.appearance.parse({ font_scale: 1.26 }).font_scale).toBe(1.3);
    expect(settingsGroups.teacher.parse({ default_deadline_hour: 30 }).default_deadline_hour).toBe(23);
    expect(settingsGroups.teacher.parse({ default_deadline_hour: -4 }).default_deadline_hour).toBe(0);
  });

  it("normalises weights to total 100, the last taking the remainder", () => {
    expect(normaliseWeights({ analysis: 1, impact: 1, examples: 1, clarity: 1 })).toEqual({
      analysis: 25,
      impact: 25,
      examples: 25,
      clarity: 25,
    });
    const w = normaliseWeights({ analysis: 10, impact: 10, examples: 10, clarity: 0 });
    expect(w).toEqual({ analysis: 33, impact: 33, examples: 33, clarity: 1 });
    expect(normaliseWeights({ analysis: 0, impact: 0, examples: 0, clarity: 0 })).toEqual({
      analysis: 35,
      impact: 35,
      examples: 20,
      clarity: 10,
    });
  });

  it("reads a damaged stored group without losing the good values", () => {
    expect(readGroup("preferences", { difficulty: "advanced", timer_seconds: "lots" })).toMatchObject({
      difficulty: "advanced",
      timer_seconds: 420,
    });
    expect(readGroup("weights", null)).toEqual({ analysis: 35, impact: 35, examples: 20, clarity: 10 });
  });
});
