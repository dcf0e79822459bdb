import type { Config } from "#server/platform/config.ts";
import type { Db } from "#server/db/client.ts";
import * as schema from "#server/db/schema/index.ts";
import type { Logger } from "#server/platform/logger.ts";
import { grantListedAdmin } from "./identity";
import { AUTH_COOKIE_PREFIX, CLIENT_IP_HEADER, SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S, trustedOrigins } from "./constants";
import type { EndedSessions } from "./session/ended-sessions";
import { hardenAfter, hardenBefore, noteEndedSessions } from "./hardening";
import { afterSignin } from "./signin-limits";
import { gatedPasswords } from "./password-hashing";
import { createMailer } from "#server/platform/mail/mailer.ts";
import { sessionUserCookieName } from "./session/cookie";
import { afterUserUpdate, emailChangeRefusal } from "./email-change";
import { endResetLinks, mayMailResetLink } from "./reset-links";
import { mustChangePasswordFirst, passwordChosen } from "./password-gate";
import { AUTH_MESSAGES, COMMON_MESSAGES, MAIL_MESSAGES } from "#shared/messages/index.ts";
import { isStorable } from "#shared/text.ts";
import { NAME_MAX } from "#shared/validation/auth.ts";

// better-auth itself, configured. Loaded on first use (auth.ts): most requests never need it, and
// importing it costs about 20 MiB of a server's memory at idle. Its packages are imported inside
// createBetterAuth, not at the top: a bundle that keeps packages external (scripts/build-server.mjs)
// would hoist a top-level import to the start of main.js and load them at start after all.

/** The longest text any better-auth body needs (a callback URL); names and pictures have their own caps. */
const AUTH_TEXT_MAX = 2048;
const IMAGE_MAX = 2048;

/** Why a better-auth request body is refused, or null. Checked before better-auth reads or stores anything. */
function refusedAuthBody(path: string, body: unknown): string | null {
  const texts: string[] = [];
  const walk = (v: unknown, depth: number): void => {
    if (typeof v === "string") texts.push(v);
    else if (v && typeof v === "object" && depth < 4) for (const x of Object.values(v)) walk(x, depth + 1);
  };
  walk(body, 0);
  if (texts.some((t) => !isStorable(t))) return COMMON_MESSAGES.unstorableText;
  if (texts.some((t) => t.length > AUTH_TEXT_MAX)) return COMMON_MESSAGES.invalidRequest;
  const b = (body ?? {}) as { name?: unknown; image?: unknown };
  // The product never renames a user through better-auth (the username lives in the profile), but its
  // update-user route is open: its `name` and `image` get the same caps as at sign-up.
  if (path === "/update-user" && typeof b.name === "string" && b.name.trim().length > NAME_MAX) return AUTH_MESSAGES.nameTooLong;
  if (typeof b.image === "string" && b.image.length > IMAGE_MAX) return COMMON_MESSAGES.invalidRequest;
  return null;
}

function clipped(user: { name?: string | null; image?: string | null }) {
  const out: { name?: string; image?: string | null } = {};
  if (typeof user.name === "string") out.name = user.name.slice(0, 200);
  if (typeof user.image === "string") out.image = user.image.length > IMAGE_MAX ? null : user.image;
  return out;
}

/** The web app's reset page for a reset token (paths.ts resetPassword). */
export const resetPasswordUrl = (publicUrl: string, token: string) => `${publicUrl}/#/reset-password?token=${encodeURIComponent(token)}`;

