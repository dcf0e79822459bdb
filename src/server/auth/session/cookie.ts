import { createHmac, timingSafeEqual } from "node:crypto";
import type { SessionUser } from "#shared/account/schemas.ts";

// Two cookies meet here: better-auth's session token (signed by better-call as `<token>.<base64
// HMAC-SHA256>`), and our own short-lived, signed copy of the signed-in user with its profile, so a
// request needs no identity query while the copy is fresh. What that costs in revocation delay is
// written down in docs/security.md.

/** How long the signed-in user is taken from the cookie before the database is asked again. */
export const SESSION_USER_MAX_AGE_S = 60;

/** Our cookie sits beside better-auth's and shares its prefixes (`rostrum.`, `__Secure-` over HTTPS). */
export const sessionUserCookieName = (sessionTokenCookieName: string) => sessionTokenCookieName.replace(/session_token$/, "session_user");

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The token inside better-auth's signed session cookie value (URI-decoded), or null when it is not one of ours. */
export function verifySignedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  // better-call's own shape check (base64 of 32 bytes) before any hashing.
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  return sameText(signature, createHmac("sha256", secret).update(token).digest("base64")) ? token : null;
}

/**
 * The key that signs our cookie: derived from the auth secret, never the secret itself, so the two
 * signatures cannot stand in for each other. The version in the label retires every old cookie
 * when the payload's shape changes.
 */
export const sessionUserKey = (secret: string): Buffer => createHmac("sha256", secret).update("rostrum session_user v1").digest();

// The MAC covers the session token too: the copy is worthless beside any other session (another
// account signed in on this browser, a new session after sign-out, a stolen cookie on its own).
const mac = (key: Buffer, payload: string, token: string) => createHmac("sha256", key).update(`${payload}.${token}`).digest("base64url");

interface Payload {
  u: SessionUser;
  /** Until when (ms since epoch) the copy may be used: checked here, not only by the browser. */
  e: number;
}

export function sealSessionUser(key: Buffer, token: string, user: SessionUser, expiresAt: number): string {
  const payload = Buffer.from(JSON.stringify({ u: user, e: expiresAt } satisfies Payload)).toString("base64url");
  return `${payload}.${mac(key, payload, token)}`;
}

/** The user in our cookie and until when it may be used, when made by us for this session token and still fresh; else null. */
export function readSessionUser(key: Buffer, token: string, value: string, now: number): { user: SessionUser; until: number } | null {
  const dot = value.indexOf(".");
  if (dot < 1) return null;
  const payload = value.slice(0, dot);
  if (!sameText(value.slice(dot + 1), mac(key, payload, token))) return null;
  try {
    const { u, e } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Payload;
    return typeof e === "number" && e > now && u && typeof u.id === "string" ? { user: u, until: e } : null;
  } catch {
    return null;
  }
}

/** The user in our cookie when it was made by us, for this session token, and is still fresh; else null. */
export const openSessionUser = (key: Buffer, token: string, value: string, now: number): SessionUser | null =>
  readSessionUser(key, token, value, now)?.user ?? null;
