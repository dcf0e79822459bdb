import type { Config } from "#server/platform/config.ts";
import type { Db } from "#server/db/client.ts";
import type { Logger } from "#server/platform/logger.ts";
import type { BetterAuth } from "./better-auth";
import { EndedSessions } from "./session/ended-sessions";
import { betterAuthCall } from "./session/stores";
import { AUTH_COOKIE_PREFIX, SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S, trustedOrigins } from "./constants";

// better-auth (better-auth.ts) is imported on first use, not at start: a signed-in request is answered
// from our signed copy of the user or one query of our own (http/session.ts), so better-auth is needed
// only by its own routes (/api/auth/*), sign-up, account deletion and a session due to be extended or
// expired. Importing it costs about 20 MiB at idle. What the session middleware needs of it —
// cookie names, the secret, the session's lifetime — is known from the config without loading it, and
// checked against better-auth's own values when it loads.

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
