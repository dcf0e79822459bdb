import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { COMMON_MESSAGES, SETTINGS_MESSAGES } from "../../shared/messages";
import { AVATAR_MAX_BYTES } from "../../shared/settings/avatar-url";
import type { AppEnv } from "./context";

/** What any /api request may send: every form, drill and setting fits with room to spare. */
export const BODY_LIMIT = 64 * 1024;

/**
 * Lesson bodies and lesson writing: a lesson holds a reading of up to 50,000 characters, prompts and a
 * quiz of 20 questions (about 100,000 characters in all), a submission two 20,000-character answers.
 * UTF-8 takes up to 3 bytes a character for most scripts, so the limit is 3 bytes a character.
 */
export const LARGE_BODY_LIMIT = 320 * 1024;
const LARGE_ROUTES = [/^\/api\/(lessons|admin\/module-lessons)(\/[^/]+)?$/, /\/lessons\/[^/]+\/submit$/, /^\/api\/lesson-feedback$/];

// The rest of the body is never read, so the connection cannot carry another request: it is closed.
const refuse = (c: Context) => c.json({ error: COMMON_MESSAGES.bodyTooLarge }, 413, { Connection: "close" });
const tooLarge = bodyLimit({ maxSize: BODY_LIMIT, onError: refuse });
const tooLargeForLesson = bodyLimit({ maxSize: LARGE_BODY_LIMIT, onError: refuse });
/** An avatar upload is the image itself (features/avatars): up to 2 MB, refused with its own message. */
const tooLargeForAvatar = bodyLimit({
  maxSize: AVATAR_MAX_BYTES,
  onError: (c) => c.json({ error: SETTINGS_MESSAGES.avatarTooLarge }, 413, { Connection: "close" }),
});

/**
 * Refuses an oversized body with 413 before anything reads it: by Content-Length when the client sends
 * one, else while it streams in (nothing past the limit is kept in memory).
 */
export const limitBody: MiddlewareHandler<AppEnv> = (c, next) =>
  // A GET or HEAD has no body to limit, and asking for one (`req.raw.body`) would build a whole fetch Request.
  c.req.method === "GET" || c.req.method === "HEAD"
    ? next()
    : (c.req.path === "/api/me/avatar" ? tooLargeForAvatar : LARGE_ROUTES.some((r) => r.test(c.req.path)) ? tooLargeForLesson : tooLarge)(
        c,
        next,
      );
