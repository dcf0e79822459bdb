import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { sessionUserFor } from "../features/account/service";

/** Resolves the session cookie to the signed-in user (with profile), or null. Identity never comes from a request body. */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const deps = c.var.deps;
  const found = await deps.auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
  c.set("user", found?.user ? await sessionUserFor(deps, found.user) : null);
  await next();
};
