import type { IncomingHttpHeaders } from "node:http";
import type { Context } from "hono";
import type { Auth } from "../auth/auth";
import type { Config } from "../config";
import { readSettingsGroup } from "../core/settings-store";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
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

/** The request context of this request (made on first call, the same object after). */
export function ctxOf(c: Context<AppEnv>): RequestCtx {
  const made = c.get("ctx");
  if (made) return made;
  const { db, config, log, auth } = c.get("deps");
  const user = c.get("user");
  // A guest's identity (and its cookie) is made only when first used, so routes that never ask set no cookie.
  let who: Who | undefined;
  const whoNow = () => (who ??= user ? { kind: "user", user, subject: `user:${user.id}` } : guestWho(c, config));
  const ctx: RequestCtx = {
    db,
    config,
    log,
    auth,
    get who() {
      return whoNow();
    },
    settings: settingsReader(whoNow, (userId, group) => readSettingsGroup(db, userId, group)),
    now: () => new Date(),
    random: Math.random,
    get headers() {
      return c.req.raw.headers;
    },
    get clientIp() {
      return clientIpOf(c);
    },
  };
  c.set("ctx", ctx);
  return ctx;
}
