// HTTP suite (`npm run bench -- http`): Rostrum's signed-in API against a bare Hono server on the
// same driver and pool running the same SQL with no session or middleware, at 50 and 200
// connections, on PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) on PostgreSQL; plus
// idle memory. Both servers run in child processes; autocannon runs here. Targets are issue 13's,
// printed as PASS/MISS, never failing the run.
//   BENCH_SECONDS (default 5, after a 1 s warm-up), BENCH_CONNECTIONS (default "50,200"),
//   BENCH_DB ("pglite"|"postgres": one database only), BENCH_ROUTES ("settings,health": those lines only)
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { startChild, type Child } from "./http/child";
import { ATTEMPTS, browserCookies, seed, type Seeded } from "./http/seed";

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS || "50,200").split(",").map(Number);
const ROUTES = process.env.BENCH_ROUTES?.split(",");
const TARGET_CONNECTIONS = 200;
const MEMORY_TARGET = 1.5;

interface Pair {
  route: string;
  app: string;
  bare: string;
  bareLabel: string;
  /** Sent without the session cookie, as a load balancer's probe is. */
  anonymous?: boolean;
  target?: { ratio: number; p99?: number };
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

interface Figures {
  rps: number;
  /** Mean response size (body and headers), KB. */
  kb: number;
  p50: number;
  p99: number;
  bad: number;
}

async function load(url: string, connections: number, headers: Record<string, string>): Promise<Figures> {
  await autocannon({ url, connections, duration: 1, headers });
  const r = await autocannon({ url, connections, duration: SECONDS, headers });
  await settle(url, headers);
  return {
    rps: r.requests.average,
    kb: r.requests.average ? r.throughput.average / r.requests.average / 1024 : 0,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
  };
}

/**
 * Autocannon stops sending when time is up, but the server keeps answering what is queued (with
 * PGlite at 200 connections, many seconds of work): wait until one request goes through quickly,
 * so the backlog does not run into the next line's figures.
 */
async function settle(url: string, headers: Record<string, string>) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await (await fetch(url, { headers })).arrayBuffer();
    if (performance.now() - started < 250) return;
  }
}

/** Light traffic on every route, then rest, so idle memory is a warmed-up server's, not a cold one's. */
async function warm(base: string, paths: string[], headers: Record<string, string>) {
  for (let i = 0; i < 20; i++) for (const p of paths) await (await fetch(base + p, { headers })).arrayBuffer();
  await new Promise((r) => setTimeout(r, 2000));
}

const num = (n: number, w: number, digits = 0) => n.toFixed(digits).padStart(w);
const verdict = (ok: boolean) => (ok ? "PASS" : "MISS");

function row(label: string, app: Figures, bare: Figures, pair: Pair, connections: number): string {
  const ratio = app.rps / bare.rps;
  let target = "";
  if (pair.target && connections === TARGET_CONNECTIONS) {
    const ok = ratio >= pair.target.ratio && (pair.target.p99 === undefined || app.p99 <= pair.target.p99);
    target = `≥ ${pair.target.ratio}${pair.target.p99 ? `, p99 ≤ ${pair.target.p99} ms` : ""}  ${verdict(ok)}`;
  }
  const bad = app.bad || bare.bad ? `  (non-2xx/errors: app ${app.bad}, bare ${bare.bad})` : "";
  const kb = `${app.kb.toFixed(1)}/${bare.kb.toFixed(1)}`;
  return `${label.padEnd(27)}${num(app.rps, 8)}${num(app.p50, 8)}${num(app.p99, 8)}   ${num(bare.rps, 8)}${num(bare.p50, 8)}${num(bare.p99, 8)}  ${pair.bareLabel.padEnd(26)}${kb.padStart(11)}${num(ratio, 7, 2)}  ${target}${bad}`;
}

interface Database {
  name: "PGlite" | "PostgreSQL";
  url?: string;
  drop(): Promise<void>;
}

async function createPostgres(admin: string): Promise<Database> {
  const name = `rostrum_bench_${randomBytes(4).toString("hex")}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { name: "PostgreSQL", url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

async function benchDatabase(db: Database) {
  const appDir = mkdtempSync(join(tmpdir(), "rostrum-bench-app-"));
  const bareDir = mkdtempSync(join(tmpdir(), "rostrum-bench-bare-"));
  const children: Child[] = [];
  try {
    let app = await startChild("app", { dataDir: appDir, databaseUrl: db.url });
    children.push(app);
    const seeded = await seed(app.url);
    if (seeded.attempts !== ATTEMPTS) throw new Error(`seeding: ${seeded.attempts} attempts, expected ${ATTEMPTS}`);
    if (!db.url) {
      // PGlite belongs to one process: the bare server gets a copy of the seeded database.
      await app.stop();
      children.pop();
      cpSync(join(appDir, "pg"), join(bareDir, "pg"), { recursive: true });
      app = await startChild("app", { dataDir: appDir });
      children.push(app);
    }
    const bare = await startChild("bare", { dataDir: bareDir, databaseUrl: db.url });
    children.push(bare);

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
      `\n${db.name}: one student, a ${seeded.messages}-message round, ${seeded.attempts} drill attempts; ${SECONDS} s per line after 1 s of warm-up`,
    );
    for (const connections of CONNECTIONS) {
      console.log(
        `\n${`${db.name}, ${connections} conns`.padEnd(27)}${"Rostrum".padStart(14)}${"".padStart(10)}   ${"bare Hono".padStart(14)}${"".padStart(10)}  ${"baseline".padEnd(26)}${"KB app/bare".padStart(11)}  ratio  target (at ${TARGET_CONNECTIONS})`,
      );
      console.log(
        `${"".padEnd(27)}${"req/s".padStart(8)}${"p50 ms".padStart(8)}${"p99 ms".padStart(8)}   ${"req/s".padStart(8)}${"p50 ms".padStart(8)}${"p99 ms".padStart(8)}`,
      );
      // Each route right after its baseline, so drift in the machine's load hits both alike.
      for (const pair of list) {
        const bareFig = await load(bare.url + pair.bare, connections, {});
        const appFig = await load(
          app.url + pair.app,
          connections,
          pair.anonymous ? {} : { cookie: await browserCookies(app.url, seeded.cookie) },
        );
        console.log(row(pair.route, appFig, bareFig, pair, connections));
      }
    }
    const memRatio = appRss / bareRss;
    const memTarget = db.url ? `  target ≤ ${MEMORY_TARGET}×  ${verdict(memRatio <= MEMORY_TARGET)}` : "";
    console.log(
      `\nidle RSS (${db.name}): Rostrum ${appRss.toFixed(0)} MiB, bare Hono + ${db.url ? "pg" : "PGlite"} ${bareRss.toFixed(0)} MiB, ratio ${memRatio.toFixed(2)}${memTarget}`,
    );
  } finally {
    for (const c of children.reverse()) await c.stop().catch(() => undefined);
    await db.drop().catch((err) => console.error(`could not drop the bench database: ${err}`));
    rmSync(appDir, { recursive: true, force: true });
    rmSync(bareDir, { recursive: true, force: true });
  }
}

export default async function run() {
  const admin = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const only = process.env.BENCH_DB;
  if (only !== "postgres") await benchDatabase({ name: "PGlite", drop: async () => undefined });
  if (only !== "pglite") {
    if (admin) await benchDatabase(await createPostgres(admin));
    else
      console.log(
        "\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to an admin URL; a throwaway database is created and dropped)",
      );
  }
}
