import { existsSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { OpenAPIHono } from "@hono/zod-openapi";
import { serveStatic } from "@hono/node-server/serve-static";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { CLIENT_IP_HEADER } from "./auth/auth";
import { AppError } from "./errors";
import type { AppEnv, Deps } from "./http/context";
import { originGuard } from "./http/guards";
import { sessionMiddleware } from "./http/session";
import { accountRoutes } from "./features/account/routes";
import { debateRoutes } from "./features/debate/routes";
import { healthRoutes } from "./features/health/routes";
import { motionRoutes } from "./features/motions/routes";
import { settingsRoutes } from "./features/settings/routes";
import { drillRoutes } from "./features/drills/routes";
import { COMMON_MESSAGES } from "../shared/messages";

const webDir = fileURLToPath(new URL("../../dist/web", import.meta.url));

function trustedOrigins(deps: Deps): string[] {
  return (deps.auth.options.trustedOrigins as string[] | undefined) ?? [new URL(deps.config.publicUrl).origin];
}

export function createApp(deps: Deps) {
  const app = new OpenAPIHono<AppEnv>();

  app.use("*", secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "https:"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", "data:"],
      frameAncestors: ["'none'"],
      formAction: ["'self'", "https://accounts.google.com"],
    },
    crossOriginEmbedderPolicy: false,
  }));

  app.use("*", async (c, next) => {
    c.set("deps", deps);
    const started = performance.now();
    await next();
    if (c.req.path.startsWith("/api/")) {
      deps.log.debug({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, "request");
    }
  });

  app.use("/api/*", originGuard(trustedOrigins(deps)));

  // better-auth answers its own routes; it sees the socket address (never a client-sent header) for rate limits.
  app.on(["GET", "POST"], "/api/auth/*", (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.env?.incoming?.socket?.remoteAddress ?? "unknown");
    return deps.auth.handler(new Request(c.req.raw, { headers }));
  });

  app.use("/api/*", sessionMiddleware);
  app.route("/", healthRoutes());
  app.route("/", accountRoutes());
  app.route("/", motionRoutes());
  app.route("/", settingsRoutes());
  app.route("/", debateRoutes());
  app.route("/", drillRoutes());

  app.doc31("/api/openapi.json", { openapi: "3.1.0", info: { title: "Rostrum API", version: "0.1.0" } });
  app.openAPIRegistry.registerPath({
    method: "post", path: "/api/auth/sign-in/email", tags: ["account"], summary: "Sign in with e-mail and password (better-auth)",
    responses: { 200: { description: "Signed in; sets the session cookie" }, 401: { description: "Wrong e-mail or password" } },
  });
  app.openAPIRegistry.registerPath({
    method: "post", path: "/api/auth/sign-out", tags: ["account"], summary: "Sign out (better-auth)",
    responses: { 200: { description: "Signed out; clears the session cookie" } },
  });

  app.all("/api/*", (c) => c.json({ error: COMMON_MESSAGES.notFound }, 404));

  if (existsSync(webDir)) {
    const root = relative(process.cwd(), webDir) || ".";
    app.use("/*", serveStatic({ root }));
    app.get("*", serveStatic({ root, path: "index.html" }));
  }

  app.onError((err, c) => {
    if (err instanceof AppError) return c.json({ error: err.message }, err.status);
    if (err instanceof HTTPException) {
      const message = err.status === 400 && /json/i.test(err.message) ? COMMON_MESSAGES.invalidJson : err.message || COMMON_MESSAGES.invalidRequest;
      return c.json({ error: message }, err.status);
    }
    deps.log.error({ err, path: c.req.path }, "unhandled error");
    return c.json({ error: COMMON_MESSAGES.serverError }, 500);
  });

  return app;
}
