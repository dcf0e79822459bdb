import { AsyncLocalStorage } from "node:async_hooks";
import type { Config } from "../platform/config";
import type { Db } from "../db/client";
import type { Logger } from "../platform/logger";
import type { BetterAuth } from "./better-auth";
import { EndedSessions } from "./session/ended-sessions";

// better-auth (better-auth.ts) is imported on first use, not at start: a signed-in request is answered
// from our signed copy of the user or one query of our own (http/session.ts), so better-auth is needed
// only by its own routes (/api/auth/*), sign-up, account deletion and a session due to be extended or
// expired. Importing it costs about 20 MiB at idle (issue 13). What the session middleware needs of it —
// cookie names, the secret, the session's lifetime — is known from the config without loading it, and
// checked against better-auth's own values when it loads.

/** The header app.ts sets to the client address (http/client-ip.ts), replacing any client value. */
export const CLIENT_IP_HEADER = "x-rostrum-client-ip";
export const AUTH_COOKIE_PREFIX = "rostrum";
/** A session lasts 30 days and is extended once a day while in use. */
export const SESSION_EXPIRES_IN_S = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE_S = 60 * 60 * 24;

export function trustedOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const origins = new Set([url.origin]);
  // The same server is often reached as localhost and as 127.0.0.1.
  if (url.hostname === "127.0.0.1" || url.hostname === "localhost") {
    for (const host of ["127.0.0.1", "localhost"]) origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`);
  }
  return [...origins];
}

/** better-auth's cookies as it names them (its createCookieGetter: `__Secure-` over HTTPS, then our prefix). */
export interface AuthCookies {
  sessionToken: string;
  dontRemember: string;
  secure: boolean;
}

function authCookies(publicUrl: string): AuthCookies {
  const secure = publicUrl.startsWith("https://");
  const name = (cookie: string) => `${secure ? "__Secure-" : ""}${AUTH_COOKIE_PREFIX}.${cookie}`;
  return { sessionToken: name("session_token"), dontRemember: name("dont_remember"), secure };
}

export interface Auth {
  /** better-auth's endpoints as functions; each call loads better-auth first. */
  api: BetterAuth["api"];
  handler(request: Request): Promise<Response>;
  /** better-auth's context (loads better-auth). */
  readonly $context: BetterAuth["$context"];
  options: { trustedOrigins: string[] };
  cookies: AuthCookies;
  secret: string;
  session: { expiresIn: number; updateAge: number };
  /** Sessions this process ended lately: their signed copies are refused at once (ended-sessions.ts). */
  endedSessions: EndedSessions;
}

// better-auth keeps each call's state in AsyncLocalStorage. On Node 20 a store, once used, installs a
// promise hook that every later promise in the process pays for: after the first sign-in, a signed-in
// GET that never touches better-auth cost about a third more CPU (issue 13). So its stores are switched
// off whenever none of its calls is under way (it awaits its own work within a call), and its next
// call switches them on again.
let callsUnderWay = 0;

async function betterAuthCall<T>(call: () => Promise<T>): Promise<T> {
  callsUnderWay++;
  try {
    return await call();
  } finally {
    if (--callsUnderWay === 0) switchOffBetterAuthStores();
  }
}

function switchOffBetterAuthStores() {
  const shared = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[Symbol.for("better-auth:global")];
  for (const value of Object.values(shared?.context ?? {})) if (value instanceof AsyncLocalStorage) value.disable();
}

export function createAuth(config: Config, db: Db, log: Logger): Auth {
  const cookies = authCookies(config.publicUrl);
  const endedSessions = new EndedSessions();
  let loaded: Promise<BetterAuth> | undefined;
  const load = () =>
    (loaded ??= import("./better-auth").then(async ({ createBetterAuth }) => {
      const auth = await createBetterAuth(config, db, log, endedSessions);
      const ctx = await auth.$context;
      // The session middleware reads these before better-auth is loaded: they must be better-auth's own.
      const same =
        ctx.authCookies.sessionToken.name === cookies.sessionToken &&
        ctx.authCookies.dontRememberToken.name === cookies.dontRemember &&
        !!ctx.authCookies.sessionToken.attributes.secure === cookies.secure &&
        ctx.secret === config.authSecret &&
        ctx.sessionConfig.expiresIn === SESSION_EXPIRES_IN_S &&
        ctx.sessionConfig.updateAge === SESSION_UPDATE_AGE_S;
      if (!same) throw new Error("better-auth's cookies or session lifetime differ from what auth.ts expects");
      return auth;
    }));
  const api = new Proxy({} as BetterAuth["api"], {
    get:
      (_, name) =>
      (...args: unknown[]) =>
        betterAuthCall(async () =>
          ((await load()).api as unknown as Record<string | symbol, (...a: unknown[]) => Promise<unknown>>)[name](...args),
        ),
  });
  return {
    api,
    handler: (request) => betterAuthCall(async () => (await load()).handler(request)),
    get $context() {
      return load().then((auth) => auth.$context);
    },
    options: { trustedOrigins: trustedOrigins(config.publicUrl) },
    cookies,
    secret: config.authSecret,
    session: { expiresIn: SESSION_EXPIRES_IN_S, updateAge: SESSION_UPDATE_AGE_S },
    endedSessions,
  };
}
