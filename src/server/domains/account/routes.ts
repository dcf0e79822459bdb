import { storableText } from "#shared/text.ts";
import { deleteCookie } from "hono/cookie";
import { ctxOf } from "#server/http/context.ts";
import { GUEST_COOKIE } from "#server/auth/constants.ts";
import { featureApp, jsonRoute } from "#server/http/route.ts";
import { changeUsernameResponse, meResponse, signupResponse } from "#shared/account/schemas.ts";
import { changeUsernameSchema, signupSchema } from "#shared/validation/auth.ts";
import { forgetSessionUser } from "#server/http/session.ts";
import { changeUsername, me, signup } from "./service";
import { undoEmailChange } from "./email-undo";
import { z } from "zod";

export function accountRoutes() {
  const app = featureApp();

  app.openapi(
    jsonRoute({
      method: "post",
      path: "/api/signup",
      tags: ["account"],
      summary: "Create an account (student, or teacher with the access code)",
      body: signupSchema,
      response: signupResponse,
      errors: { 409: "Username or e-mail already taken", 429: "Too many attempts" },
    }),
    async (c) => {
      const result = await signup({ ctx: ctxOf(c), input: c.req.valid("json") });
      for (const cookie of result.setCookies) c.header("Set-Cookie", cookie, { append: true });
      // Signed in: the guest identity on this browser ends (as at any sign-in: auth/hardening.ts).
      if (result.setCookies.length > 0) deleteCookie(c, GUEST_COOKIE, { path: "/" });
      return c.json({ user: result.needsConfirmation ? null : result.user, needsConfirmation: result.needsConfirmation }, 200);
    },
  );

  app.openapi(
    jsonRoute({ method: "get", path: "/api/me", tags: ["account"], summary: "The signed-in user, or null", response: meResponse }),
    (c) => c.json(me({ ctx: ctxOf(c) }), 200),
  );

  app.openapi(
    jsonRoute({
      method: "post",
      path: "/api/account/username",
      tags: ["account"],
      summary: "Change the signed-in user's username (checked as at sign-up)",
      body: changeUsernameSchema,
      response: changeUsernameResponse,
      errors: { 409: "Username already taken", 429: "Too many attempts" },
    }),
    async (c) => {
      const user = await changeUsername({ ctx: ctxOf(c), input: c.req.valid("json") });
      // This browser's copy of the user still has the old name: the next request reads the new one.
      forgetSessionUser(c);
      return c.json({ user }, 200);
    },
  );

  app.openapi(
    jsonRoute({
      method: "get",
      path: "/api/account/email/undo",
      tags: ["account"],
      summary: "Put back the e-mail an e-mail change replaced (the link sent to the old address); every session ends",
      query: z.object({ token: storableText().max(2048) }),
      response: z.object({}),
      errors: { 400: "The link is too old, or the e-mail changed again since", 409: "Another account has the old address now" },
    }),
    async (c) => {
      await undoEmailChange({ ctx: ctxOf(c), input: c.req.valid("query") });
      // The owner chooses a new password next, by e-mail to the address just put back.
      return c.redirect(`${ctxOf(c).config.publicUrl}/#/forgot-password`, 302) as never;
    },
  );

  return app;
}
