import { createAuth } from "./auth/auth";
import { configWarnings, type Config } from "./platform/config";
import { openDatabase } from "./db/client";
import { applyAdminEmails, fillUsernameKeys } from "./domains/account";
import type { Deps } from "./platform/context";
import { createLogger } from "./platform/logger";

/** Opens the database (migrating it) and builds everything a request needs. Used by main.ts and by tests. */
export async function boot(config: Config, opts: { inMemory?: boolean; loadDataDir?: Blob } = {}) {
  const log = createLogger(config.logLevel);
  for (const warning of configWarnings(config)) log.warn(warning);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: opts.inMemory ? null : `${config.dataDir}/pg`,
    loadDataDir: opts.loadDataDir,
  });
  await fillUsernameKeys({ ctx: { db: database.db } });
  // With e-mail confirmation on, a listed address counts once confirmed; without it, once its account exists at a start.
  await applyAdminEmails({
    ctx: { db: database.db, log },
    input: { emails: config.adminEmails, requireVerified: !!config.smtp },
  });
  const auth = createAuth(config, database.db, log);
  const shutdown = new AbortController();
  const deps: Deps = { config, db: database.db, auth, log, closing: shutdown.signal };
  return { deps, database, log, shutdown };
}