export async function createBetterAuth(config: Config, db: Db, log: Logger, endedSessions: EndedSessions) {
  const [{ betterAuth }, { drizzleAdapter }, { APIError, createAuthMiddleware }] = await Promise.all([
    import("better-auth"),
    import("better-auth/adapters/drizzle"),
    import("better-auth/api"),
  ]);
  const mailer = config.smtp ? createMailer(config.smtp) : undefined;
  const password = await gatedPasswords();
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
      // better-auth's scrypt, a few at a time: a burst of sign-ins does not take every core (password-hashing.ts).
      password,
      requireEmailVerification: !!mailer,
      autoSignIn: true,
      // Whoever had the old password is signed out everywhere (change-password likewise: hardening.ts).
      revokeSessionsOnPasswordReset: true,
      // …and at once on this process, not when their signed copies of the user run out.
      // A used link ends the account's other links too.
      onPasswordReset: async ({ user }) => {
        endedSessions.userSessions(user.id);
        await endResetLinks(db, user.id);
        // They chose this password themselves: a temporary one no longer needs changing.
        await passwordChosen(db, user.id);
      },
      // The link opens the web app's reset page with the token in the address's fragment, which no
      // server log sees. Without SMTP there is no reset by e-mail: an admin resets the password.
      sendResetPassword: mailer
        ? async ({ user, token }) => {
            // A newer link ends the older ones; past the account's cap nothing is sent (reset-links.ts).
            if (!(await mayMailResetLink(db, user.id, token, config.rateLimit))) return;
            await mailer.send({
              to: user.email,
              subject: MAIL_MESSAGES.resetSubject,
              text: MAIL_MESSAGES.resetText(user.name, resetPasswordUrl(config.publicUrl, token)),
            });
          }
        : undefined,
    },
    emailVerification: mailer
      ? {
          sendOnSignUp: true,
          autoSignInAfterVerification: true,
          // With e-mail confirmation on, an ADMIN_EMAILS address counts once it is proven.
          afterEmailVerification: async (user) => grantListedAdmin(db, config.adminEmails, user),
          sendVerificationEmail: async ({ user, url }) => {
            await mailer.send({
              to: user.email,
              subject: MAIL_MESSAGES.confirmSubject,
              text: MAIL_MESSAGES.confirmText(user.name, url),
            });
          },
        }
      : undefined,
    // Without SMTP there is no way to confirm a new address, so it changes at once (as a sign-up's is
    // taken unconfirmed then); with SMTP, the new address gets a link and changes when it is followed.
    user: { changeEmail: { enabled: true, updateEmailWithoutVerification: !mailer } },
    socialProviders: config.google ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } } : undefined,
    // What a provider sends (a Google name or picture URL) is clipped to what the screens and database expect.
    databaseHooks: {
      user: {
        create: { before: async (user) => ({ data: { ...user, ...clipped(user) } }) },
        update: {
          before: async (user) => ({ data: { ...user, ...clipped(user) } }),
          after: async (user, ctx) =>
            afterUserUpdate({ db, log, publicUrl: config.publicUrl, secret: config.authSecret, mailer, endedSessions }, user, ctx),
        },
      },
    },
    // No better-auth cookieCache: our session middleware keeps its own signed copy of the user with the
    // profile (http/session.ts), and better-auth's own endpoints keep reading the session from the database.
    session: { expiresIn: SESSION_EXPIRES_IN_S, updateAge: SESSION_UPDATE_AGE_S },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const refused = refusedAuthBody(ctx.path, ctx.body);
        if (refused) throw new APIError("BAD_REQUEST", { message: refused });
        const refusal = await hardenBefore(ctx, config, db);
        if (refusal) throw new APIError(refusal.status, { message: refusal.message });
        // A live session alone does not change the e-mail: the current password must come with it.
        const emailRefusal = ctx.path === "/change-email" ? await emailChangeRefusal(ctx, db) : null;
        if (emailRefusal) throw new APIError(emailRefusal.status, { message: emailRefusal.message });
        // A password someone else set: changing it comes first (auth/password-gate.ts).
        if (await mustChangePasswordFirst(ctx, db)) throw new APIError("FORBIDDEN", { message: AUTH_MESSAGES.mustChangePassword });
      }),
      // After any better-auth call (sign-in, sign-out, a changed e-mail…) the next request reads who is
      // signed in afresh: the browser's copy of the user is dropped at once.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/get-session") return;
        const { name, attributes } = ctx.context.authCookies.sessionToken;
        ctx.setCookie(sessionUserCookieName(name), "", { ...attributes, maxAge: 0 });
        hardenAfter(ctx);
        if (ctx.path === "/sign-in/email" && config.rateLimit) await afterSignin(ctx, config, db);
        await noteEndedSessions(ctx, endedSessions);
        // The user chose their own password: the must-change gate opens (the copy was dropped above).
        if (ctx.path === "/change-password" && !(ctx.context.returned instanceof Error) && ctx.context.session)
          await passwordChosen(db, ctx.context.session.user.id);
      }),
    },
    rateLimit: {
      enabled: config.rateLimit,
      storage: "database",
      window: 60,
      max: 120,
      customRules: {
        // Counted by the one limiter instead, per account, device and address (signin-limits.ts): a
        // per-address cap of 10 a minute refused a class behind one school address from the 11th student.
        "/sign-in/email": false,
        // Each asks for an e-mail to someone's inbox, or tries a token: a few per address.
        "/request-password-reset": { window: 15 * 60, max: 5 },
        "/reset-password": { window: 15 * 60, max: 10 },
        // Each tries a current password.
        "/change-email": { window: 15 * 60, max: 10 },
      },
    },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // E-mails (reset links, confirmations) go out after the answer, not before it: an answer that waited
      // for the mail server would come later for an address with an account, and so tell it apart.
      // better-auth hands over each send with its failure already logged (the logger below).
      backgroundTasks: { handler: (task) => void task },
    },
    telemetry: { enabled: false },
    // An error that is not better-auth's own answer (a database that cannot be reached…) goes on to the
    // app's one error handler (app.ts), which tells a 503 from a 500, rather than an empty 500.
    onAPIError: { throw: true },
    logger: {
      log: (level, message, ...args) => {
        const lvl = level === "error" ? "error" : level === "warn" ? "warn" : "debug";
        log[lvl]({ args }, `auth: ${message}`);
      },
    },
  });
}

export type BetterAuth = Awaited<ReturnType<typeof createBetterAuth>>;
