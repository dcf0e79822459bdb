// The bare baselines' database access (bare-server.ts, catalogue-bare-server.ts, manage-bare-server.ts): the app's driver and
// pool size with nothing on top, pg with 10 connections or PGlite with the same start parameters.
import { env } from "./listen";

export type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export async function openBareDriver(): Promise<{ query: Query; close(): Promise<void> }> {
  if (env.databaseUrl) {
    const { Pool } = await import("pg");
    const pool = new Pool({ connectionString: env.databaseUrl, max: 10 }); // as src/server/db/client.ts
    return { query: async (text, params) => (await pool.query(text, params)).rows, close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create({
    dataDir: `${env.dataDir}/pg`,
    startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"],
  });
  return { query: async (text, params) => (await db.query<Record<string, unknown>>(text, params)).rows, close: () => db.close() };
}
