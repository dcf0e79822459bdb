import type { Config } from "#server/platform/config.ts";
import type { Db } from "#server/db/client.ts";
import { and, gt, inArray } from "drizzle-orm";
import { session } from "#server/db/schema/index.ts";
import { COMMON_MESSAGES } from "#shared/messages/index.ts";
import { GUEST_COOKIE } from "./constants";
import { signinAllowed } from "./signin-limits";
import type { EndedSessions } from "./session/ended-sessions";

// What auth.ts's hooks add to better-auth: sign-in limits (signin-limits.ts), a password change that ends the
// other sessions, a revoke-session that refuses another's token, and a guest identity that ends at
// sign-in and sign-out.

interface HookCtx {
  path: string;
  body?: unknown;
  headers?: Headers;
  getSignedCookie(name: string, secret: string): Promise<string | null | false | undefined>;
  context: { secret: string; authCookies: { sessionToken: { name: string } } };
}

/** A refusal by the before hook: better-auth's status name and the message. */
export interface Refusal {
  status: "TOO_MANY_REQUESTS" | "NOT_FOUND" | "BAD_REQUEST";
  message: string;
}

/**
 * better-auth's revoke-session deletes a session only when it is the caller's, but answers 200 for any
 * token: one that is not among the caller's sessions is refused as not found instead, so the answer
 * says what happened. A caller without a live session is left to better-auth (401).
 */
async function revokesAnother(ctx: HookCtx, db: Db): Promise<boolean> {
  const token = (ctx.body as { token?: unknown } | undefined)?.token;
  if (typeof token !== "string") return false;
  const mine = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (!mine) return false;
  const rows = await db
    .select({ token: session.token, userId: session.userId })
    .from(session)
    .where(and(inArray(session.token, [mine, token]), gt(session.expiresAt, new Date())));
  const caller = rows.find((r) => r.token === mine);
  const target = rows.find((r) => r.token === token);
  return !!caller && target?.userId !== caller.userId;
}

/** Run by better-auth.ts's before hook, after its body checks: a refusal, or null. */
export async function hardenBefore(
  ctx: HookCtx,
  config: Pick<Config, "rateLimit" | "signinAddressLimit">,
  db: Db,
): Promise<Refusal | null> {
  if (ctx.path === "/sign-in/email" && config.rateLimit) {
    if (!(await signinAllowed(ctx, config, db))) return { status: "TOO_MANY_REQUESTS", message: COMMON_MESSAGES.tooManyRequests };
  }
  if (ctx.path === "/revoke-session" && (await revokesAnother(ctx, db))) return { status: "NOT_FOUND", message: COMMON_MESSAGES.notFound };
  // A changed password ends the user's other sessions, whatever the client asked.
  if (ctx.path === "/change-password" && ctx.body && typeof ctx.body === "object") {
    (ctx.body as Record<string, unknown>).revokeOtherSessions = true;
  }
  return null;
}

/** Run by auth.ts's after hook: signed in or out, the guest identity goes, so the next person at a shared computer does not see the last guest's round. */
export function hardenAfter(ctx: {
  path: string;
  context: { newSession?: unknown };
  setCookie(name: string, value: string, opts: { path: string; maxAge: number }): unknown;
}): void {
  if (ctx.path === "/sign-out" || ctx.context.newSession) ctx.setCookie(GUEST_COOKIE, "", { path: "/", maxAge: 0 });
}

/** The better-auth routes that end all the caller's sessions, or all but the one it keeps or makes anew. */
const ENDS_USER_SESSIONS = new Set(["/revoke-sessions", "/revoke-other-sessions", "/change-password"]);

/**
 * Run by better-auth.ts's after hook: a session a better-auth route ended is noted, so this process
 * refuses its signed copies at once (ended-sessions.ts), a copied cookie pair included. A call that
 * failed (a wrong current password, say) ended nothing.
 */
export async function noteEndedSessions(
  ctx: HookCtx & { context: { session?: { user: { id: string } } | null; returned?: unknown } },
  ended: EndedSessions,
): Promise<void> {
  if (ctx.context.returned instanceof Error) return;
  if (ctx.path === "/sign-out") {
    const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
    if (token) ended.session(token);
  } else if (ctx.path === "/revoke-session") {
    const token = (ctx.body as { token?: unknown } | undefined)?.token;
    if (typeof token === "string") ended.session(token);
  } else if (ENDS_USER_SESSIONS.has(ctx.path) && ctx.context.session) {
    ended.userSessions(ctx.context.session.user.id);
  }
}
