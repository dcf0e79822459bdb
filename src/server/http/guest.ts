import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { Who } from "./context";

const GUEST_COOKIE = "rostrum_guest";

/**
 * A guest's identity from its anonymous cookie, or a new one. The cookie is written the first time
 * the identity is read (a guest who is only turned away with 401 gets no cookie).
 */
export function guestWho(c: Context, publicUrl: string): Who {
  const known = getCookie(c, GUEST_COOKIE);
  const valid = !!known && /^[A-Za-z0-9_-]{22,64}$/.test(known);
  const id = valid ? known : randomBytes(18).toString("base64url");
  let kept = valid;
  const keep = () => {
    if (!kept) {
      kept = true;
      setCookie(c, GUEST_COOKIE, id, {
        httpOnly: true,
        sameSite: "Lax",
        path: "/",
        secure: publicUrl.startsWith("https://"),
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
