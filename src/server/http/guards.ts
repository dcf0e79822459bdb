import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { headerOf } from "./headers";
import { COMMON_MESSAGES } from "#shared/messages/index.ts";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site form posts are refused: a mutating request that names an Origin must name ours.
 * (JSON bodies already force a CORS preflight, which this server never grants.) `Origin: null` — a
 * sandboxed frame, a data: page, some redirects — is not ours either.
 */
export function originGuard(trusted: string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const origin = headerOf(c, "origin");
    if (origin && !trusted.includes(origin)) return c.json({ error: COMMON_MESSAGES.forbiddenOrigin }, 403);
    await next();
  };
}
