import type { Context } from "hono";
import type { Auth } from "#server/auth/auth.ts";
import type { Config } from "#server/platform/config.ts";
import { settingsReader, type Deps, type ServiceCtx, type SettingsReader, type Who } from "#server/platform/context.ts";
import type { Logger } from "#server/platform/logger.ts";
import { readSettingsGroup } from "#server/platform/settings-store.ts";
import type { Db } from "#server/db/client.ts";
import type { SessionUser } from "#shared/account/schemas.ts";
import { clientIpOf } from "./client-ip";
import { guestWho } from "./guest";
import type { AppEnv } from "./app-env";

/**
 * One HTTP request's context. Who asks and their settings are worked out on first use: a guest's
 * identity (and its cookie) is made only when a route asks, so routes that never ask set no cookie.
 * A class, so a request makes one object rather than a handful of closures (a measurable share of a
 * request's CPU).
 */
class HttpRequestCtx implements ServiceCtx {
  readonly db: Db;
  readonly config: Config;
  readonly log: Logger;
  readonly auth: Auth;
  readonly random = Math.random;
  readonly #c: Context<AppEnv>;
  readonly #user: SessionUser | null;
  #who: Who | undefined;
  #settings: SettingsReader | undefined;

  constructor(c: Context<AppEnv>, { db, config, log, auth }: Deps, user: SessionUser | null) {
    this.db = db;
    this.config = config;
    this.log = log;
    this.auth = auth;
    this.#c = c;
    this.#user = user;
  }

  get who(): Who {
    const user = this.#user;
    return (this.#who ??= user ? { kind: "user", user, subject: `user:${user.id}` } : guestWho(this.#c, this.config));
  }

  get settings(): SettingsReader {
    return (this.#settings ??= settingsReader(
      () => this.who,
      (userId, group) => readSettingsGroup(this.db, userId, group),
    ));
  }

  now(): Date {
    return new Date();
  }

  get headers(): Headers {
    return this.#c.req.raw.headers;
  }

  get clientIp(): string {
    return clientIpOf(this.#c);
  }
}

/** The request context of this request (made on first call, the same object after). */
export function ctxOf(c: Context<AppEnv>): ServiceCtx {
  let ctx = c.get("ctx");
  if (!ctx) {
    ctx = new HttpRequestCtx(c, c.get("deps"), c.get("user"));
    c.set("ctx", ctx);
  }
  return ctx;
}
