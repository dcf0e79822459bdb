// The admin's module routes (/api/admin/…). Thin: parse, call the service, answer; every service
// checks for an admin on its first line.
import { ctxOf } from "#server/http/context.ts";
import { featureApp, jsonRoute, serviceRoute } from "#server/http/route.ts";
import { LARGE_BODY_LIMIT } from "#server/http/body-limit.ts";
import {
  adminLessonParams,
  adminLessonResponse,
  adminLessonsResponse,
  adminModuleParams,
  adminModulesQuery,
  adminModulesResponse,
  assignLessonRequest,
  classCodesRequest,
  classCodesResponse,
  createCodeRequest,
  createCodeResponse,
  createModuleLessonRequest,
  createModuleRequest,
  moduleSettingsResponse,
  okResponse,
  studentsQuery,
  studentsResponse,
  updateModuleLessonRequest,
  updateModuleRequest,
} from "#shared/modules/admin.ts";
import { adminModuleSchema } from "#shared/modules/admin.ts";
import { z } from "zod";
import {
  createModule,
  createUnlockCode,
  getModuleSettings,
  listAssignableModules,
  listMyModules,
  searchStudents,
  updateModule,
} from "./admin-modules";
import { createClassCodes } from "./admin-class-codes";
import {
  assignModuleLesson,
  createModuleLesson,
  deleteModuleLesson,
  getModuleLesson,
  listModuleLessons,
  updateModuleLesson,
} from "./admin-lessons";

const tags = ["admin"];
const oneModule = z.object({ module: adminModuleSchema });
const NOT_FOUND = { 404: "No such module or module lesson" } as const;

export function adminModuleRoutes() {
  const app = featureApp();

  app.openapi(
    jsonRoute({
      method: "get",
      path: "/api/admin/modules",
      tags,
      summary: "The modules the admin manages (their own and the starter curriculum): newest first, or by name with scope=assignable",
      query: adminModulesQuery,
      response: adminModulesResponse,
    }),
    async (c) => {
      const ctx = ctxOf(c);
      const { scope } = c.req.valid("query");
      return c.json(scope === "assignable" ? await listAssignableModules({ ctx }) : await listMyModules({ ctx }), 200);
    },
  );

  serviceRoute(app, createModule, {
    method: "post",
    path: "/api/admin/modules",
    tags,
    summary: "Create a private module and assign the chosen module lessons to it",
    body: createModuleRequest,
    response: oneModule,
    errors: { ...NOT_FOUND, 409: "The account keeps as many as it may", 503: "The module could not be saved" },
  });

  serviceRoute(app, getModuleSettings, {
    method: "get",
    path: "/api/admin/modules/{moduleId}",
    tags,
    summary: "Module settings: the module, its lessons and its unlock codes",
    params: adminModuleParams,
    response: moduleSettingsResponse,
    errors: NOT_FOUND,
  });

  app.openapi(
    jsonRoute({
      method: "patch",
      path: "/api/admin/modules/{moduleId}",
      tags,
      summary: "Rename a module, change its description, or make it public or private",
      params: adminModuleParams,
      body: updateModuleRequest,
      response: oneModule,
      errors: NOT_FOUND,
    }),
    async (c) => c.json(await updateModule({ ctx: ctxOf(c), input: { ...c.req.valid("param"), body: c.req.valid("json") } }), 200),
  );

  app.openapi(
    jsonRoute({
      method: "post",
      path: "/api/admin/modules/{moduleId}/codes",
      tags,
      summary: "Generate a one-time unlock code (6 characters, 24 hours) for one student and this module",
      params: adminModuleParams,
      body: createCodeRequest,
      response: createCodeResponse,
      errors: { ...NOT_FOUND, 503: "The code could not be saved" },
    }),
    async (c) =>
      c.json(
        await createUnlockCode({
          ctx: ctxOf(c),
          input: { moduleId: c.req.valid("param").moduleId, studentId: c.req.valid("json").student_id },
        }),
        200,
      ),
  );

  app.openapi(
    jsonRoute({
      method: "post",
      path: "/api/admin/modules/{moduleId}/class-codes",
      tags,
      summary: "One unlock code for this module per current student of a class (by join code or id, at most 200), in one transaction",
      params: adminModuleParams,
      body: classCodesRequest,
      response: classCodesResponse,
      errors: {
        ...NOT_FOUND,
        409: "The module is public, or the class has no students or more than 200",
        503: "The codes could not be saved",
      },
    }),
    async (c) =>
      c.json(
        await createClassCodes({
          ctx: ctxOf(c),
          input: { moduleId: c.req.valid("param").moduleId, classroom: c.req.valid("json").classroom },
        }),
        200,
      ),
  );

  serviceRoute(app, searchStudents, {
    method: "get",
    path: "/api/admin/students",
    tags,
    summary: "Students to make an unlock code for, searched by username (at most 20)",
    query: studentsQuery,
    response: studentsResponse,
  });

  serviceRoute(app, listModuleLessons, {
    method: "get",
    path: "/api/admin/module-lessons",
    tags,
    summary: "The module lessons this admin may manage, newest first",
    response: adminLessonsResponse,
  });

  serviceRoute(app, createModuleLesson, {
    method: "post",
    path: "/api/admin/module-lessons",
    tags,
    summary: "Create a module lesson in a module",
    body: createModuleLessonRequest,
    bodyLimit: LARGE_BODY_LIMIT,
    response: adminLessonResponse,
    errors: { ...NOT_FOUND, 409: "The account keeps as many as it may" },
  });

  serviceRoute(app, getModuleLesson, {
    method: "get",
    path: "/api/admin/module-lessons/{lessonId}",
    tags,
    summary: "A module lesson as the builder edits it",
    params: adminLessonParams,
    response: adminLessonResponse,
    errors: NOT_FOUND,
  });

  app.openapi(
    jsonRoute({
      method: "put",
      path: "/api/admin/module-lessons/{lessonId}",
      tags,
      summary: "Save an edited module lesson",
      params: adminLessonParams,
      body: updateModuleLessonRequest,
      bodyLimit: LARGE_BODY_LIMIT,
      response: adminLessonResponse,
      errors: NOT_FOUND,
    }),
    async (c) => c.json(await updateModuleLesson({ ctx: ctxOf(c), input: { ...c.req.valid("param"), body: c.req.valid("json") } }), 200),
  );

  serviceRoute(app, deleteModuleLesson, {
    method: "delete",
    path: "/api/admin/module-lessons/{lessonId}",
    tags,
    summary: "Delete a module lesson (and the learners' progress on it)",
    params: adminLessonParams,
    response: okResponse,
    errors: NOT_FOUND,
  });

  app.openapi(
    jsonRoute({
      method: "put",
      path: "/api/admin/module-lessons/{lessonId}/module",
      tags,
      summary: "Assign a module lesson to a module, or unassign it (module_id null)",
      params: adminLessonParams,
      body: assignLessonRequest,
      response: adminLessonResponse,
      errors: NOT_FOUND,
    }),
    async (c) =>
      c.json(
        await assignModuleLesson({
          ctx: ctxOf(c),
          input: { lessonId: c.req.valid("param").lessonId, moduleId: c.req.valid("json").module_id },
        }),
        200,
      ),
  );

  return app;
}
