import { mkdirSync } from "node:fs";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { lockDataDir } from "./data-dir-lock";
import { migrationsDir } from "#server/paths.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction: a Db too, so anything that takes a Db runs inside one. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

const migrationsFolder = migrationsDir;

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite in dataDir (in memory when dataDir is null), then migrates.
 * An in-memory PGlite may start from a dump of a data directory (`dumpDataDir`): the tests load one migrated once.
 */
export async function openDatabase(opts: { url?: string; dataDir?: string | null; loadDataDir?: Blob }): Promise<Database> {
  if (opts.url) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new Pool({ connectionString: opts.url, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on("error", () => undefined);
    const db = drizzle(pool, { schema }) as unknown as Db;
    // Several servers may start at once on one database: only one migrates at a time.
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock(727100)");
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock(727100)").catch(() => undefined);
      client.release();
    }
    return { db, kind: "postgres", close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const release = opts.dataDir ? lockDataDir(opts.dataDir) : () => undefined;
  // Postgres' default 128 MB of shared buffers all lands in the WASM heap; 32 MB keeps idle memory
  // about 110 MB lower and is ample for one school's data (measured with npm start).
  const startParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];
  try {
    const client = await PGlite.create({ dataDir: opts.dataDir ?? undefined, loadDataDir: opts.loadDataDir, startParams });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: "pglite", close: () => client.close().finally(release) };
  } catch (err) {
    release();
    throw err;
  }
}
