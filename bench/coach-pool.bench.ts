// /api/me while ten drill feedback requests are in flight at once, with the offline coach inline on
// the event loop ("before") and on its worker pool ("after"). The server runs in a child process
// (under tsx) so the load generator does not share its event loop; PGlite, and PostgreSQL as well
// when BENCH_DATABASE_URL is set.  npm run bench -- coach-pool
import { fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import * as samples from "#tests/unit/drill-samples.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const IN_FLIGHT = 10;
const ME_CONNECTIONS = 10;

// Each drill's strong answers: the coach's dearest work (1–20 ms each).
const FEEDBACK: [string, unknown][] = [
  ["feedback", samples.argumentSamples],
  ["characterization-feedback", samples.characterizationSamples],
  ["refutation-feedback", samples.refutationSamples],
  ["clashes-feedback", samples.clashesSamples],
  ["modeling-feedback", samples.modelingSamples],
  ["framing-feedback", samples.framingSamples],
].flatMap(([call, set]) => (set as samples.DrillSamples<unknown>).graded.map((g) => [`/api/${call}`, g.strong] as [string, unknown]));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer()
      .listen(0, "127.0.0.1", () => {
        const { port } = srv.address() as { port: number };
        srv.close(() => resolve(port));
      })
      .on("error", reject);
  });

async function startServer(threads: number | undefined, databaseUrl?: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "rostrum-coach-bench-"));
  const proc = fork(fileURLToPath(new URL("./coach-pool-server.ts", import.meta.url)), [], {
    execArgv: ["--import", "tsx"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      BENCH_PORT: String(port),
      BENCH_DATA_DIR: dataDir,
      BENCH_DATABASE_URL: databaseUrl ?? "",
      BENCH_COACH_THREADS: threads === undefined ? "" : String(threads),
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    proc.once("message", () => resolve());
    proc.once("exit", (code) => reject(new Error(`coach bench server exited (${code}) before listening`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      proc.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signUp(url: string): Promise<string> {
  const n = Math.random().toString(36).slice(2, 8);
  const res = await fetch(`${url}/api/signup`, {
    method: "POST",
    headers: { origin: url, "content-type": "application/json" },
    body: JSON.stringify({ username: `bench ${n}`, email: `bench-${n}@example.com`, password: "secret123", role: "student" }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="))
    .join("; ");
}

/**
 * The session cookie plus the signed copy of the user a browser holds (60 s), as autocannon keeps no
 * cookie jar: without the copy every /api/me would read the session from the database.
 */
async function withUserCopy(url: string, session: string): Promise<string> {
  const res = await fetch(`${url}/api/me`, { headers: { cookie: session } });
  const copy = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.includes("session_user="));
  if (!copy) throw new Error("no session_user cookie from /api/me");
  return `${session}; ${copy}`;
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN;

/** Keeps IN_FLIGHT feedback requests running (each starts the next when it ends) until stopped. */
function feedbackLoad(url: string, cookie: string) {
  let running = true;
  const times: number[] = [];
  let failed = 0;
  const loop = async (i: number) => {
    for (let k = i; running; k += IN_FLIGHT) {
      const [path, body] = FEEDBACK[k % FEEDBACK.length];
      const t = performance.now();
      const res = await fetch(url + path, {
        method: "POST",
        headers: { origin: url, cookie, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      if (res.ok) times.push(performance.now() - t);
      else failed++;
    }
  };
  const loops = Array.from({ length: IN_FLIGHT }, (_, i) => loop(i));
  return async () => {
    running = false;
    await Promise.all(loops);
    return { perSecond: times.length / SECONDS, p99: pct(times, 0.99), failed };
  };
}

const me = (url: string, cookie: string) =>
  autocannon({ url: `${url}/api/me`, connections: ME_CONNECTIONS, duration: SECONDS, headers: { cookie } });

async function measure(threads: number | undefined, databaseUrl?: string) {
  const server = await startServer(threads, databaseUrl);
  try {
    const cookie = await signUp(server.url);
    // Warm up: the pool's thread, the prepared statements, the cookie copy of the user.
    const warm = feedbackLoad(server.url, cookie);
    await autocannon({ url: `${server.url}/api/me`, connections: ME_CONNECTIONS, duration: 2, headers: { cookie } });
    await warm();
    const quiet = await me(server.url, await withUserCopy(server.url, cookie));
    const stop = feedbackLoad(server.url, cookie);
    const busy = await me(server.url, await withUserCopy(server.url, cookie));
    const feedback = await stop();
    return { quiet, busy, feedback };
  } finally {
    await server.stop();
  }
}

export default async function run() {
  const databases: [string, string | undefined][] = [["PGlite", undefined]];
  if (process.env.BENCH_DATABASE_URL) databases.push(["PostgreSQL", process.env.BENCH_DATABASE_URL]);
  console.log(
    `GET /api/me (${ME_CONNECTIONS} connections, ${SECONDS} s), alone and with ${IN_FLIGHT} drill feedback requests in flight at once`,
  );
  console.log("database    coach                 alone req/s  p99 ms | busy req/s  p50 ms  p99 ms | feedback/s  p99 ms  failed");
  for (const [name, url] of databases) {
    // BENCH_COACH_THREADS sets the pool's size for the "after" row (default: the server's own choice).
    const poolThreads = process.env.BENCH_COACH_THREADS ? Number(process.env.BENCH_COACH_THREADS) : undefined;
    for (const [label, threads] of [
      ["inline (before)", 0],
      [`worker pool (after)`, poolThreads],
    ] as const) {
      const { quiet, busy, feedback } = await measure(threads, url);
      console.log(
        `${name.padEnd(11)} ${label.padEnd(21)} ${quiet.requests.average.toFixed(0).padStart(11)} ${String(quiet.latency.p99).padStart(7)} |` +
          ` ${busy.requests.average.toFixed(0).padStart(10)} ${String(busy.latency.p50).padStart(7)} ${String(busy.latency.p99).padStart(7)} |` +
          ` ${feedback.perSecond.toFixed(1).padStart(10)} ${feedback.p99.toFixed(0).padStart(7)} ${String(feedback.failed).padStart(7)}`,
      );
    }
  }
}
