import { existsSync } from "node:fs";
import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import { CLIENT_IP_HEADER } from "./auth/constants";
import { AppError, SessionEnded } from "./platform/errors";
import { isDatabaseUnreachable } from "./db/errors";
import type { AppEnv } from "./http/app-env";
import type { Deps } from "./platform/context";
import { limitBody } from "./http/body-limit";
import { clientIpOf } from "./http/client-ip";
import { originGuard } from "./http/guards";
import { forgetSession, sessionEndedMeanwhile, sessionMiddleware } from "./http/session";
import { staticFiles } from "./http/static";
import { passwordGate } from "./http/password-gate";
import { accountRoutes } from "./domains/account/routes";
import { peopleRoutes } from "./domains/people/routes";
import { debateRoutes } from "./domains/debate/routes";
import { systemRoutes } from "./domains/system/routes";
import { motionRoutes } from "./domains/motions/routes";
import { settingsRoutes } from "./domains/settings/routes";
import { privacyRoutes } from "./domains/privacy/routes";
import { drillRoutes } from "./domains/drills/routes";
import { moduleRoutes } from "./domains/modules/routes";
import { adminModuleRoutes } from "./domains/modules/admin-routes";
import { lessonFromUrlRoutes } from "./domains/importer/routes";
import { lessonRoutes } from "./domains/lessons/routes";
import { classroomRoutes } from "./domains/classrooms/routes";
import { gradebookRoutes } from "./domains/classrooms/gradebook-routes";
import { feedbackRoutes } from "./domains/feedback/routes";
import { debateAssignmentRoutes } from "./domains/debate-assignments/routes";
import { avatarRoutes } from "./domains/avatars/routes";
import { draftRoutes } from "./domains/drafts/routes";
import { liveRoundRoutes } from "./domains/live-rounds/routes";
import { liveResultRoutes } from "./domains/live-rounds/results-routes";
import { seedStarterContent } from "./domains/modules/seed/seed";
import { documentAuthRoutes } from "./http/auth-doc";
import { AUTH_MESSAGES, COMMON_MESSAGES } from "#shared/messages/index.ts";
import { webDistDir } from "./paths";

function trustedOrigins(deps: Deps): string[] {
  return (deps.auth.options.trustedOrigins as string[] | undefined) ?? [new URL(deps.config.publicUrl).origin];
}

/** The app; `webDir` is the built web app to serve (tests pass a stand-in folder). */
export function createApp(deps: Deps, { webDir = webDistDir }: { webDir?: string } = {}) {
  const app = new OpenAPIHono<AppEnv>();

  // The security headers are set on every response by the Node server (http/listen.ts, http/secure-headers.ts).
  // A line per API request only when debug is on: timing and awaiting every request costs a busy server's CPU for nothing otherwise.
  app.use(
    "*",
    deps.log.isLevelEnabled("debug")
      ? async (c, next) => {
          c.set("deps", deps);
          const started = performance.now();
          await next();
          if (c.req.path.startsWith("/api/")) {
            deps.log.debug(
              { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
              "request",
            );
          }
        }
      : (c, next) => {
          c.set("deps", deps);
          return next();
        },
  );

  app.use("*", limitBody);
  app.use("/api/*", originGuard(trustedOrigins(deps)));

  // better-auth answers its own routes; it sees the client address (http/client-ip.ts: the socket's, or
  // a trusted proxy's X-Forwarded-For — never a client-sent header) for rate limits and sessions.
  app.on(["GET", "POST"], "/api/auth/*", (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIpOf(c));
    return deps.auth.handler(new Request(c.req.raw, { headers }));
  });

  // The open routes answer before the session middleware, so health, public config and the API
  // document do no session work at all (static files are outside /api).
  app.route("/", systemRoutes());
  app.doc31("/api/openapi.json", { openapi: "3.1.0", info: { title: "Rostrum API", version: "0.1.0" } });

  app.use("/api/*", sessionMiddleware);
  app.use("/api/*", passwordGate);
  app.route("/", accountRoutes());
  app.route("/", motionRoutes());
  app.route("/", settingsRoutes());
  app.route("/", privacyRoutes());
  app.route("/", debateRoutes());
  app.route("/", drillRoutes());
  app.route("/", moduleRoutes());
  app.route("/", adminModuleRoutes());
  app.route("/", peopleRoutes());
  app.route("/", lessonFromUrlRoutes());
  app.route("/", lessonRoutes());
  app.route("/", classroomRoutes());
  app.route("/", gradebookRoutes());
  app.route("/", feedbackRoutes());
  app.route("/", debateAssignmentRoutes());
  app.route("/", avatarRoutes());
  app.route("/", draftRoutes());
  app.route("/", liveRoundRoutes());
  app.route("/", liveResultRoutes());

  documentAuthRoutes(app);

  app.all("/api/*", (c) => c.json({ error: COMMON_MESSAGES.notFound }, 404));

  if (existsSync(webDir)) {
    app.get("*", staticFiles(webDir));
  }

  app.onError(async (err, c) => {
    if (err instanceof SessionEnded) forgetSession(c);
    // A copy of a user whose account was deleted (or whose session was revoked) on another server: its
    // writes break foreign keys and some reads find no rows. That is 401, as for any ended session.
    const status = err instanceof AppError ? err.status : err instanceof HTTPException ? err.status : 500;
    if (status >= 500 && (await sessionEndedMeanwhile(c))) {
      forgetSession(c);
      return c.json({ error: AUTH_MESSAGES.notSignedIn }, 401);
    }
    if (err instanceof AppError) return c.json({ error: err.message }, err.status);
    if (err instanceof HTTPException) {
      const message =
        err.status === 400 && /json/i.test(err.message) ? COMMON_MESSAGES.invalidJson : err.message || COMMON_MESSAGES.invalidRequest;
      return c.json({ error: message }, err.status);
    }
    // PostgreSQL down, restarting or closed to connections: say so, and the client may try again shortly.
    if (isDatabaseUnreachable(err)) {
      deps.log.error({ err, path: c.req.path }, "database not reachable");
      return c.json({ error: COMMON_MESSAGES.databaseUnreachable }, 503);
    }
    deps.log.error({ err, path: c.req.path }, "unhandled error");
    return c.json({ error: COMMON_MESSAGES.serverError }, 500);
  });

  return app;
}

/**
 * What runs once at start, after migration and before the server listens (main.ts). Test servers do
 * not call it, so their databases start empty; a test that wants the curriculum calls it itself.
 */
export async function runStartupTasks(deps: Deps): Promise<void> {
  // The curriculum is optional content: a failure is logged, and the server still starts.
  await seedStarterContent(deps).catch((err: unknown) => deps.log.error({ err }, "starter curriculum could not be added"));
}
