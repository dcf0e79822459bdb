import { ctxOf } from "#server/http/context.ts";
import { featureApp, jsonRoute } from "#server/http/route.ts";
import {
  peopleQuery,
  peopleResponse,
  personParams,
  personResponse,
  resetByAdminResponse,
  roleChangeRequest,
} from "#shared/people/schemas.ts";
import { changeRole, listPeople, resetPasswordByAdmin } from "./service";

export function peopleRoutes() {
  const app = featureApp();

  app.openapi(
    jsonRoute({
      method: "get",
      path: "/api/admin/people",
      tags: ["admin"],
      summary: "Accounts, searched by name or e-mail, a page at a time (admins)",
      query: peopleQuery,
      response: peopleResponse,
    }),
    async (c) => c.json(await listPeople({ ctx: ctxOf(c), query: c.req.valid("query") }), 200),
  );

  app.openapi(
    jsonRoute({
      method: "post",
      path: "/api/admin/people/{userId}/roles",
      tags: ["admin"],
      summary: "Give or take the admin or teacher role (admins; never the last admin's)",
      params: personParams,
      body: roleChangeRequest,
      response: personResponse,
      errors: { 404: "No such account", 409: "The last admin" },
    }),
    async (c) => {
      const person = await changeRole({ ctx: ctxOf(c), userId: c.req.valid("param").userId, input: c.req.valid("json") });
      return c.json({ person }, 200);
    },
  );

  app.openapi(
    jsonRoute({
      method: "post",
      path: "/api/admin/people/{userId}/reset-password",
      tags: ["admin"],
      summary: "Reset someone's password (admins): the reset e-mail with SMTP, else a temporary password shown once",
      params: personParams,
      response: resetByAdminResponse,
      errors: { 404: "No such account" },
    }),
    async (c) => c.json(await resetPasswordByAdmin({ ctx: ctxOf(c), userId: c.req.valid("param").userId }), 200),
  );

  return app;
}
