import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";
import { SESSION_USER_MAX_AGE_S, readSessionUser, sealSessionUser, verifySignedToken } from "#server/auth/session/cookie.ts";
import { currentUser, knownUser, remember, setupOf, type CookieSetup } from "#server/auth/session/fast-path.ts";
import { findSession, type SessionRow } from "#server/auth/identity.ts";
import { sessionUserFor } from "#server/domains/account/index.ts";
import { isDatabaseUnreachable } from "#server/db/errors.ts";
import type { SessionUser } from "#shared/account/schemas.ts";
import type { AppEnv } from "./app-env";
import { headerOf } from "./headers";

// Who is signed in, with as little work as the request allows (docs/security.md says what it costs):
//   no session cookie, or a forged one   → a guest; no query
//   our signed copy of the user is fresh → that user; no query
//   else                                 → one query (session + user + profile), and a fresh copy
// better-auth's getSession runs only when the session is expired or due to be extended (once a day).
// Identity never comes from a request body.

const forget = (c: Context, name: string, secure: boolean) => deleteCookie(c, name, { path: "/", secure });

/** Lets better-auth read (and extend, or clear) the session itself, passing on the cookies it sets. */
async function askBetterAuth(c: Context<AppEnv>): Promise<boolean> {
  const found = await c
    .get("deps")
    .auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true })
    .catch((err: unknown) => {
      if (isDatabaseUnreachable(err)) throw err;
      return null;
    });
  for (const cookie of found?.headers.getSetCookie() ?? []) c.header("Set-Cookie", cookie, { append: true });
  return !!found?.response?.user;
}

async function fromDatabase(
  c: Context<AppEnv>,
  s: CookieSetup,
  token: string,
  cookies: Record<string, string>,
): Promise<SessionUser | null> {
  const { db, config, log } = c.get("deps");
  let row: SessionRow | null;
  try {
    row = await findSession(db, token);
  } catch (err) {
    // A database that cannot be reached is not a signed-out user: the route answers 503 (app.ts).
    if (isDatabaseUnreachable(err)) throw err;
    // As better-auth did: a session that cannot be read is no session (the route answers as to a guest).
    log.warn({ err }, "session lookup failed");
    return null;
  }
  const now = Date.now();
  if (!row) {
    // Revoked, expired and cleaned up, or the account is gone: drop the dead cookie so later requests ask nothing.
    forget(c, s.sessionToken, s.secure);
    return null;
  }
  if (row.expiresAt.getTime() <= now) {
    await askBetterAuth(c); // deletes the expired session and its cookies
    return null;
  }
  // "Remember me" off: better-auth never extends such a session, so neither is it asked to.
  if (row.expiresAt.getTime() - now <= s.extendWithinMs && !cookies[s.dontRemember] && !(await askBetterAuth(c))) return null;
  const user = row.profile
    ? {
        id: row.id,
        email: row.email,
        username: row.profile.username,
        role: row.profile.role,
        isAdmin: row.profile.isAdmin,
        mustChangePassword: row.profile.mustChangePassword,
      }
    : await sessionUserFor({ ctx: { db }, input: { adminEmails: config.adminEmails, u: row } });
  const expiresAt = Math.min(now + SESSION_USER_MAX_AGE_S * 1000, row.expiresAt.getTime());
  setCookie(c, s.sessionUser, sealSessionUser(s.key, token, user, expiresAt), {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: s.secure,
    maxAge: SESSION_USER_MAX_AGE_S,
  });
  return user;
}

async function signedInUser(c: Context<AppEnv>, s: CookieSetup, header: string, now: number): Promise<SessionUser | null> {
  const cookies = parse(header);
  const signed = cookies[s.sessionToken];
  const copy = cookies[s.sessionUser];
  const token = signed ? verifySignedToken(signed, s.secret) : null;
  if (!token) {
    if (copy) forget(c, s.sessionUser, s.secure);
    return null;
  }
  const cached = copy ? readSessionUser(s.key, token, copy, now) : null;
  if (cached && !s.ended.refuses(token, cached.user.id, cached.until)) {
    remember(s, header, { ...cached, token });
    return cached.user;
  }
  const user = await fromDatabase(c, s, token, cookies);
  if (!user && copy) forget(c, s.sessionUser, s.secure);
  return user;
}

/** Drops this browser's session cookie and its copy: the session they name has ended. */
export function forgetSession(c: Context<AppEnv>): void {
  const s = setupOf(c.get("deps").auth);
  forget(c, s.sessionToken, s.secure);
  forget(c, s.sessionUser, s.secure);
}

/** Drops this browser's copy of the user: the next request reads the changed profile at once. */
export function forgetSessionUser(c: Context<AppEnv>): void {
  const s = setupOf(c.get("deps").auth);
  forget(c, s.sessionUser, s.secure);
}

/**
 * Whether a request answered as a signed-in user failed because that user's session has ended
 * meanwhile, elsewhere: the account deleted (its rows are gone, so a write breaks a foreign key or a
 * read finds no settings) or the session revoked. The error handler then answers 401, not 5xx, and
 * drops the cookies. Asked only on a server error, so it costs nothing otherwise.
 */
export async function sessionEndedMeanwhile(c: Context<AppEnv>): Promise<boolean> {
  if (!c.get("user")) return false;
  const user = await currentUser(c.get("deps"), headerOf(c, "cookie")).catch(() => undefined);
  return user === null;
}

/**
 * Sets `user` for the /api routes mounted after it (app.ts mounts the open ones before it). Their
 * answers are someone's own: every /api answer is `Cache-Control: no-store` unless its route says
 * otherwise (http/secure-headers.ts).
 */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = (c, next) => {
  const s = setupOf(c.get("deps").auth);
  const header = headerOf(c, "cookie");
  const now = Date.now();
  const known = knownUser(s, header, now);
  if (known !== undefined) {
    c.set("user", known);
    return next();
  }
  return signedInUser(c, s, header!, now).then((user) => {
    c.set("user", user);
    return next();
  });
};
