import type { IncomingHttpHeaders } from "node:http";
import type { Context } from "hono";
import type { Auth } from "../auth/auth";
import type { Config } from "../platform/config";
import { readSettingsGroup } from "../core/settings-store";
import type { Db } from "../db/client";
import type { Logger } from "../platform/logger";
import type { SessionUser } from "../../shared/account/schemas";
import { defaultGroup } from "../../shared/settings/rules";
import type { SettingsGroup, UserSettings } from "../../shared/settings/schemas";
import { clientIpOf } from "./client-ip";
import { guestWho } from "./guest";

/** What the server is built from: made once at boot (main.ts, or a test). */
export interface Deps {
  config: Config;
  db: Db;
  auth: Auth;
  log: Logger;
  /** Aborted when the server begins to shut down: open streams end with an error event (main.ts). */
  closing?: AbortSignal;
}

/**
 * Who asks. `subject` keys per-person data: `user:<id>` when signed in, else `guest:<id>` from an
 * anonymous cookie, so guests never share one identity.
 */
export type Who = { kind: "user"; user: SessionUser; subject: string } | { kind: "guest"; guestId: string; subject: string };

/** The asker's settings, one group at a time: loaded on first use, then kept for the request. Guests get the defaults. */
export interface SettingsReader {
  get<G extends SettingsGroup>(group: G): Promise<UserSettings[G]>;
}

/** The one context every service, AI task and stream receives; built once per request by ctxOf. */
export interface RequestCtx {
  db: Db;
  config: Config;
  log: Logger;
  auth: Auth;
  who: Who;
  settings: SettingsReader;
  now(): Date;
  random(): number;
  /** The request's headers, as the client sent them: never handed on to better-auth unchecked. */
  headers: Headers;
  /** The client's address (http/client-ip.ts): keys guests' allowances and sign-up limits. Unit tests may leave it out. */
  clientIp?: string;
}

export type AppEnv = {
  Variables: { deps: Deps; user: SessionUser | null; ctx?: RequestCtx };
  Bindings: { incoming?: { socket?: { remoteAddress?: string }; headers?: IncomingHttpHeaders } };
};

type LoadGroup = <G extends SettingsGroup>(userId: string, group: G) => Promise<UserSettings[G]>;

/** Reads only the groups a request asks for, each at most once; a guest's are the defaults, read from nowhere. */
export function settingsReader(who: () => Who, load: LoadGroup): SettingsReader {
  let loaded: Map<SettingsGroup, Promise<unknown>> | undefined;
  return {
    get<G extends SettingsGroup>(group: G) {
      loaded ??= new Map();
      let value = loaded.get(group);
      if (!value) {
        const w = who();
        value = w.kind === "user" ? load(w.user.id, group) : Promise.resolve(defaultGroup(group));
        loaded.set(group, value);
      }
      return value as Promise<UserSettings[G]>;
    },
  };
}

/**
 * One HTTP request's context. Who asks and their settings are worked out on first use: a guest's
 * identity (and its cookie) is made only when a route asks, so routes that never ask set no cookie.
 * A class, so a request makes one object rather than a handful of closures (issue 13).
 */
class HttpRequestCtx implements RequestCtx {
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
export function ctxOf(c: Context<AppEnv>): RequestCtx {
  let ctx = c.get("ctx");
  if (!ctx) {
    ctx = new HttpRequestCtx(c, c.get("deps"), c.get("user"));
    c.set("ctx", ctx);
  }
  return ctx;
}
