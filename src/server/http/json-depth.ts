import type { MiddlewareHandler } from "hono";
import { COMMON_MESSAGES } from "#shared/messages/index.ts";
import type { AppEnv } from "./app-env";

/**
 * How deeply a JSON body may nest objects and arrays. Every form the app sends is a few levels deep; a
 * body nested thousands of levels deep is only an attack, and PostgreSQL's jsonb refuses it with an
 * error deep in a write. Refused here with 400, before anything parses it.
 */
export const JSON_DEPTH_MAX = 32;

/** True when the JSON text opens more than `max` objects or arrays inside one another (strings are skipped). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (escaped) escaped = false;
      else if (c === 92) escaped = true;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > max) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

/**
 * Route middleware for JSON bodies, after the body limit (so what it reads is bounded). Hono keeps the
 * text it read, so the validator parses the same body without reading it again.
 */
export const limitJsonDepth: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (/json/i.test(c.req.header("content-type") ?? "") && nestsDeeperThan(await c.req.text(), JSON_DEPTH_MAX))
    return c.json({ error: COMMON_MESSAGES.bodyTooDeep }, 400);
  return next();
};
