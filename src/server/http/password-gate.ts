import type { MiddlewareHandler } from "hono";
import { AUTH_MESSAGES } from "#shared/messages/index.ts";
import type { AppEnv } from "./app-env";

// A password someone else set (an admin's or a teacher's reset to a temporary one) must be changed
// before anything else: the API refuses every route but reading the session. Changing the password and
// signing out are better-auth's routes, mounted before this one and gated in its own hook
// (auth/password-gate.ts). The flag rides in the signed copy of the user, so the check costs no query.

const OPEN_TO_FLAGGED = new Set(["/api/me"]);

export const passwordGate: MiddlewareHandler<AppEnv> = (c, next) => {
  if (!c.get("user")?.mustChangePassword || OPEN_TO_FLAGGED.has(c.req.path)) return next();
  return Promise.resolve(c.json({ error: AUTH_MESSAGES.mustChangePassword }, 403));
};
