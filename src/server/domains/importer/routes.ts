import { AI_ERRORS, featureApp, serviceRoute } from "#server/http/route.ts";
import { generateLessonFromUrlRequest, generateLessonFromUrlResponse } from "#shared/importer/from-url.ts";
import { generateLessonFromUrl } from "./service";

export function lessonFromUrlRoutes() {
  const app = featureApp();
  serviceRoute(app, generateLessonFromUrl, {
    method: "post",
    path: "/api/generate-lesson-from-url",
    tags: ["importer", "ai"],
    summary: "A lesson draft (reading, writing prompt, quiz) from an article URL; teachers and admins",
    body: generateLessonFromUrlRequest,
    response: generateLessonFromUrlResponse,
    errors: { ...AI_ERRORS, 422: "The page could not be fetched or has no article" },
  });
  return app;
}
