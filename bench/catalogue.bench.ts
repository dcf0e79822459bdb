// Catalogue suite (`npm run bench -- catalogue`, issue 8 "Performance"): 1,000 modules × 10 module
// lessons and 1,000 users; a signed-in student's GET /api/modules (search + level + sort, first page)
// at 200 connections against a bare Hono server on the same driver and pool running the same SQL
// (catalogueQuery itself), on PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) on PostgreSQL.
// Target: ratio ≥ 0.5 and p99 ≤ 100 ms on PostgreSQL, printed as PASS/MISS, never failing the run.
//   BENCH_SECONDS (default 8, after a 1 s warm-up), BENCH_DB ("pglite"|"postgres"),
//   BENCH_EXPLAIN=1 (print the query's EXPLAIN ANALYZE on the seeded data)
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Db } from "#server/db/client.ts";
import { catalogueQuery, type CatalogueArgs } from "#server/domains/modules/catalogue.ts";
import { CATALOGUE_PAGE_SIZE } from "#shared/modules/rules.ts";
import { startChild, type Child } from "./http/child";
import { forEachDatabase, type Database } from "./http/databases";
import { load } from "./http/load";
import { header, row } from "./http/print";
import { browserCookies, signUp } from "./http/seed";

const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = 200;
const TARGET = { ratio: 0.5, p99: 100 };
const MODULES = 1000;
const LESSONS_PER_MODULE = 10;
const USERS = 1000;
const QUERY = { search: "debate", level: "intermediate", sort: "title" } as const;

// Every statement is one set-based insert (a handful of round trips in all). Module g: public when even;
// its lessons lean to level g % 3 (7 of 10), so the dominant levels are mixed; about half match "debate"
// (by name or description), so all three sections have a full first page. The bench student unlocks
// every tenth module (g % 10 = 1, private ones); each other user unlocks five private modules, so the
// unlock table is not the bench student's alone.
const seedSql = (benchUser: string) => `
  insert into "user" (id, name, email)
    select 'bench-' || g, 'Bench user ' || g, 'bench-' || g || '@example.com' from generate_series(1, ${USERS}) g;
  insert into profiles (id, username, role)
    select 'bench-' || g, 'bench user ' || g, case when g % 20 = 0 then 'teacher' else 'student' end from generate_series(1, ${USERS}) g;
  insert into modules (name, description, created_by, is_public, created_at, updated_at)
    select (array['Debate openings', 'Rebuttal drills', 'Weighing impacts', 'Framing the motion', 'Points of information',
                  'Characterization', 'Modeling policy'])[1 + g % 7] || ' ' || g,
      case when g % 5 < 2 then 'A debate course: ' else 'A course on argument: ' end || repeat('practice, feedback and review. ', 4),
      'bench-' || (1 + g % 50), g % 2 = 0, now() - g * interval '1 minute', now() - g * interval '1 minute'
    from generate_series(1, ${MODULES}) g;
  with m as (select id, row_number() over (order by created_at desc, id) as g from modules)
  insert into module_lessons (title, level, module_id, reading, writing_prompt, allow_writing, quiz, created_by, created_at)
    select 'Lesson ' || j || ' of module ' || m.g,
      (array['beginner', 'intermediate', 'advanced'])[1 + case when j < 7 then m.g % 3 else (m.g + j) % 3 end],
      m.id, repeat('A reading on clash, burden and weighing, long enough to be a real lesson. ', 25),
      'Write a rebuttal.', true, '[{"question": "Which comes first?", "options": ["Claim", "Impact", "Link"], "correct": 0}]'::jsonb,
      'bench-1', now() - (m.g * ${LESSONS_PER_MODULE} + j) * interval '1 second'
    from m cross join generate_series(0, ${LESSONS_PER_MODULE - 1}) j;
  with m as (select id, row_number() over (order by created_at desc, id) as g from modules)
  insert into user_unlocked_modules (user_id, module_id)
    select '${benchUser}', id from m where m.g % 10 = 1
    union all
    select 'bench-' || u, m.id from m join generate_series(1, ${USERS}) u on m.g % 200 = (2 * u + 1) % 200;
`;

