// The weekly summary e-mail (core/weekly-summary.ts): a fixed clock, a local SMTP server, and rows seeded
// straight into the database in a known week. Each test makes its own users and looks only at their mail.
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { mailEnv, serverForTests, smtpForTests } from "#tests/support/lifecycle.ts";
import { setNotifications } from "./classrooms-fixtures";
import { user, weeklySummarySends } from "#server/db/schema/index.ts";
import { runWeeklySummary, startWeeklySummary, STALE_CLAIM_MS } from "#server/jobs/weekly-summary/scheduler.ts";
import { dueWeek, startClock, weekLabel, weekOf } from "#server/jobs/weekly-summary/week.ts";
import { loadConfig } from "#server/platform/config.ts";
import { seedWeek, SEEDED_WEEK, type Seeded } from "./weekly-summary-fixtures";

/** Monday 11 March 2030, 07:00 UTC: the week of 4–10 March is due. */
const NOW = new Date("2030-03-11T07:00:00Z");
const run = (now = NOW) => runWeeklySummary({ db: server.deps.db, config: server.deps.config, log: server.deps.log, now: () => now });
const mailTo = (email: string) => smtp.mail.filter((m) => m.to.includes(email) && m.subject.startsWith("Your Rostrum week"));

let seq = 0;
/** A confirmed account (with SMTP on, sign-up waits for the confirmation link: set it in the database instead). */
async function person(opts: { weekly?: boolean; verified?: boolean } = {}): Promise<{ id: string; email: string }> {
  const email = `weekly${++seq}@example.com`;
  const res = await server.client().signup({ email, username: `weekly ${seq}` });
  expect(res.status).toBe(200);
  const [row] = await server.deps.db
    .update(user)
    .set({ emailVerified: opts.verified ?? true })
    .where(eq(user.email, email))
    .returning({ id: user.id });
  if (opts.weekly ?? true) await setNotifications(server, row.id, { weekly_summary: true });
  return { id: row.id, email };
}

const claimOf = async (userId: string) =>
  (
    await server.deps.db
      .select()
      .from(weeklySummarySends)
      .where(and(eq(weeklySummarySends.userId, userId), eq(weeklySummarySends.weekStart, SEEDED_WEEK.key)))
  )[0];

const smtp = smtpForTests();
const server = serverForTests(() => mailEnv(smtp));

describe("the weekly summary's calendar", () => {
  it("is due from Monday 06:00 UTC, and labels weeks Monday to Sunday", () => {
    expect(dueWeek(new Date("2030-03-11T05:59:59Z")).key).toBe("2030-02-25");
    expect(dueWeek(new Date("2030-03-11T06:00:00Z")).key).toBe("2030-03-04");
    expect(dueWeek(new Date("2030-03-17T23:59:59Z")).key).toBe("2030-03-04");
    expect(weekLabel(weekOf(new Date("2026-11-19T12:00:00Z")))).toBe("16–22 Nov");
    expect(weekLabel(weekOf(new Date("2026-10-29T12:00:00Z")))).toBe("26 Oct–1 Nov");
    expect(weekLabel(weekOf(new Date("2025-12-31T12:00:00Z")))).toBe("29 Dec 2025–4 Jan 2026");
  });

  it("takes its interval and test clock from the config", async () => {
    const env = { AUTH_SECRET: "x".repeat(32), TEACHER_ACCESS_CODE: "TEACH-2026-WEEKLY" };
    expect(loadConfig(env).weeklySummaryIntervalMs).toBe(600_000);
    expect(loadConfig(env).clockStart).toBeUndefined();
    expect(() => loadConfig({ ...env, WEEKLY_SUMMARY_INTERVAL_MS: "50" })).toThrow(/WEEKLY_SUMMARY_INTERVAL_MS/);
    expect(() => loadConfig({ ...env, CLOCK_START: "next monday" })).toThrow(/CLOCK_START/);
    const start = loadConfig({ ...env, CLOCK_START: "2030-03-11T07:00:00Z" }).clockStart;
    const clock = startClock(start);
    expect(Math.abs(clock().getTime() - start!.getTime())).toBeLessThan(1_000);
    await new Promise((r) => setTimeout(r, 50));
    expect(clock().getTime()).toBeGreaterThanOrEqual(start!.getTime() + 40);
  });
});

