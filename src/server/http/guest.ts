import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import type { Config } from "#server/platform/config.ts";
import type { Who } from "#server/platform/context.ts";
import { GUEST_COOKIE } from "#server/auth/constants.ts";
import { cookieOf } from "./headers";

// The server issues a guest's identity: a random part (16 characters) followed by its HMAC under
// AUTH_SECRET, and the whole is the id. A value the client made up (or an old unsigned one) is not an
// identity, so no one can pick another guest's id. Dropping the cookie still gives a new identity: what
// stops that resetting an allowance is the per-address and overall guest allowances (ai/usage.ts).

const NONCE = 16;
const MAC = 27;

const macOf = (secret: string, nonce: string) => createHmac("sha256", secret).update(`guest:${nonce}`).digest("base64url").slice(0, MAC);

/** The cookie value when the server signed it (it is then the guest's id); else null. */
export function openGuestCookie(secret: string, value: string | undefined): string | null {
  if (!value || value.length !== NONCE + MAC || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const given = Buffer.from(value.slice(NONCE));
  const expected = Buffer.from(macOf(secret, value.slice(0, NONCE)));
  return timingSafeEqual(given, expected) ? value : null;
}

function newGuestId(secret: string): string {
  const nonce = randomBytes(12).toString("base64url");
  return nonce + macOf(secret, nonce);
}

/**
 * A guest's identity from its signed cookie, or a new one. The cookie is written the first time the
 * identity is read (a guest who is only turned away with 401 gets no cookie).
 */
export function guestWho(c: Context, config: Pick<Config, "authSecret" | "publicUrl">): Who {
  const known = openGuestCookie(config.authSecret, cookieOf(c, GUEST_COOKIE));
  const id = known ?? newGuestId(config.authSecret);
  let kept = !!known;
  const keep = () => {
    if (!kept) {
      kept = true;
      setCookie(c, GUEST_COOKIE, id, {
        httpOnly: true,
        sameSite: "Lax",
        path: "/",
        secure: config.publicUrl.startsWith("https://"),
        maxAge: 60 * 60 * 24 * 30,
      });
    }
    return id;
  };
  return {
    kind: "guest",
    get guestId() {
      return keep();
    },
    get subject() {
      return `guest:${keep()}`;
    },
  };
}
