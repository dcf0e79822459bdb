// HTTP suite (`npm run bench -- http`): Rostrum's signed-in API against a bare Hono server on the
// same driver and pool running the same SQL with no session or middleware, at 50 and 200
// connections, on PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) on PostgreSQL; plus
// idle memory, fresh (after start) and after seeding and warm-up. Both servers run in child
// processes; autocannon runs here. Targets are issue 13's, printed as PASS/MISS, never failing the run.
//   BENCH_SECONDS (default 5, after a 1 s warm-up), BENCH_ROUNDS (default 3: baseline-then-app pairs, medians
//   reported), BENCH_CONNECTIONS (default "50,200"),
//   BENCH_DB ("pglite"|"postgres": one database only), BENCH_ROUTES ("settings,health": those lines only)
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startChild, type Child } from "./http/child";
import { forEachDatabase, type Database } from "./http/databases";
import { compare, warm } from "./http/load";
import { header, row, verdict, type Target } from "./http/print";
import { ATTEMPTS, browserCookies, seed, type Seeded } from "./http/seed";

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS || "50,200").split(",").map(Number);
const ROUTES = process.env.BENCH_ROUTES?.split(",");
const TARGET_CONNECTIONS = 200;
const MEMORY_TARGET = 1.5;
/** BENCH_START_IDLE_S (default 30): idle memory is read this long after start. */
const START_IDLE_S = Math.max(1, Number(process.env.BENCH_START_IDLE_S ?? 30));
/** BENCH_IDLE_WAIT_S (default 65; 0 skips): on PostgreSQL, memory is measured again after this long idle. */
const IDLE_WAIT_S = Number(process.env.BENCH_IDLE_WAIT_S ?? 65);

interface Pair {
  route: string;
  app: string;
  bare: string;
  bareLabel: string;
  /** Sent without the session cookie, as a load balancer's probe is. */
  anonymous?: boolean;
  target?: Target;
}

const pairs = (s: Seeded): Pair[] => [
  { route: "GET /api/me", app: "/api/me", bare: "/health", bareLabel: "/health, no query", target: { ratio: 0.3 } },
  {
    route: "GET /api/settings",
    app: "/api/settings",
    bare: `/settings/${s.userId}`,
    bareLabel: "same SQL",
    target: { ratio: 0.5, p99: 100 },
  },
  {
    route: "GET /api/debate/history",
    app: "/api/debate/history",
    bare: `/history/${s.userId}`,
    bareLabel: `same SQL, ${s.messages} msgs`,
    target: { ratio: 0.5 },
  },
  {
    route: "GET /api/training/progress",
    app: "/api/training/progress",
    bare: `/progress/${s.userId}`,
    bareLabel: `same SQL, ${s.attempts} attempts`,
    target: { ratio: 0.5 },
  },
  { route: "GET /api/health (no cookie)", app: "/api/health", bare: "/select1", bareLabel: "select 1", anonymous: true },
];

