import { createAuth } from "./auth/auth";
import type { Config } from "./config";
import { openDatabase } from "./db/client";
import { applyAdminEmails } from "./core/profiles";
import type { Deps } from "./http/context";
import { createLogger } from "./logger";

/** Opens the database (migrating it) and builds everything a request needs. Used by main.ts and by tests. */
export async function boot(config: Config, opts: { inMemory?: boolean } = {}) {
  const log = createLogger(config.logLevel);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: opts.inMemory ? null : `${config.dataDir}/pg` });
  await applyAdminEmails(database.db, config.adminEmails);
  const auth = createAuth(config, database.db, log);
  const deps: Deps = { config, db: database.db, auth, log };
  return { deps, database, log };
}
