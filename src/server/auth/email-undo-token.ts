import { createHmac, timingSafeEqual } from "node:crypto";

// The link that puts an old e-mail address back, sent to that old address when the e-mail changes.
// Signed with the auth secret, so no row is kept; it works while the account still has the address it
// was changed to (a later change, or the undo itself, ends it), and for 30 days at most.

const UNDO_MAX_AGE_MS = 30 * 24 * 3600_000;

export interface EmailChange {
  userId: string;
  from: string;
  to: string;
}

const sign = (secret: string, payload: string) => createHmac("sha256", secret).update(`email-undo:${payload}`).digest("base64url");

export function undoToken(secret: string, change: EmailChange, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ ...change, exp: now + UNDO_MAX_AGE_MS })).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

/** The change a token undoes, or null when it is forged, malformed or too old. */
export function readUndoToken(secret: string, token: string, now = Date.now()): EmailChange | null {
  const [payload, mac, extra] = token.split(".");
  if (!payload || !mac || extra !== undefined) return null;
  const want = Buffer.from(sign(secret, payload));
  const got = Buffer.from(mac);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  try {
    const v = JSON.parse(Buffer.from(payload, "base64url").toString()) as Partial<EmailChange & { exp: number }>;
    if (typeof v.userId !== "string" || typeof v.from !== "string" || typeof v.to !== "string" || typeof v.exp !== "number") return null;
    return v.exp > now ? { userId: v.userId, from: v.from, to: v.to } : null;
  } catch {
    return null;
  }
}

/** The server route the old address's link opens (account domain, routes.ts). */
export const undoEmailUrl = (publicUrl: string, token: string) => `${publicUrl}/api/account/email/undo?token=${encodeURIComponent(token)}`;
