import type { Context } from "hono";
import { deleteCookie } from "hono/cookie";
import { sessionUserCookieName, verifySignedToken } from "#server/auth/session/cookie.ts";
import { ctxOf } from "#server/http/context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { featureApp, jsonRoute, serviceRoute } from "#server/http/route.ts";
import { deleteAccountRequest, deleteAccountResponse, deletePreview, exportDocument } from "#shared/privacy/schemas.ts";
import { exportMyData } from "./export";
import { deleteMyAccount, previewDeletion } from "./delete";
import { cookieOf } from "#server/http/headers.ts";

/** better-auth's session cookies and our copy of the user beside them: their names, and whether they are Secure. */
async function authCookies(c: Context<AppEnv>) {
  const auth = await c.get("deps").auth.$context;
  const { sessionToken, dontRememberToken, sessionData } = auth.authCookies;
  return {
    secret: auth.secret,
    token: sessionToken.name,
    all: [sessionToken.name, dontRememberToken.name, sessionData.name, sessionUserCookieName(sessionToken.name)],
    secure: !!sessionToken.attributes.secure,
  };
}

export function privacyRoutes() {
  const app = featureApp();

  app.openapi(
    jsonRoute({
      method: "get",
      path: "/api/me/export",
      tags: ["privacy"],
      summary: "Everything the signed-in user owns, as one JSON file to download (docs/export-schema.json)",
      response: exportDocument,
    }),
    async (c) => {
      const ctx = ctxOf(c);
      const doc = await exportMyData({ ctx });
      const day = doc.exportedAt.slice(0, 10);
      c.header("Content-Disposition", `attachment; filename="rostrum-export-${day}.json"`);
      c.header("Cache-Control", "no-store");
      return c.json(doc, 200);
    },
  );

  serviceRoute(app, previewDeletion, {
    method: "get",
    path: "/api/me/delete-preview",
    tags: ["privacy"],
    summary: "What deleting the account would remove, and which hosted classrooms (with member counts) go with it",
    response: deletePreview,
  });

  app.openapi(
    jsonRoute({
      method: "post",
      path: "/api/me/delete",
      tags: ["privacy"],
      summary: "Delete the signed-in account and everything it owns (typed DELETE and the password); signs out everywhere",
      body: deleteAccountRequest,
      response: deleteAccountResponse,
      errors: { 404: "The account is already gone", 429: "Too many wrong passwords" },
    }),
    async (c) => {
      const cookies = await authCookies(c);
      const signed = cookieOf(c, cookies.token);
      const sessionToken = signed ? verifySignedToken(signed, cookies.secret) : null;
      await deleteMyAccount({ ctx: ctxOf(c), input: { ...c.req.valid("json"), sessionToken } });
      // Every session row went with the account; this browser also forgets its cookies at once.
      for (const name of cookies.all) deleteCookie(c, name, { path: "/", secure: cookies.secure });
      return c.json({ deleted: true as const }, 200);
    },
  );

  return app;
}
