// The databases the HTTP-level benches run on: PGlite, then PostgreSQL in a throwaway database when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) gives an admin URL. BENCH_DB ("pglite"|"postgres") picks one.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import pg from "pg";

export interface Database {
  name: "PGlite" | "PostgreSQL";
  /** PostgreSQL's URL; PGlite has none (it lives in the child's data folder). */
  url?: string;
  drop(): Promise<void>;
}

/** A throwaway database on the PostgreSQL server at `admin` (an admin URL); `drop` removes it. */
export async function createPostgres(admin: string): Promise<Database> {
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

/** Runs the bench on each database in turn; the PostgreSQL database is dropped afterwards. */
export async function forEachDatabase(bench: (db: Database) => Promise<void>) {
  const admin = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const only = process.env.BENCH_DB;
  if (only !== "postgres") await bench({ name: "PGlite", drop: async () => undefined });
  if (only === "pglite") return;
  if (!admin) {
    console.log(
      "\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to an admin URL; a throwaway database is created and dropped)",
    );
    return;
  }
  const db = await createPostgres(admin);
  try {
    await bench(db);
  } finally {
    await db.drop().catch((err) => console.error(`could not drop the bench database: ${err}`));
  }
}

/** Runs SQL on the bench database: PostgreSQL by URL, or PGlite in the (stopped) app's data folder. */
export async function withDatabase(db: Database, dataDir: string, work: (run: (sql: string) => Promise<unknown[]>) => Promise<void>) {
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
