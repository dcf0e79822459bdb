import { sql } from "drizzle-orm";
import { z } from "zod";
import { featureApp, jsonRoute } from "../../http/route";

export function healthRoutes() {
  const app = featureApp();
  app.openapi(
    jsonRoute({ method: "get", path: "/api/health", tags: ["system"], summary: "Reports whether the database is reachable", response: z.object({ ok: z.boolean(), database: z.string() }) }),
    async (c) => {
      try {
        await c.var.deps.db.execute(sql`select 1`);
        return c.json({ ok: true, database: "up" }, 200);
      } catch {
        return c.json({ ok: false, database: "down" }, 503 as 200);
      }
    },
  );
  return app;
}
