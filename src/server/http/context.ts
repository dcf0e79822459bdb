import type { Auth } from "../auth/auth";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import type { SessionUser } from "../../shared/profile";

/** Everything a request handler may use; built once in main.ts (or by a test). */
export interface Deps {
  config: Config;
  db: Db;
  auth: Auth;
  log: Logger;
}

export type AppEnv = {
  Variables: { deps: Deps; user: SessionUser | null };
  Bindings: { incoming?: { socket?: { remoteAddress?: string } } };
};

/** What a service function receives about who is asking. */
export interface Ctx {
  db: Db;
  config: Config;
  log: Logger;
  user: SessionUser | null;
}
