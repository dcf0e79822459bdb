import { ctxOf } from "#server/http/context.ts";
import { featureApp, jsonRoute, serviceRoute } from "#server/http/route.ts";
import { healthResponse, publicConfigResponse } from "#shared/system/schemas.ts";
import { health, publicConfig } from "./service";

export function systemRoutes() {
  const app = featureApp();

  app.openapi(
    jsonRoute({
      method: "get",
      path: "/api/health",
      tags: ["system"],
      summary: "Reports whether the database is reachable (503 with the same shape when it is not)",
      response: healthResponse,
    }),
    async (c) => {
      const out = await health({ ctx: ctxOf(c) });
      return c.json(out, (out.ok ? 200 : 503) as 200);
    },
  );

  serviceRoute(app, publicConfig, {
    method: "get",
    path: "/api/public-config",
    tags: ["system"],
    summary: "What the sign-in screens and about page need to know",
    response: publicConfigResponse,
  });

  return app;
}
