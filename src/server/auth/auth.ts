import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware } from "better-auth/api";
import type { Config } from "../config";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import type { Logger } from "../logger";
import { createMailer } from "./mailer";
import { sessionUserCookieName } from "./session-cookie";
import { MAIL_MESSAGES } from "../../shared/messages";

/** The header app.ts sets from the socket address (replacing any client value) for rate limits. */
export const CLIENT_IP_HEADER = "x-rostrum-client-ip";

function trustedOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const origins = new Set([url.origin]);
  // The same server is often reached as localhost and as 127.0.0.1.
  if (url.hostname === "127.0.0.1" || url.hostname === "localhost") {
    for (const host of ["127.0.0.1", "localhost"]) origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`);
  }
  return [...origins];
}

export function createAuth(config: Config, db: Db, log: Logger) {
  const mailer = config.smtp ? createMailer(config.smtp) : undefined;
  return betterAuth({
    appName: "Rostrum",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: trustedOrigins(config.publicUrl),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    // Sign-up goes through /api/signup, which checks role, teacher code and username first.
    disabledPaths: ["/sign-up/email"],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      requireEmailVerification: !!mailer,
      autoSignIn: true,
    },
    emailVerification: mailer
      ? {
          sendOnSignUp: true,
          autoSignInAfterVerification: true,
          sendVerificationEmail: async ({ user, url }) => {
            await mailer.send({
              to: user.email,
              subject: MAIL_MESSAGES.confirmSubject,
              text: MAIL_MESSAGES.confirmText(user.name, url),
            });
          },
        }
      : undefined,
    socialProviders: config.google ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } } : undefined,
    // No better-auth cookieCache: our session middleware keeps its own signed copy of the user with the
    // profile (http/session.ts), and better-auth's own endpoints keep reading the session from the database.
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    hooks: {
      // After any better-auth call (sign-in, sign-out, a changed e-mail…) the next request reads who is
      // signed in afresh: the browser's copy of the user is dropped at once.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/get-session") return;
        const { name, attributes } = ctx.context.authCookies.sessionToken;
        ctx.setCookie(sessionUserCookieName(name), "", { ...attributes, maxAge: 0 });
      }),
    },
    rateLimit: {
      enabled: config.rateLimit,
      storage: "database",
      window: 60,
      max: 120,
      customRules: { "/sign-in/email": { window: 60, max: 10 } },
    },
    advanced: {
      cookiePrefix: "rostrum",
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        const lvl = level === "error" ? "error" : level === "warn" ? "warn" : "debug";
        log[lvl]({ args }, `auth: ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
