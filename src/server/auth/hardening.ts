import { createHash } from "node:crypto";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { SIGNIN_PER_ACCOUNT, SIGNIN_PER_ACCOUNT_ADDRESS } from "../core/request-limits";
import { takeAll } from "../platform/limits/limiter";
import { GUEST_COOKIE } from "../http/guest";
import { COMMON_MESSAGES } from "../../shared/messages";
import { CLIENT_IP_HEADER } from "./auth";

// What auth.ts's hooks add for issue 11: sign-in limits per account, a password change that ends the
// other sessions, and a guest identity that ends at sign-in and sign-out.

interface HookCtx {
  path: string;
  body?: unknown;
  headers?: Headers;
}

/**
 * Sign-in is limited per account from one address and per account from anywhere (better-auth limits
 * each address): one attacker can neither guess a password nor lock out everyone behind a school's
 * address. The e-mail is kept hashed in the counter's key.
 */
async function signinAllowed(db: Db, body: unknown, address: string): Promise<boolean> {
  const email = (body as { email?: unknown } | undefined)?.email;
  if (typeof email !== "string" || !email.trim()) return true;
  const account = createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 32);
  return takeAll(db, [
    { key: `signin:${account}|${address}`, rule: SIGNIN_PER_ACCOUNT_ADDRESS },
    { key: `signin:${account}`, rule: SIGNIN_PER_ACCOUNT },
  ]);
}

/** Run by better-auth.ts's before hook, after its body checks: the message of a refusal (429), or null. */
export async function hardenBefore(ctx: HookCtx, config: Pick<Config, "rateLimit">, db: Db): Promise<string | null> {
  if (ctx.path === "/sign-in/email" && config.rateLimit) {
    const address = ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown";
    if (!(await signinAllowed(db, ctx.body, address))) return COMMON_MESSAGES.tooManyRequests;
  }
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
