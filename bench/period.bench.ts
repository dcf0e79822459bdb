// Period suite (`npm run bench -- period`, issue 32 "A school behind one address"): the app on PGlite
// (or on a throwaway PostgreSQL database when DATABASE_URL, BENCH_DATABASE_URL or TEST_DATABASE_URL gives
// an admin URL) carries a school period of real-paced students at a speed-up (period/scripts.ts), with
// rate limits on and every student signing in from one address, as a school behind one public address.
// Levels of virtual students rise until a step's p95 passes 250 ms (or a request fails); the figure is the
// most real-paced students (virtual × speed-up) a level carried with every step's p95 ≤ 250 ms.
// Each level starts on a warm server (the coach's worker threads started). First, a burst: 30 sign-ins at once while one user keeps loading a page, beside that page alone.
//   BENCH_SPEEDUP (default 5), BENCH_START (virtual students, default 20), BENCH_STEP (default 20),
//   BENCH_MAX (default 100)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as samples from "#tests/unit/drill-samples.ts";
import { startChild } from "./http/child";
import { createPostgres } from "./http/databases";
import { num, verdict } from "./http/print";
import { school, PASSWORD, type ClassRoom } from "./period/school";
import { student, teacher } from "./period/scripts";
import { Jar, quantile, Steps } from "./period/steps";

const SPEEDUP = Number(process.env.BENCH_SPEEDUP || 5);
const START = Number(process.env.BENCH_START || 20);
const STEP = Number(process.env.BENCH_STEP || 20);
const MAX = Number(process.env.BENCH_MAX || 100);
const P95_TARGET = 250;
const BURST = 30;

/** One level: `virtual` students in classes of 30, each class with its teacher, all at once. */
async function level(base: string, rooms: ClassRoom[], virtual: number) {
  const setup = new Steps(base);
  const classes = await school(setup, rooms, virtual);
  if (setup.failures.length) throw new Error(`setting up the school failed: ${setup.failures.slice(0, 3).join("; ")}`);
  await warmUp(base, classes[0]);
  const steps = new Steps(base);
  let finished = false;
  const started = performance.now();
  const teachers = classes.map((room) => teacher(steps, room, SPEEDUP, () => finished));
  await Promise.all(classes.flatMap((room) => room.students.map((email) => student(steps, room, email, SPEEDUP))));
  finished = true;
  await Promise.all(teachers);
  return { steps, seconds: (performance.now() - started) / 1000 };
}

/**
 * The offline coach's worker threads start on demand and go after a minute idle, each loading its
 * language models for a few seconds: a level measures a warm server, so both threads start first.
 */
async function warmUp(base: string, room: ClassRoom) {
  const steps = new Steps(base);
  const jar = new Jar();
  await steps.call("warm-up", jar, "POST", "/api/auth/sign-in/email", { email: room.students[0], password: PASSWORD });
  const input = samples.argumentSamples.graded[0].middling;
  await Promise.all([1, 2, 3, 4].map(() => steps.call("warm-up", jar, "POST", "/api/feedback", input)));
}

/** The page alone, then the same page while BURST students sign in at once from one address. */
async function burst(base: string, room: ClassRoom) {
  const steps = new Steps(base);
  const jar = new Jar();
  await steps.call("setup", jar, "POST", "/api/auth/sign-in/email", { email: room.students[0], password: PASSWORD });
  const page = () => steps.call("page", jar, "GET", `/api/classrooms/${room.id}/student`);
  const alone: number[] = [];
  for (let i = 0; i < 30; i++) alone.push(await timed(page));
  const during: number[] = [];
  let signing = true;
  const poller = (async () => {
    while (signing) during.push(await timed(page));
  })();
  const signins = await Promise.all(
    room.students
      .slice(0, BURST)
      .map((email) =>
        timed(() => steps.call("burst sign in", new Jar(), "POST", "/api/auth/sign-in/email", { email, password: PASSWORD })),
      ),
  );
  signing = false;
  await poller;
  if (steps.failures.length) console.log(`  failures: ${steps.failures.slice(0, 3).join("; ")}`);
  console.log(
    `Burst: ${BURST} sign-ins at once from one address: sign-in p50 ${num(quantile(signins, 0.5), 0)} ms, p95 ${num(quantile(signins, 0.95), 0)} ms; ` +
      `a page request meanwhile p50 ${num(quantile(during, 0.5), 0)} ms, p95 ${num(quantile(during, 0.95), 0)} ms (${during.length} requests); ` +
      `the page alone p50 ${num(quantile(alone, 0.5), 0)} ms, p95 ${num(quantile(alone, 0.95), 0)} ms`,
  );
}

async function timed(f: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await f();
  return performance.now() - t;
}

export default async function run() {
  const admin = process.env.DATABASE_URL || process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const pg = admin ? await createPostgres(admin) : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), "rostrum-bench-period-"));
  process.env.BENCH_RATE_LIMIT = "true";
  const app = await startChild("app", { dataDir, databaseUrl: pg?.url });
  try {
    console.log(
      `\n${pg ? "PostgreSQL" : "PGlite"}: a school period at ${SPEEDUP}× real pace, every student signing in from one address; ` +
        `target: every step's p95 ≤ ${P95_TARGET} ms`,
    );
    const rooms: ClassRoom[] = [];
    await burst(app.url, (await school(new Steps(app.url), rooms, BURST))[0]);
    // Up by BENCH_STEP while a level passes; once one fails, halve the gap (in fives), at most 5 levels.
    let carried = 0;
    let failed = Infinity;
    let virtual = START;
    for (let runs = 0; runs < 5 && virtual <= MAX; runs++) {
      const { steps, seconds } = await level(app.url, rooms, virtual);
      const rows = steps.summary();
      const worst = rows.reduce((x, y) => (y.p95 > x.p95 ? y : x));
      const ok = worst.p95 <= P95_TARGET && steps.failures.length === 0;
      console.log(
        `\n${virtual} virtual students (${virtual * SPEEDUP} real-paced), ${Math.ceil(virtual / 30)} teachers, ${seconds.toFixed(0)} s: ` +
          `worst p95 ${worst.p95.toFixed(0)} ms (${worst.step})  ${verdict(ok)}`,
      );
      for (const r of rows)
        console.log(`  ${r.step.padEnd(16)}${num(r.n, 6)} requests   p50 ${num(r.p50, 5)} ms   p95 ${num(r.p95, 5)} ms`);
      if (steps.failures.length) console.log(`  ${steps.failures.length} failed, e.g. ${steps.failures.slice(0, 3).join("; ")}`);
      if (ok) carried = virtual * SPEEDUP;
      else failed = virtual;
      const passed = carried / SPEEDUP;
      virtual = failed === Infinity ? virtual + STEP : Math.round((passed + failed) / 2 / 5) * 5;
      if (virtual <= passed || virtual >= failed) break;
    }
    console.log(
      `\nCarried: ${carried} real-paced students with every step's p95 ≤ ${P95_TARGET} ms${carried === MAX * SPEEDUP ? " (the most tried)" : ""}`,
    );
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await pg?.drop();
  }
}