/** Runs SQL on the bench database: PostgreSQL by URL, or PGlite in the (stopped) app's data folder. */
async function withDatabase(db: Database, dataDir: string, work: (run: (sql: string) => Promise<unknown[]>) => Promise<void>) {
  if (db.url) {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      return await work(async (sql) => ([] as pg.QueryResult[]).concat(await client.query(sql)).flatMap((r) => r.rows));
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const lite = await PGlite.create({ dataDir: join(dataDir, "pg") });
  try {
    return await work(async (sql) => (await lite.exec(sql)).flatMap((r) => r.rows));
  } finally {
    await lite.close();
  }
}

/** The catalogue's SQL as catalogueQuery sends it, with the parameters written in, for EXPLAIN. */
async function catalogueSqlText(args: CatalogueArgs): Promise<string> {
  let text = "";
  const capture = async (q: SQL) => {
    const { sql, params } = new PgDialect().sqlToQuery(q);
    text = sql.replace(/\$(\d+)/g, (_, i) => pg.escapeLiteral(String(params[Number(i) - 1])));
    return { rows: [] };
  };
  await catalogueQuery({ ctx: { db: { execute: capture } as unknown as Db }, input: { a: args } });
  return text;
}

async function seedDatabase(db: Database, dataDir: string, userId: string) {
  const started = performance.now();
  await withDatabase(db, dataDir, async (run) => {
    await run(seedSql(userId));
    // A database in use has been analysed by autovacuum; a freshly filled one has not.
    await run("vacuum analyze");
    if (process.env.BENCH_EXPLAIN === "1") {
      const args = { userId, isAdmin: false, ...QUERY, limit: CATALOGUE_PAGE_SIZE, offset: 0 };
      const plan = await run(`explain (analyze, buffers) ${await catalogueSqlText(args)}`);
      console.log(`\n${db.name} plan:\n${plan.map((r) => Object.values(r as object)[0]).join("\n")}`);
    }
  });
  return (performance.now() - started) / 1000;
}

async function benchDatabase(db: Database) {
  const appDir = mkdtempSync(join(tmpdir(), "rostrum-bench-app-"));
  const bareDir = mkdtempSync(join(tmpdir(), "rostrum-bench-bare-"));
  const children: Child[] = [];
  try {
    let app = await startChild("app", { dataDir: appDir, databaseUrl: db.url });
    children.push(app);
    const { cookie, userId } = await signUp(app.url);
    // PGlite belongs to one process: the app stops while the bench fills its database, and the bare
    // server gets a copy.
    if (!db.url) await children.pop()!.stop();
    const seconds = await seedDatabase(db, appDir, userId);
    if (!db.url) {
      cpSync(join(appDir, "pg"), join(bareDir, "pg"), { recursive: true });
      app = await startChild("app", { dataDir: appDir });
      children.push(app);
    }
    const bare = await startChild("catalogue-bare", { dataDir: bareDir, databaseUrl: db.url });
    children.push(bare);

    const query = new URLSearchParams(QUERY).toString();
    const appUrl = `${app.url}/api/modules?${query}`;
    const bareUrl = `${bare.url}/catalogue/${userId}?${query}`;
    const headers = { cookie: await browserCookies(app.url, cookie) };
    const [appBody, bareBody] = await Promise.all([fetch(appUrl, { headers }).then((r) => r.text()), fetch(bareUrl).then((r) => r.text())]);
    if (appBody !== bareBody) throw new Error(`the app and the bare server disagree:\n${appBody.slice(0, 300)}\n${bareBody.slice(0, 300)}`);
    const { totals } = JSON.parse(appBody) as { totals: Record<string, number> };

    console.log(
      `\n${db.name}: ${MODULES} modules × ${LESSONS_PER_MODULE} lessons, ${USERS} users, seeded in ${seconds.toFixed(1)} s; ` +
        `GET /api/modules?${query} (sections: ${Object.entries(totals)
          .map(([k, v]) => `${v} ${k}`)
          .join(", ")}); ${SECONDS} s after 1 s of warm-up`,
    );
    header(`${db.name}, ${CONNECTIONS} conns`, db.url ? "" : " (PostgreSQL only)");
    const bareFig = await load(bareUrl, CONNECTIONS, {}, SECONDS);
    const appFig = await load(appUrl, CONNECTIONS, { cookie: await browserCookies(app.url, cookie) }, SECONDS);
    console.log(row("GET /api/modules", appFig, bareFig, { bareLabel: "same SQL (catalogueQuery)", target: TARGET }, !!db.url));
  } finally {
    for (const c of children.reverse()) await c.stop().catch(() => undefined);
    rmSync(appDir, { recursive: true, force: true });
    rmSync(bareDir, { recursive: true, force: true });
  }
}

export default async function run() {
  await forEachDatabase(benchDatabase);
}
