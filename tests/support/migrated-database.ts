// One migrated database, which every test server's database copies (./test-database.ts): a server start then
// costs a copy, not a migration of an empty database. Vitest's global setup for the app tests
// (./global-setup.ts) calls migrateOnce; the names travel to the test workers in the environment.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "#server/db/client.ts";
import { migrationsDir, packageRoot } from "#server/paths.ts";

/** The PostgreSQL database that each test database is created from (`template`). */
export const MIGRATED_TEMPLATE = "TEST_DATABASE_TEMPLATE";
/** The file holding a migrated PGlite data directory (`dumpDataDir`), loaded by each in-memory test database. */
export const MIGRATED_DUMP = "TEST_PGLITE_DUMP";

async function adminQuery(admin: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Migrates one database and names it in the environment; returns its removal. On PostgreSQL (TEST_DATABASE_URL) a
 * template database per run; on PGlite a dump of the data directory, kept for the next run while the migrations stay.
 */
export async function migrateOnce(): Promise<() => Promise<void>> {
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) {
    const name = `rostrum_template_${randomBytes(5).toString("hex")}`;
    await adminQuery(admin, `create database ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    // Closed before any copy: PostgreSQL copies a template only while no one is connected to it.
    await (await openDatabase({ url: url.toString() })).close();
    process.env[MIGRATED_TEMPLATE] = name;
    return async () => {
      delete process.env[MIGRATED_TEMPLATE];
      await adminQuery(admin, `drop database if exists ${name} with (force)`);
    };
  }
  const file = await pgliteDump();
  process.env[MIGRATED_DUMP] = file;
  return async () => {
    delete process.env[MIGRATED_DUMP];
  };
}

/**
 * The migrated PGlite dump, kept between runs under a name that changes with the migrations, the code that
 * opens the database and the PGlite version, so a run migrates only after one of them changed.
 */
async function pgliteDump(): Promise<string> {
  const hash = createHash("sha256");
  for (const f of ["node_modules/@electric-sql/pglite/package.json", "src/server/db/client.ts"])
    hash.update(readFileSync(join(packageRoot, f)));
  const files = readdirSync(migrationsDir, { recursive: true, encoding: "utf8" }).sort();
  for (const f of files) if (statSync(join(migrationsDir, f)).isFile()) hash.update(f).update(readFileSync(join(migrationsDir, f)));
  const dir = join(tmpdir(), "rostrum-migrated");
  const file = join(dir, `pglite-${hash.digest("hex").slice(0, 16)}.tar`);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const database = await openDatabase({ dataDir: null });
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    // Written aside and renamed: a run beside this one reads a whole dump or none.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
}
