import { z } from "zod";
import { featureApp, jsonRoute } from "../../http/route";
import { signupSchema, ROLES } from "../../../shared/validation/auth";
import { signup } from "./service";

const sessionUser = z.object({ id: z.string(), email: z.string(), username: z.string(), role: z.enum(ROLES), isAdmin: z.boolean() });

export function accountRoutes() {
  const app = featureApp();

  app.openapi(
    jsonRoute({ method: "post", path: "/api/signup", tags: ["account"], summary: "Create an account (student, or teacher with the access code)", body: signupSchema, response: z.object({ user: sessionUser.nullable(), needsConfirmation: z.boolean() }) }),
    async (c) => {
      const result = await signup(c.var.deps, c.req.valid("json"), c.req.raw.headers);
      for (const cookie of result.setCookies) c.header("Set-Cookie", cookie, { append: true });
      return c.json({ user: result.needsConfirmation ? null : result.user, needsConfirmation: result.needsConfirmation }, 200);
    },
  );

  app.openapi(
    jsonRoute({ method: "get", path: "/api/me", tags: ["account"], summary: "The signed-in user, or null", response: z.object({ user: sessionUser.nullable() }) }),
    (c) => c.json({ user: c.var.user }, 200),
  );

  app.openapi(
    jsonRoute({ method: "get", path: "/api/public-config", tags: ["account"], summary: "What the sign-in screens and about page need to know", response: z.object({ google: z.boolean(), emailConfirmation: z.boolean(), contactEmail: z.string() }) }),
    (c) => {
      const { config } = c.var.deps;
      return c.json({ google: !!config.google, emailConfirmation: !!config.smtp, contactEmail: config.contactEmail }, 200);
    },
  );

  return app;
}
