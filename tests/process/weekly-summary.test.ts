import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtp, type LocalSmtp } from "#tests/support/smtp.ts";
import { TestClient } from "#tests/support/test-server.ts";
import { weekOf } from "#server/jobs/weekly-summary/week.ts";
import { exited, freePort, serverEnv, start, waitForHealth } from "./process-helpers";

// Two built server processes on one PostgreSQL, both ticking the weekly summary with the same
// controllable clock (CLOCK_START, a Monday 07:00 UTC) and one local SMTP server: each opted-in user gets
// exactly one e-mail, and a server killed and started again sends none twice. Needs PostgreSQL
// (PROCESS_DATABASE_URL, which `npm test` sets from TEST_DATABASE_URL); skipped without it.

const admin = process.env.PROCESS_DATABASE_URL;
const MAIN = "dist/server/main.js";
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function sql(url: string, text: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

describe.skipIf(!admin)("weekly summary e-mails from two server processes on one PostgreSQL", () => {
  const name = `rostrum_weekly_${randomBytes(5).toString("hex")}`;
  let databaseUrl = "";
  let smtp: LocalSmtp;
  const servers: Array<ReturnType<typeof start>> = [];

  beforeAll(async () => {
    await sql(admin!, `create database ${name}`);
    const url = new URL(admin!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    smtp = await startSmtp();
  });
  afterAll(async () => {
    for (const s of servers) s.child.kill("SIGKILL");
    await smtp?.close();
    await sql(admin!, `drop database if exists ${name} with (force)`).catch(() => undefined);
  });

  it("sends each opted-in user exactly one summary, also across a server's restart", async () => {
    expect(existsSync(MAIN), `${MAIN} is built (npm run build)`).toBe(true);
    // The Monday 07:00 UTC after now: the due week is this one, so the accounts made below fall in it.
    const clockStart = new Date(weekOf(new Date()).end.getTime() + 7 * 60 * 60 * 1000).toISOString();
    const envFor = async () => {
      const port = await freePort();
      const { env } = serverEnv(port, {
        DATABASE_URL: databaseUrl,
        SMTP_URL: smtp.url,
        MAIL_FROM: "Rostrum <no-reply@rostrum.test>",
        CLOCK_START: clockStart,
        WEEKLY_SUMMARY_INTERVAL_MS: "200",
      });
      return { env, url: `http://127.0.0.1:${port}` };
    };
    const launch = async (e: { env: NodeJS.ProcessEnv; url: string }) => {
      const s = start(process.execPath, [MAIN], e.env);
      servers.push(s);
      await waitForHealth(e.url, s.child);
      return s;
    };
    const a = await envFor();
    const b = await envFor();
    // One after the other: the second start finds the database migrated.
    await launch(a);
    const second = await launch(b);
    const weekly = () => smtp.mail.filter((m) => m.subject.startsWith("Your Rostrum week"));

    try {
      const optedIn: string[] = [];
      let late: TestClient | undefined;
      let lateEmail = "";
      for (const [i, weeklyOn] of [true, true, true, false].entries()) {
        const base = i % 2 ? b.url : a.url;
        const email = `weekly.process${i}@example.com`;
        const c = new TestClient(base);
        const res = await c.signup({ email, username: `weekly process ${i}` });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        await expect.poll(() => smtp.mail.filter((m) => m.to.includes(email)).length, { timeout: 10_000 }).toBe(1);
        const link = new URL(smtp.mail.find((m) => m.to.includes(email))!.text.match(/https?:\/\/\S+verify-email\S+/)![0]);
        expect([200, 302]).toContain((await c.get(link.pathname + link.search)).status);
        expect((await c.signin(email, res.input.password)).status).toBe(200);
        const saved = await c.put("/api/settings/notifications", {
          feedback_email: true,
          classroom_updates: true,
          weekly_summary: weeklyOn,
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        if (weeklyOn) optedIn.push(email);
        else [late, lateEmail] = [c, email];
      }

      await expect.poll(() => weekly().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
      await wait(1_500); // several more ticks of both servers
      const recipients = () => weekly().flatMap((m) => m.to);
      expect(recipients().sort()).toEqual([...optedIn].sort());

      // Killed without warning and started again: its first tick finds every mail sent.
      second.child.kill("SIGKILL");
      await exited(second.child);
      await launch(b);
      await wait(1_500);
      expect(recipients().sort()).toEqual([...optedIn].sort());

      // Both are still ticking: the fourth user opting in now gets one mail too, and only one.
      const on = await late!.put("/api/settings/notifications", { feedback_email: true, classroom_updates: true, weekly_summary: true });
      expect(on.status).toBe(200);
      await expect.poll(() => weekly().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
      await wait(1_000);
      expect(recipients().sort()).toEqual([...optedIn, lateEmail].sort());

      // SIGTERM stops the scheduler before the database closes: a clean exit, in time.
      const first = servers[0].child;
      const code = exited(first);
      const signalled = Date.now();
      first.kill("SIGTERM");
      expect(await code).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(2_000);
    } catch (err) {
      for (const s of servers) console.error(s.output());
      throw err;
    }
  }, 180_000);
});
