// The gradebook's routes: the table as JSON for the manage page, and the same table as a CSV download.
// Both for the class's host only (the service checks on its first line).
import { createRoute, z } from "@hono/zod-openapi";
import { ctxOf } from "#server/http/context.ts";
import { errorResponses, featureApp, serviceRoute } from "#server/http/route.ts";
import { classroomParams } from "#shared/classrooms/schemas.ts";
import { gradebookResponse } from "#shared/classrooms/gradebook.ts";
import { getGradebook, getGradebookCsv } from "./gradebook";

const tags = ["classrooms"];
const NOT_FOUND = { 404: "No such classroom" } as const;

const csvRoute = createRoute({
  method: "get",
  path: "/api/classrooms/{classroomId}/gradebook.csv",
  tags,
  summary:
    "The gradebook as a CSV download: per student, each lesson's status, attempts, graded attempt, quiz (right and %), writing, overall, teacher grade and the figure counted, and each debate's judge and teacher totals; then the class averages (host)",
  request: { params: classroomParams },
  responses: {
    200: {
      description: "A CSV file (UTF-8 with a byte-order mark, quoted cells, numbers as numbers, formulas defused)",
      content: { "text/csv": { schema: z.string() } },
    },
    ...errorResponses({ 400: "Invalid input", 401: "Not signed in", 403: "Not the host", ...NOT_FOUND }),
  },
});

export function gradebookRoutes() {
  const app = featureApp();

  serviceRoute(app, getGradebook, {
    method: "get",
    path: "/api/classrooms/{classroomId}/gradebook",
    tags,
    summary:
      "The gradebook: a column per assigned lesson and debate assignment, a row per student (status, automatic score, teacher's grade, graded attempt), and the class averages (host)",
    params: classroomParams,
    response: gradebookResponse,
    errors: NOT_FOUND,
  });

  app.openapi(csvRoute, async (c) => {
    const { csv, filename } = await getGradebookCsv({ ctx: ctxOf(c), input: c.req.valid("param") });
    c.header("Content-Disposition", `attachment; filename="${filename}"`);
    c.header("Cache-Control", "no-store");
    return c.body(csv, 200, { "Content-Type": "text/csv; charset=utf-8" });
  });

  return app;
}
