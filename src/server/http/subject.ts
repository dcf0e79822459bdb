import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "./context";

const GUEST_COOKIE = "rostrum_guest";

/**
 * Who is asking, as a key for per-person data: `user:<id>` when signed in, else `guest:<id>` from an
 * anonymous cookie (set here on first use). Guests never share one identity.
 */
export function subjectOf(c: Context<AppEnv>): { subject: string; isGuest: boolean; userId: string | null } {
  const user = c.var.user;
  if (user) return { subject: `user:${user.id}`, isGuest: false, userId: user.id };
  let id = getCookie(c, GUEST_COOKIE);
  if (!id || !/^[A-Za-z0-9_-]{22,64}$/.test(id)) {
    id = randomBytes(18).toString("base64url");
    setCookie(c, GUEST_COOKIE, id, {
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
      secure: c.var.deps.config.publicUrl.startsWith("https://"),
      maxAge: 60 * 60 * 24 * 30,
    });
  }
  return { subject: `guest:${id}`, isGuest: true, userId: null };
}
