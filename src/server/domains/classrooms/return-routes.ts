// The Return route: the host hands one student's work back with a comment and, if she chooses, one more
// attempt. Thin: the service checks who asks first.
import { ctxOf } from "#server/http/context.ts";
import { jsonRoute, type FeatureApp } from "#server/http/route.ts";
import { workParams } from "#shared/feedback/schemas.ts";
import { returnWorkRequest, returnWorkResponse } from "#shared/classrooms/returns.ts";
import { returnWork } from "./return-work";

export function addReturnRoute(app: FeatureApp) {
  app.openapi(
    jsonRoute({
      method: "post",
      path: "/api/classrooms/{classroomId}/lessons/{lessonId}/students/{studentId}/return",
      tags: ["classrooms"],
      summary: "Return a student's turned-in work with a comment and, optionally, one more attempt for that student (host)",
      params: workParams,
      body: returnWorkRequest,
      response: returnWorkResponse,
      errors: {
        404: "No such classroom, assigned lesson or member",
        409: "The student has already seen the quiz's right answers, so no extra attempt",
      },
    }),
    async (c) => {
      const { comment, extra_attempt } = c.req.valid("json");
      const input = { ...c.req.valid("param"), comment, extraAttempt: extra_attempt };
      return c.json(await returnWork({ ctx: ctxOf(c), input }), 200);
    },
  );
}
