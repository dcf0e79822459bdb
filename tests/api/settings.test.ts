import { describe, expect, it } from "vitest";
import { serverForTests } from "#tests/support/lifecycle.ts";
import { AUTH_MESSAGES, SETTINGS_MESSAGES as M } from "#shared/messages/index.ts";
import { defaultSettings } from "#shared/settings/rules.ts";

const ADMIN = "head@example.com";
const defaults = defaultSettings();

describe("GET and PUT /api/settings", () => {
  const server = serverForTests({ ADMIN_EMAILS: ADMIN });

  it("needs a signed-in user", async () => {
    const c = server.client();
    for (const res of [await c.get("/api/settings"), await c.put("/api/settings/preferences", { difficulty: "advanced" })]) {
      expect(res.status).toBe(401);
      expect(res.body.error).toBe(AUTH_MESSAGES.notSignedIn);
    }
  });

  it("gives a new user every group with its defaults", async () => {
    const c = server.client();
    await c.signup();
    const res = await c.get("/api/settings");
    expect(res.status).toBe(200);
    expect(res.body).toEqual(defaults);
  });

  it("saves each group on its own; a missing field takes its default, other groups are untouched", async () => {
    const c = server.client();
    const { body: me } = await c.signup();
    const changes = {
      profile: { avatar_url: `/api/avatars/${me.user.id}?v=abc123`, bio: "  Debater.  ", school: "Hill School" },
      notifications: { feedback_email: false, classroom_updates: false, weekly_summary: true },
      preferences: { difficulty: "advanced", cooldown_days: 0, timer_seconds: 60, feedback_style: "brief" },
      weights: { analysis: 40, impact: 30, examples: 20, clarity: 10 },
      appearance: { theme: "dark", font_scale: 1.2, high_contrast: true },
      privacy: { allow_data_use: true },
    } as const;
    const expected = {
      ...defaults,
      profile: { ...changes.profile, bio: "Debater." },
      notifications: changes.notifications,
      preferences: { ...defaults.preferences, ...changes.preferences },
      weights: changes.weights,
      appearance: changes.appearance,
      privacy: changes.privacy,
    };
    for (const group of Object.keys(changes) as (keyof typeof changes)[]) {
      const res = await c.put(`/api/settings/${group}`, changes[group]);
      expect([group, res.status, res.body]).toEqual([group, 200, expected[group]]);
    }
    expect((await c.get("/api/settings")).body).toEqual(expected);

    // A later save replaces the whole group: what is left out goes back to its default.
    const again = await c.put("/api/settings/preferences", { default_side: "gov" });
    expect(again.body).toEqual({ ...defaults.preferences, default_side: "gov" });
    expect((await c.get("/api/settings")).body.weights).toEqual(changes.weights);
  });

  it("clamps font scale and deadline hour rather than refusing them", async () => {
    const c = server.client();
    await c.signup({ role: "teacher", teacherCode: "TEACH-2026" });
    expect((await c.put("/api/settings/appearance", { font_scale: 3 })).body.font_scale).toBe(1.5);
    expect((await c.put("/api/settings/teacher", { default_deadline_hour: 30 })).body.default_deadline_hour).toBe(23);
  });

  it("keeps the teacher group to teachers and admins (403 for a student)", async () => {
    const student = server.client();
    await student.signup();
    const refused = await student.put("/api/settings/teacher", { show_class_averages: true });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(M.teacherOnly);
    expect((await student.get("/api/settings")).body.teacher).toEqual(defaults.teacher);

    const teacher = server.client();
    await teacher.signup({ role: "teacher", teacherCode: "TEACH-2026" });
    const saved = await teacher.put("/api/settings/teacher", { show_class_averages: true, auto_assign_difficulty: "hard" });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...defaults.teacher, show_class_averages: true, auto_assign_difficulty: "hard" });
    expect((await teacher.get("/api/settings")).body.teacher).toEqual(saved.body);

    const admin = server.client();
    await admin.signup({ email: ADMIN });
    expect((await admin.put("/api/settings/teacher", { rubric_template: "Matter, manner, method." })).status).toBe(200);
  });

  it("normalises weights to total 100: rounding, the last taking the remainder, all-zero restoring the defaults", async () => {
    const c = server.client();
    await c.signup();
    const put = async (w: object) => (await c.put("/api/settings/weights", w)).body;
    expect(await put({ analysis: 1, impact: 1, examples: 1, clarity: 1 })).toEqual({ analysis: 25, impact: 25, examples: 25, clarity: 25 });
    expect(await put({ analysis: 10, impact: 10, examples: 10, clarity: 0 })).toEqual({
      analysis: 33,
      impact: 33,
      examples: 33,
      clarity: 1,
    });
    expect(await put({ analysis: 50, impact: 30, examples: 20, clarity: 10 })).toEqual({
      analysis: 45,
      impact: 27,
      examples: 18,
      clarity: 10,
    });
    expect((await c.get("/api/settings")).body.weights).toEqual({ analysis: 45, impact: 27, examples: 18, clarity: 10 });
    expect(await put({ analysis: 0, impact: 0, examples: 0, clarity: 0 })).toEqual(defaults.weights);
    expect((await c.get("/api/settings")).body.weights).toEqual(defaults.weights);
  });

  it("refuses an unknown group and bad values with a message, saving nothing", async () => {
    const c = server.client();
    await c.signup();
    const unknown = await c.put("/api/settings/colours", { theme: "dark" });
    expect([unknown.status, unknown.body.error]).toEqual([400, M.unknownGroup]);

    const bad: [string, object, string | null][] = [
      ["preferences", { cooldown_days: -1 }, M.cooldownMin],
      ["preferences", { timer_seconds: 59 }, M.timerMin],
      ["preferences", { difficulty: "impossible" }, null],
      ["preferences", { unknown_key: true }, null],
      ["weights", { analysis: 101 }, M.weightRange],
      ["weights", { analysis: "lots" }, M.weightRange],
      ["preferences", { timer_seconds: 3601 }, M.timerMax],
      ["preferences", { timer_seconds: "long" }, M.timerMin],
      ["appearance", { theme: "neon" }, null],
      ["profile", { bio: "x".repeat(1001) }, null],
    ];
    for (const [group, body, message] of bad) {
      const res = await c.put(`/api/settings/${group}`, body);
      expect([group, body, res.status]).toEqual([group, body, 400]);
      expect(typeof res.body.error).toBe("string");
      if (message) expect(res.body.error).toBe(message);
    }
    const notJson = await c.request("PUT", "/api/settings/preferences", "{not json");
    expect(notJson.status).toBe(400);
    expect((await c.get("/api/settings")).body).toEqual(defaults);
  });

  it("changes only the asker's settings", async () => {
    const a = server.client();
    const b = server.client();
    await a.signup();
    await b.signup();
    await a.put("/api/settings/preferences", { difficulty: "beginner" });
    await a.put("/api/settings/appearance", { theme: "dark" });
    expect((await b.get("/api/settings")).body).toEqual(defaults);
    expect((await a.get("/api/settings")).body.preferences.difficulty).toBe("beginner");
  });
});