describe("the weekly summary e-mail", () => {
  it("reaches each opted-in, confirmed user once with that week's counts; not the opted-out or unconfirmed", async () => {
    const active = await person();
    const quiet = await person();
    const optedOut = await person({ weekly: false });
    const unconfirmed = await person({ verified: false });
    const seeded: Seeded = await seedWeek(server.deps.db, active.id, optedOut.id);
    await seedWeek(server.deps.db, optedOut.id, active.id);
    await seedWeek(server.deps.db, unconfirmed.id, active.id);

    const first = await run();
    expect(first.week).toBe("2030-03-04");
    expect(mailTo(active.email)).toHaveLength(1);
    expect(mailTo(quiet.email)).toHaveLength(1);
    expect(mailTo(optedOut.email)).toHaveLength(0);
    expect(mailTo(unconfirmed.email)).toHaveLength(0);

    const [mail] = mailTo(active.email);
    expect(mail.subject).toBe("Your Rostrum week: 4–10 Mar");
    expect(mail.text).toContain("Drills: 3 done, average score 7.7/10. Best: Refutation (9/10 on average).");
    expect(mail.text).toContain("Debate rounds: 2 judged — 1 won, 1 lost.");
    expect(mail.text).toContain("Lessons completed: 2");
    expect(mail.text).toContain(`  - ${seeded.moduleLesson} (module ${seeded.module}) — 80/100`);
    expect(mail.text).toContain(`  - ${seeded.classLesson} (classroom ${seeded.classroom}) — 81/100 (your teacher's grade)`);
    expect(mail.text).toContain("That is 7 drills, rounds and lessons, up from 2 the week before.");
    expect(mail.text).toContain(`See your progress: ${server.url}/#/training/progress`);
    expect(mail.text).toContain("Settings → Notifications");

    const [nudge] = mailTo(quiet.email);
    expect(nudge.text).toContain("You did no practice on Rostrum last week (4–10 Mar).");
    expect((await claimOf(active.id))?.status).toBe("sent");
    expect((await claimOf(active.id))?.sentAt).toBeTruthy();

    // Later ticks in the same week send nothing more.
    await run();
    await run(new Date("2030-03-15T12:00:00Z"));
    expect(mailTo(active.email)).toHaveLength(1);
    expect(mailTo(quiet.email)).toHaveLength(1);
  });

  it("sends exactly one per user when two runs go at once", async () => {
    const people = await Promise.all([person(), person(), person()]);
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.sent + b.sent).toBe(3);
    for (const p of people) {
      expect(mailTo(p.email)).toHaveLength(1);
      expect((await claimOf(p.id))?.status).toBe("sent");
    }
  });

  it("takes over a claim left stale by a server that died, and leaves a fresh one alone", async () => {
    const stale = await person();
    const fresh = await person();
    const at = (ms: number) => new Date(NOW.getTime() - ms);
    await server.deps.db.insert(weeklySummarySends).values([
      { userId: stale.id, weekStart: SEEDED_WEEK.key, status: "claimed", claimedAt: at(STALE_CLAIM_MS + 60_000) },
      { userId: fresh.id, weekStart: SEEDED_WEEK.key, status: "claimed", claimedAt: at(5 * 60_000) },
    ]);
    await run();
    expect(mailTo(stale.email)).toHaveLength(1);
    expect((await claimOf(stale.id))?.status).toBe("sent");
    expect(mailTo(fresh.email)).toHaveLength(0);
    expect((await claimOf(fresh.id))?.status).toBe("claimed");
  });

  it("leaves no claim when SMTP is down, and a later run sends", async () => {
    const p = await person();
    smtp.down = true;
    try {
      const failed = await run();
      expect(failed.failed).toBeGreaterThanOrEqual(1);
      expect(await claimOf(p.id)).toBeUndefined();
    } finally {
      smtp.down = false;
    }
    expect(mailTo(p.email)).toHaveLength(0);
    await run();
    expect(mailTo(p.email)).toHaveLength(1);
  });

  it("runs on its timer with a controllable clock, and stops", async () => {
    const p = await person();
    const config = { ...server.deps.config, weeklySummaryIntervalMs: 100 };
    const stop = startWeeklySummary({ db: server.deps.db, config, log: server.deps.log, clock: () => NOW });
    try {
      await expect.poll(() => mailTo(p.email).length, { timeout: 5000 }).toBe(1);
    } finally {
      await stop();
    }
    const later = await person();
    await new Promise((r) => setTimeout(r, 300));
    expect(mailTo(later.email)).toHaveLength(0);
  });
});
