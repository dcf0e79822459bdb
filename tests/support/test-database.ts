import { randomBytes } from "node:crypto";
import pg from "pg";

/** A fresh, empty database for one test server: a new PostgreSQL database when TEST_DATABASE_URL is set, else nothing (PGlite in memory). */
export async function createTestDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { drop: async () => undefined };
  const name = `rostrum_test_${randomBytes(5).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
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
