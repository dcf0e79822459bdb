import { z } from "zod";
import { ctxOf, featureApp, jsonRoute, requireUser } from "../../http/route";
import { taskContextOf } from "../../ai/context";
import { drillTasks, type DrillCall } from "../../ai/tasks/drills";
import { attempt, progress, runDrillCall } from "./service";

export function drillRoutes() {
  const app = featureApp();

  for (const call of Object.keys(drillTasks) as DrillCall[]) {
    const task = drillTasks[call];
    app.openapi(
      jsonRoute({
        method: "post", path: `/api/${call}`, tags: ["training"], summary: `Drill call ${call} (signed-in students)`,
        body: task.input as z.ZodType,
        response: (task.output as z.ZodObject).extend({ engine: z.string(), attemptId: z.string().nullable() }),
      }),
      async (c) => {
        const ctx = ctxOf(c);
        requireUser(ctx);
        const out = await runDrillCall(ctx, await taskContextOf(c), call, c.req.valid("json"));
        return c.json({ ...out.result, engine: out.engine, attemptId: out.attemptId }, 200);
      },
    );
  }

  app.openapi(
    jsonRoute({ method: "get", path: "/api/training/progress", tags: ["training"], summary: "The student's drill attempts, per-drill summary and weighted skill score", response: z.record(z.string(), z.unknown()) }),
    async (c) => {
      const ctx = ctxOf(c);
      requireUser(ctx);
      const tctx = await taskContextOf(c);
      return c.json(await progress(ctx, tctx.settings.weights), 200);
    },
  );

  app.openapi(
    jsonRoute({ method: "get", path: "/api/training/attempts/{id}", tags: ["training"], summary: "One of the student's saved attempts, to reopen it", params: z.object({ id: z.uuid("Attempt not found.") }), response: z.record(z.string(), z.unknown()) }),
    async (c) => c.json(await attempt(ctxOf(c), c.req.valid("param").id), 200),
  );
  return app;
}
