import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { profiles } from "#server/db/schema/auth.ts";
import { findSession } from "./identity";

// better-auth's side of the must-change-password gate (http/password-gate.ts is the app's): a signed-in
// account whose password someone else set may change it, sign out, read its session, or sign in again,
// and nothing else (not change its e-mail with the temporary password, say). The flag is cleared once
// the user sets their own password (change-password here, or a reset link: better-auth.ts).

const OPEN = ["/change-password", "/sign-out", "/get-session", "/sign-in/", "/callback/", "/request-password-reset", "/reset-password"];
const isOpen = (path: string) => OPEN.some((p) => (p.endsWith("/") ? path.startsWith(p) : path === p || path.startsWith(`${p}/`)));

interface GateCtx {
  path: string;
  getSignedCookie(name: string, secret: string): Promise<string | null | false | undefined>;
  context: { secret: string; authCookies: { sessionToken: { name: string } } };
}

/** Whether this better-auth call comes from a session whose account must change its password first. One query, and only off the open routes. */
export async function mustChangePasswordFirst(ctx: GateCtx, db: Db): Promise<boolean> {
  if (isOpen(ctx.path)) return false;
  const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (!token) return false;
  const row = await findSession(db, token);
  return !!row?.profile?.mustChangePassword && row.expiresAt.getTime() > Date.now();
}

/** The user set their own password: the gate opens. */
export async function passwordChosen(db: Db, userId: string): Promise<void> {
  await db.update(profiles).set({ mustChangePassword: false }).where(eq(profiles.id, userId));
}
