import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { MIGRATED_DUMP, MIGRATED_TEMPLATE } from "./migrated-database";

/**
 * A fresh database for one test server: a new PostgreSQL database when TEST_DATABASE_URL is set, else PGlite in
 * memory. When the run's global setup migrated one already (./migrated-database.ts), the new database is a copy
 * of it (`create database … template …`, or PGlite loaded from its dump), so the server's start-up migration
 * finds nothing to do; otherwise it is empty and the server migrates it.
 */
export async function createTestDatabase(): Promise<{ url?: string; loadDataDir?: Blob; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    const dump = process.env[MIGRATED_DUMP];
    return { loadDataDir: dump ? new Blob([readFileSync(dump)]) : undefined, drop: async () => undefined };
  }
  const name = `rostrum_test_${randomBytes(5).toString("hex")}`;
  const template = process.env[MIGRATED_TEMPLATE];
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
