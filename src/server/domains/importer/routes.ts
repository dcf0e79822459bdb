import { ctxOf } from "../../http/context";
import { AI_ERRORS, featureApp, jsonRoute } from "../../http/route";
import { generateLessonFromUrlRequest, generateLessonFromUrlResponse } from "../../../shared/importer/from-url";
import { generateLessonFromUrl } from "./service";

export function lessonFromUrlRoutes() {
  const app = featureApp();
  app.openapi(
    jsonRoute({
      method: "post",
      path: "/api/generate-lesson-from-url",
      tags: ["importer", "ai"],
      summary: "A lesson draft (reading, writing prompt, quiz) from an article URL; teachers and admins",
      body: generateLessonFromUrlRequest,
      response: generateLessonFromUrlResponse,
      errors: { ...AI_ERRORS, 422: "The page could not be fetched or has no article" },
    }),
    async (c) => c.json(await generateLessonFromUrl({ ctx: ctxOf(c), input: c.req.valid("json") }), 200),
  );
  return app;
}
