import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { matchedRoutes } from "hono/route";
import { COMMON_MESSAGES } from "#shared/messages/index.ts";
import type { AppEnv } from "./app-env";

/** What any /api request may send unless its route declares more: every form, drill and setting fits with room to spare. */
export const BODY_LIMIT = 64 * 1024;

/**
 * Lesson bodies and lesson writing: a lesson holds a reading of up to 50,000 characters, prompts and a
 * quiz of 20 questions (about 100,000 characters in all), a submission two 20,000-character answers.
 * UTF-8 takes up to 3 bytes a character for most scripts, so the limit is 3 bytes a character.
 */
export const LARGE_BODY_LIMIT = 320 * 1024;

// The rest of the body is never read, so the connection cannot carry another request: it is closed.
const refuseWith = (message: string) => (c: Context) => c.json({ error: message }, 413, { Connection: "close" });

/** The limits routes declared for themselves: the default stands aside for them. */
const declared = new WeakSet<MiddlewareHandler<AppEnv>>();

/**
 * A route's own body limit, as route middleware (jsonRoute's `bodyLimit`, or `middleware` on a
 * hand-made route). It replaces the default for that route, larger or smaller, with its own message.
 */
export function routeBodyLimit(maxSize: number, message: string = COMMON_MESSAGES.bodyTooLarge): MiddlewareHandler<AppEnv> {
  const limit: MiddlewareHandler<AppEnv> = bodyLimit({ maxSize, onError: refuseWith(message) });
  declared.add(limit);
  return limit;
}

const byDefault = bodyLimit({ maxSize: BODY_LIMIT, onError: refuseWith(COMMON_MESSAGES.bodyTooLarge) });

/**
 * Refuses an oversized body with 413 before anything reads it: by Content-Length when the client sends
 * one, else while it streams in (nothing past the limit is kept in memory). Every request is held to
 * the default unless the route it reaches declares its own limit (routeBodyLimit); better-auth's
 * routes, unknown paths and static files keep the default.
 */
export const limitBody: MiddlewareHandler<AppEnv> = (c, next) =>
  // A GET or HEAD has no body to limit, and asking for one (`req.raw.body`) would build a whole fetch Request.
  c.req.method === "GET" || c.req.method === "HEAD" || matchedRoutes(c).some((r) => declared.has(r.handler)) ? next() : byDefault(c, next);
