// The teacher's lesson and folder routes. Thin: parse, call the service, answer; every service checks
// who asks on its first line (teachers and admins author; changes only to one's own).
import { ctxOf } from "#server/http/context.ts";
import { featureApp, jsonRoute, serviceRoute } from "#server/http/route.ts";
import { LARGE_BODY_LIMIT } from "#server/http/body-limit.ts";
import {
  lessonBody,
  lessonListItemResponse,
  lessonParams,
  lessonResponse,
  lessonsQuery,
  lessonsResponse,
  lessonViewResponse,
  moveLessonRequest,
  okResponse,
} from "#shared/lessons/schemas.ts";
import { addFolderRoutes } from "./folder-routes";
import { createLesson, deleteLesson, getLesson, listLessons, moveLesson, updateLesson, viewLesson } from "./lessons";

const tags = ["lessons"];
const NOT_FOUND = { 404: "No such lesson (or folder)" } as const;

export function lessonRoutes() {
  const app = featureApp();

  serviceRoute(app, listLessons, {
    method: "get",
    path: "/api/lessons",
    tags,
    summary: "My Lessons: the teacher's own lessons (searched by title) and folders",
    query: lessonsQuery,
    response: lessonsResponse,
  });

  serviceRoute(app, createLesson, {
    method: "post",
    path: "/api/lessons",
    tags,
    summary: "Create Lesson (teachers and admins), optionally into one's own folder",
    body: lessonBody,
    bodyLimit: LARGE_BODY_LIMIT,
    response: lessonResponse,
    errors: { ...NOT_FOUND, 409: "The account keeps as many as it may" },
  });

  serviceRoute(app, getLesson, {
    method: "get",
    path: "/api/lessons/{lessonId}",
    tags,
    summary: "A lesson as the editor loads it (the owner; an admin may read any)",
    params: lessonParams,
    response: lessonResponse,
    errors: NOT_FOUND,
  });

  app.openapi(
    jsonRoute({
      method: "put",
      path: "/api/lessons/{lessonId}",
      tags,
      summary: "Save an edited lesson (the owner only); folder_id left out keeps its folder",
      params: lessonParams,
      body: lessonBody,
      bodyLimit: LARGE_BODY_LIMIT,
      response: lessonResponse,
      errors: NOT_FOUND,
    }),
    async (c) => c.json(await updateLesson({ ctx: ctxOf(c), input: { ...c.req.valid("param"), body: c.req.valid("json") } }), 200),
  );

  serviceRoute(app, deleteLesson, {
    method: "delete",
    path: "/api/lessons/{lessonId}",
    tags,
    summary: "Delete a lesson (the owner only), with its classroom assignments and the students' progress on it",
    params: lessonParams,
    response: okResponse,
    errors: NOT_FOUND,
  });

  app.openapi(
    jsonRoute({
      method: "put",
      path: "/api/lessons/{lessonId}/folder",
      tags,
      summary: "Move one's own lesson into one's own folder, or to Unassigned (folder_id null)",
      params: lessonParams,
      body: moveLessonRequest,
      response: lessonListItemResponse,
      errors: NOT_FOUND,
    }),
    async (c) =>
      c.json(
        await moveLesson({ ctx: ctxOf(c), input: { lessonId: c.req.valid("param").lessonId, folderId: c.req.valid("json").folder_id } }),
        200,
      ),
  );

  serviceRoute(app, viewLesson, {
    method: "get",
    path: "/api/lessons/{lessonId}/view",
    tags,
    summary: "The lesson viewer's data outside a classroom: the owner or an admin, with the right answers",
    params: lessonParams,
    response: lessonViewResponse,
    errors: NOT_FOUND,
  });

  addFolderRoutes(app);
  return app;
}
