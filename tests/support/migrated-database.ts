// One database migrated once per test run, which every test server's database copies (./test-database.ts):
// a server start then costs a copy, not a migration of an empty database. Vitest's global setup for the
// app tests (./global-setup.ts) calls migrateOnce; the names travel to the test workers in the environment.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "#server/db/client.ts";

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

/** Migrates one database (PostgreSQL when TEST_DATABASE_URL is set, else PGlite) and names it in the environment; returns its removal. */
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
  const database = await openDatabase({ dataDir: null });
  const dir = mkdtempSync(join(tmpdir(), "rostrum-migrated-"));
  const file = join(dir, "pgdata.tar");
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  } finally {
    await database.close();
  }
  process.env[MIGRATED_DUMP] = file;
  return async () => {
    delete process.env[MIGRATED_DUMP];
    rmSync(dir, { recursive: true, force: true });
  };
}
