import { parse } from "hono/utils/cookie";
import type { Auth } from "#server/auth/auth.ts";
import { findSession } from "#server/auth/identity.ts";
import type { Deps } from "#server/platform/context.ts";
import type { SessionUser } from "#shared/account/schemas.ts";
import type { EndedSessions } from "./ended-sessions";
import { sessionUserCookieName, sessionUserKey, verifySignedToken } from "./cookie";

// The session fast path's memory, transport-free: better-auth's cookie names and secret as it has
// them, the Cookie headers verified lately, and the database's view of a session for the checks that
// cannot wait. The HTTP middleware (http/session.ts) reads and sets the cookies with it.

export interface CookieSetup {
  sessionToken: string;
  dontRemember: string;
  sessionUser: string;
  secure: boolean;
  secret: string;
  key: Buffer;
  /** better-auth extends a session when less than expiresIn - updateAge of it is left. */
  extendWithinMs: number;
  /** Cookie headers whose session cookies were verified (both HMACs), so a browser's repeated requests skip them: see remember(). */
  verified: Map<string, Verified>;
  /** Sessions this process ended lately (auth/session/ended-sessions.ts). */
  ended: EndedSessions;
}

export interface Verified {
  user: SessionUser;
  until: number;
  token: string;
}

const setups = new WeakMap<Auth, CookieSetup>();

// Known without loading better-auth (auth/auth.ts): most requests never do.
export function setupOf(auth: Auth): CookieSetup {
  let setup = setups.get(auth);
  if (!setup) {
    setup = {
      sessionToken: auth.cookies.sessionToken,
      dontRemember: auth.cookies.dontRemember,
      sessionUser: sessionUserCookieName(auth.cookies.sessionToken),
      secure: auth.cookies.secure,
      secret: auth.secret,
      key: sessionUserKey(auth.secret),
      extendWithinMs: (auth.session.expiresIn - auth.session.updateAge) * 1000,
      verified: new Map(),
      ended: auth.endedSessions,
    };
    const verified = setup.verified;
    // An ended session's remembered headers go at once, so its next request checks the copy in full (and refuses it).
    auth.endedSessions.subscribe(({ token, userId }) => {
      for (const [header, v] of verified) if (v.token === token || v.user.id === userId) verified.delete(header);
    });
    setups.set(auth, setup);
  }
  return setup;
}

/**
 * A small memory of Cookie headers whose session cookies were checked: a browser sends the same header
 * with every request, and the same cookies verify the same way again, so a repeat costs one lookup
 * instead of parsing the cookies and two HMACs (a visible share of a signed-in request's CPU). The
 * copy's own time limit is still checked on every use. Oldest first out, and long headers are not
 * kept, so the memory stays small (at most 1,000 × 4 KB).
 */
const VERIFIED_MAX = 1000;
const VERIFIED_HEADER_MAX = 4096;

export function remember(s: CookieSetup, header: string, verified: Verified) {
  if (header.length > VERIFIED_HEADER_MAX) return;
  if (s.verified.size >= VERIFIED_MAX) s.verified.delete(s.verified.keys().next().value!);
  s.verified.set(header, verified);
}

/**
 * The signed-in user (or null) when it is known at once, without a promise: the Cookie header was
 * verified lately, or there is none. That is nearly every request; undefined sends the others through
 * signedInUser().
 */
export function knownUser(s: CookieSetup, header: string | undefined, now: number): SessionUser | null | undefined {
  if (!header) return null;
  const known = s.verified.get(header);
  if (!known) return undefined;
  if (known.until > now) return known.user;
  s.verified.delete(header);
  return undefined;
}

/**
 * The signed-in user as the database has it now — the session row, its user and profile — never the
 * signed copy: null when the session is gone (signed out, revoked, the account deleted) or expired.
 * One query, for the checks that must not wait out the copy's 60 seconds (auth/access.ts
 * requireAdminNow, and sessionEndedMeanwhile below); ordinary requests never call it.
 */
export async function currentUser(
  { db, auth }: Pick<Deps, "db" | "auth">,
  cookieHeader: string | null | undefined,
): Promise<SessionUser | null> {
  const s = setupOf(auth);
  const signed = cookieHeader ? parse(cookieHeader, s.sessionToken)[s.sessionToken] : undefined;
  const token = signed ? verifySignedToken(signed, s.secret) : null;
  const row = token ? await findSession(db, token) : null;
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  const p = row.profile ?? { username: "", role: "student" as const, isAdmin: false, mustChangePassword: false };
  return { id: row.id, email: row.email, username: p.username, role: p.role, isAdmin: p.isAdmin, mustChangePassword: p.mustChangePassword };
}
