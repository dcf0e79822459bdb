import { PgTransaction } from "drizzle-orm/pg-core";
import type { Auth } from "#server/auth/auth.ts";
import type { Db, Tx } from "#server/db/client.ts";
import type { SessionUser } from "#shared/account/schemas.ts";
import { defaultGroup } from "#shared/settings/rules.ts";
import type { SettingsGroup, UserSettings } from "#shared/settings/schemas.ts";
import type { Config } from "./config";
import type { Logger } from "./logger";

// The context every service, AI task and job receives. It knows no transport: the HTTP layer builds
// one per request (http/context.ts), a job or a script builds its own, and a test may build a plain one.

/** What the server is built from: made once at boot (boot.ts, or a test). */
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

/** The asker's settings, one group at a time: loaded on first use, then kept. Guests get the defaults. */
export interface SettingsReader {
  get<G extends SettingsGroup>(group: G): Promise<UserSettings[G]>;
}

/** The one context a service receives: who asks, the database (or the transaction it runs in), and the server's parts. */
export interface ServiceCtx {
  /** The database, or the transaction the caller opened (withTransaction): a service's writes join it. */
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
  /** The client's address: keys guests' allowances and sign-up limits. Unit tests may leave it out. */
  clientIp?: string;
}

type LoadGroup = <G extends SettingsGroup>(userId: string, group: G) => Promise<UserSettings[G]>;

/** Reads only the groups asked for, each at most once; a guest's are the defaults, read from nowhere. */
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

/** Whether the context already runs inside a transaction. */
export const inTransaction = (ctx: Pick<ServiceCtx, "db">): boolean => ctx.db instanceof PgTransaction;

/**
 * Runs `fn` in one transaction: the caller's when the context is already in one (so services compose
 * into one unit of work), else a new one. The context `fn` receives is the caller's with `db` swapped
 * for the transaction; everything else (who, settings, headers) reads through to the original.
 */
export function withTransaction<C extends Pick<ServiceCtx, "db">, T>(
  ctx: C,
  fn: (ctx: C, tx: Tx) => Promise<T>,
  /** Isolation and access mode of a transaction this call opens (a joined one keeps the caller's). */
  config?: TxConfig,
): Promise<T> {
  if (inTransaction(ctx)) return fn(ctx, ctx.db as Tx);
  return ctx.db.transaction((tx) => fn(withDb(ctx, tx), tx), config);
}

/**
 * Runs `fn` as a unit that may fail alone: a savepoint inside the caller's transaction (a transaction
 * of its own outside one), so a caller that catches the failure (a unique code that clashed) can try
 * again without losing what the transaction did before.
 */
export function withSavepoint<C extends Pick<ServiceCtx, "db">, T>(ctx: C, fn: (ctx: C, tx: Tx) => Promise<T>): Promise<T> {
  return ctx.db.transaction((tx) => fn(withDb(ctx, tx), tx));
}

type TxConfig = Parameters<Db["transaction"]>[1];

function withDb<C extends Pick<ServiceCtx, "db">>(ctx: C, db: Db): C {
  return new Proxy(ctx, { get: (target, key) => (key === "db" ? db : Reflect.get(target, key)) });
}