async function benchDatabase(db: Database) {
  const appDir = mkdtempSync(join(tmpdir(), "rostrum-bench-app-"));
  const bareDir = mkdtempSync(join(tmpdir(), "rostrum-bench-bare-"));
  const children: Child[] = [];
  try {
    let app = await startChild("app", { dataDir: appDir, databaseUrl: db.url });
    children.push(app);
    let appFresh = await startRss(app);
    const seeded = await seed(app.url);
    if (seeded.attempts !== ATTEMPTS) throw new Error(`seeding: ${seeded.attempts} attempts, expected ${ATTEMPTS}`);
    if (!db.url) {
      // PGlite belongs to one process: the bare server gets a copy of the seeded database.
      await app.stop();
      children.pop();
      cpSync(join(appDir, "pg"), join(bareDir, "pg"), { recursive: true });
      app = await startChild("app", { dataDir: appDir });
      children.push(app);
      appFresh = await startRss(app);
    }
    const bare = await startChild("bare", { dataDir: bareDir, databaseUrl: db.url });
    children.push(bare);
    const bareFresh = await startRss(bare);

    const all = pairs(seeded);
    const list = all.filter((p) => !ROUTES || ROUTES.some((r) => p.app.includes(r)));
    const headers = { cookie: await browserCookies(app.url, seeded.cookie) };
    await warm(
      app.url,
      all.map((p) => p.app),
      headers,
    );
    await warm(
      bare.url,
      all.map((p) => p.bare),
      {},
    );
    const appRss = app.rssMiB();
    const bareRss = bare.rssMiB();

    console.log(
      `\n${db.name}: one student, a ${seeded.messages}-message round, ${seeded.attempts} drill attempts; ${ROUNDS} rounds of ${SECONDS} s per line, each after 1 s of warm-up`,
    );
    for (const connections of CONNECTIONS) {
      header(`${db.name}, ${connections} conns`, ` (at ${TARGET_CONNECTIONS})`);
      // Each route right after its baseline, so drift in the machine's load hits both alike.
      for (const pair of list) {
        const got = await compare(
          bare.url + pair.bare,
          app.url + pair.app,
          async (): Promise<Record<string, string>> => (pair.anonymous ? {} : { cookie: await browserCookies(app.url, seeded.cookie) }),
          connections,
          SECONDS,
          ROUNDS,
        );
        // The issue sets the p99 target on PostgreSQL; on PGlite, only the ratios.
        const line = db.url || !pair.target ? pair : { ...pair, target: { ratio: pair.target.ratio } };
        console.log(row(pair.route, got.app, got.bare, line, connections === TARGET_CONNECTIONS, got.ratios));
      }
    }
    // The target (the "memory at idle") is judged on PostgreSQL, idle after start. After the load, the
    // heap the load grew and what the coach's threads left are shown too, once the threads have ended.
    const memory = (when: string, appMiB: number, bareMiB: number, judged: boolean) => {
      const ratio = appMiB / bareMiB;
      const target = judged && db.url ? `  target ≤ ${MEMORY_TARGET}×  ${verdict(ratio <= MEMORY_TARGET)}` : "";
      return `RSS (${db.name}, ${when}): Rostrum ${appMiB.toFixed(0)} MiB, bare Hono + ${db.url ? "pg" : "PGlite"} ${bareMiB.toFixed(0)} MiB, ratio ${ratio.toFixed(2)}${target}`;
    };
    console.log(`\n${memory("one second after start", appFresh.first, bareFresh.first, false)}`);
    console.log(memory(`idle, ${START_IDLE_S} s after start`, appFresh.idle, bareFresh.idle, true));
    console.log(memory("2 s after seeding and warm-up, the coach's threads still up", appRss, bareRss, false));
    if (db.url && IDLE_WAIT_S > 0) {
      // The offline coach's threads (ai/coach-pool.ts) end after a minute idle: memory once they have.
      await new Promise((r) => setTimeout(r, IDLE_WAIT_S * 1000));
      console.log(memory(`idle after the load and ${IDLE_WAIT_S} s`, app.rssMiB(), bare.rssMiB(), false));
    }
  } finally {
    for (const c of children.reverse()) await c.stop().catch(() => undefined);
    rmSync(appDir, { recursive: true, force: true });
    rmSync(bareDir, { recursive: true, force: true });
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Resident memory a second after start, and at idle: V8 hands back the young generation that start-up
 * grew (about 10 MiB of the app's) only after some seconds without work (its memory reducer), so idle
 * is read after START_IDLE_S seconds, the same wait for both servers.
 */
async function startRss(child: Child): Promise<{ first: number; idle: number }> {
  await sleep(1000);
  const first = child.rssMiB();
  await sleep((START_IDLE_S - 1) * 1000);
  return { first, idle: child.rssMiB() };
}

export default async function run() {
  await forEachDatabase(benchDatabase);
}
