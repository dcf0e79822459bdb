import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  authErrorSchema,
  changeEmailRequest,
  changeEmailResponse,
  changePasswordRequest,
  changePasswordResponse,
  requestPasswordResetRequest,
  resetPasswordRequest,
  statusResponse,
  signInRequest,
  signInResponse,
  signOutRequest,
  signOutResponse,
  socialSignInRequest,
  socialSignInResponse,
} from "#shared/account/schemas.ts";
import type { AppEnv } from "./app-env";

const json = <S>(schema: S) => ({ "application/json": { schema } });

/** better-auth answers /api/auth/* itself (see app.ts); the calls the web makes are documented here by hand. */
export function documentAuthRoutes(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerPath({
    method: "post",
    path: "/api/auth/sign-in/email",
    tags: ["account"],
    summary: "Sign in with e-mail and password (better-auth)",
    request: { body: { required: true, content: json(signInRequest) } },
    responses: {
      200: {
        description: "Signed in; sets the session cookie (and the device cookie, with rate limits on)",
        content: json(signInResponse),
      },
      401: { description: "Wrong e-mail or password", content: json(authErrorSchema) },
      403: { description: "E-mail not confirmed yet", content: json(authErrorSchema) },
      429: { description: "Too many wrong passwords (per account, per known browser or per address)", content: json(authErrorSchema) },
    },
  });
  app.openAPIRegistry.registerPath({
    method: "post",
    path: "/api/auth/sign-out",
    tags: ["account"],
    summary: "Sign out (better-auth)",
    // better-auth refuses a sign-out without a JSON body (415/400): the client sends `{}`.
    request: { body: { required: true, content: json(signOutRequest) } },
    responses: { 200: { description: "Signed out; clears the session cookie", content: json(signOutResponse) } },
  });
  app.openAPIRegistry.registerPath({
    method: "post",
    path: "/api/auth/sign-in/social",
    tags: ["account"],
    summary: "Start Google sign-in (better-auth; 404 when Google is not configured)",
    request: { body: { required: true, content: json(socialSignInRequest) } },
    responses: {
      200: { description: "Where to send the browser to sign in with Google", content: json(socialSignInResponse) },
      404: { description: "Google sign-in is not configured", content: json(authErrorSchema) },
    },
  });
  app.openAPIRegistry.registerPath({
    method: "post",
    path: "/api/auth/change-password",
    tags: ["account"],
    summary: "Change the password (better-auth); every other session of the account ends",
    request: { body: { required: true, content: json(changePasswordRequest) } },
    responses: {
      200: { description: "Changed; this browser gets a new session cookie", content: json(changePasswordResponse) },
      400: { description: "Wrong current password, or a new one too short or long", content: json(authErrorSchema) },
      401: { description: "Not signed in", content: json(authErrorSchema) },
    },
  });
  app.openAPIRegistry.registerPath({
    method: "post",
    path: "/api/auth/change-email",
    tags: ["account"],
    summary: "Change the e-mail (better-auth): confirmed by a link when SMTP is set, at once otherwise",
    request: { body: { required: true, content: json(changeEmailRequest) } },
    responses: {
      200: { description: "Changed, or a confirmation link sent to the new address", content: json(changeEmailResponse) },
      400: { description: "Not a valid address, or the same one", content: json(authErrorSchema) },
      401: { description: "Not signed in", content: json(authErrorSchema) },
    },
  });
  app.openAPIRegistry.registerPath({
    method: "post",
    path: "/api/auth/request-password-reset",
    tags: ["account"],
    summary: "E-mail a password reset link (better-auth; only when SMTP is set)",
    request: { body: { required: true, content: json(requestPasswordResetRequest) } },
    responses: {
      200: { description: "The same answer whether or not the address has an account", content: json(statusResponse) },
      400: { description: "Not a valid address, or no SMTP (an admin resets passwords then)", content: json(authErrorSchema) },
      429: { description: "Too many wrong passwords (per account, per known browser or per address)", content: json(authErrorSchema) },
    },
  });
  app.openAPIRegistry.registerPath({
    method: "post",
    path: "/api/auth/reset-password",
    tags: ["account"],
    summary: "Set a new password with a reset token (better-auth); every session of the account ends",
    request: { body: { required: true, content: json(resetPasswordRequest) } },
    responses: {
      200: { description: "The password is reset", content: json(statusResponse) },
      400: { description: "The token is wrong, used or expired, or the password too short or long", content: json(authErrorSchema) },
      429: { description: "Too many wrong passwords (per account, per known browser or per address)", content: json(authErrorSchema) },
    },
  });
}
