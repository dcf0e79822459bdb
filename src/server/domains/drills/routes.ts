import type { z } from "zod";
import { ctxOf } from "#server/http/context.ts";
import { AI_ERRORS, featureApp, jsonRoute, serviceRoute } from "#server/http/route.ts";
import { DRILL_CALL_NAMES, DRILL_CALLS, type DrillCall } from "#shared/drills/calls.ts";
import { attemptDetailSchema, attemptParams, progressResponse } from "#shared/drills/progress.ts";
import { attempt, progress, runDrillCall } from "./service";

const tags = ["training"];

function drillCallRoute(app: ReturnType<typeof featureApp>, call: DrillCall) {
  const contract = DRILL_CALLS[call];
  app.openapi(
    jsonRoute({
      method: "post",
      path: `/api/${call}`,
      tags,
      summary: `Drill call ${call} (signed-in students)${contract.scores ? "; saved as an attempt" : ""}`,
      body: contract.request as z.ZodType,
      response: contract.response as z.ZodType,
      errors: AI_ERRORS,
    }),
    async (c) => {
      const out = await runDrillCall({ ctx: ctxOf(c), input: { call, body: c.req.valid("json") } });
      return c.json({ ...out.result, engine: out.engine, attemptId: out.attemptId }, 200);
    },
  );
}

export function drillRoutes() {
  const app = featureApp();

  for (const call of DRILL_CALL_NAMES) drillCallRoute(app, call);

  serviceRoute(app, progress, {
    method: "get",
    path: "/api/training/progress",
    tags,
    summary: "The student's drill attempts, per-drill summary and weighted skill score",
    response: progressResponse,
  });

  app.openapi(
    jsonRoute({
      method: "get",
      path: "/api/training/attempts/{id}",
      tags,
      summary: "One of the student's saved attempts, to reopen it",
      params: attemptParams,
      response: attemptDetailSchema,
      errors: { 404: "No such attempt of yours" },
    }),
    async (c) => c.json(await attempt({ ctx: ctxOf(c), input: { id: c.req.valid("param").id } }), 200),
  );
  return app;
}
