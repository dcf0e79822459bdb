import { ctxOf } from "#server/http/context.ts";
import { AI_ERRORS, featureApp, jsonRoute, serviceRoute } from "#server/http/route.ts";
import { LARGE_BODY_LIMIT } from "#server/http/body-limit.ts";
import {
  catalogueQuery,
  catalogueResponse,
  lessonFeedbackRequest,
  lessonFeedbackResponse,
  lessonLocationParams,
  lessonLocationResponse,
  lessonResponse,
  moduleLessonParams,
  moduleParams,
  modulePageResponse,
  submitRequest,
  submitResponse,
  unlockRequest,
  unlockResponse,
} from "#shared/modules/schemas.ts";
import { getLesson, getModulePage, lessonFeedback, listModules, locateLesson, submitLesson, unlockModule } from "./service";

const tags = ["modules"];

export function moduleRoutes() {
  const app = featureApp();

  serviceRoute(app, listModules, {
    method: "get",
    path: "/api/modules",
    tags,
    summary: "The catalogue: the signed-in user's modules by section (unlocked, public, locked), searched, filtered, sorted and paged",
    query: catalogueQuery,
    response: catalogueResponse,
  });

  serviceRoute(app, unlockModule, {
    method: "post",
    path: "/api/modules/{moduleId}/unlock",
    tags,
    summary: "Unlock a private module with the one-time code made for this student",
    params: moduleParams,
    body: unlockRequest,
    response: unlockResponse,
    errors: { 404: "No such module", 429: "Too many wrong codes", 503: "The unlock could not be saved" },
  });

  serviceRoute(app, getModulePage, {
    method: "get",
    path: "/api/modules/{moduleId}",
    tags,
    summary: "The module page: the module and its lessons with the user's completion (403 for a locked private module)",
    params: moduleParams,
    response: modulePageResponse,
    errors: { 404: "No such module" },
  });

  serviceRoute(app, getLesson, {
    method: "get",
    path: "/api/modules/{moduleId}/lessons/{lessonId}",
    tags,
    summary: "A module lesson with the user's progress",
    params: moduleLessonParams,
    response: lessonResponse,
    errors: { 404: "No such module or lesson" },
  });

  serviceRoute(app, locateLesson, {
    method: "get",
    path: "/api/module-lessons/{lessonId}",
    tags,
    summary: "Where a module lesson lives (its module), when the user may open that module",
    params: lessonLocationParams,
    response: lessonLocationResponse,
    errors: { 404: "No such lesson, or it is in no module" },
  });

  app.openapi(
    jsonRoute({
      method: "post",
      path: "/api/modules/{moduleId}/lessons/{lessonId}/submit",
      tags,
      summary: "Submit or resubmit a module lesson: quiz answers, writing (AI feedback when allowed) and case builder; saves the score",
      params: moduleLessonParams,
      body: submitRequest,
      bodyLimit: LARGE_BODY_LIMIT,
      response: submitResponse,
      errors: { 404: "No such module or lesson", ...AI_ERRORS },
    }),
    async (c) => c.json(await submitLesson({ ctx: ctxOf(c), input: { ...c.req.valid("param"), body: c.req.valid("json") } }), 200),
  );

  serviceRoute(app, lessonFeedback, {
    method: "post",
    path: "/api/lesson-feedback",
    tags,
    summary: "AI feedback and a 0-100 score on a lesson's writing against its prompt",
    body: lessonFeedbackRequest,
    bodyLimit: LARGE_BODY_LIMIT,
    response: lessonFeedbackResponse,
    errors: AI_ERRORS,
  });

  return app;
}
