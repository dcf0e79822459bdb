// The classroom routes (/api/classrooms/…). Thin: parse, call the service, answer; every service checks
// who asks on its first line (the host manages, members see, the rest are refused).
import { ctxOf } from "#server/http/context.ts";
import { AI_ERRORS, featureApp, jsonRoute, serviceRoute } from "#server/http/route.ts";
import { LARGE_BODY_LIMIT } from "#server/http/body-limit.ts";
import {
  assignLessonRequest,
  assignmentResponse,
  classroomLessonParams,
  classroomLessonResponse,
  classroomMemberParams,
  classroomParams,
  classroomsResponse,
  createClassroomRequest,
  createClassroomResponse,
  joinClassroomRequest,
  joinClassroomResponse,
  manageResponse,
  okResponse,
  studentViewResponse,
  submitClassroomLessonRequest,
  submitClassroomLessonResponse,
  resetStudentPasswordResponse,
  updateAssignmentRequest,
} from "#shared/classrooms/schemas.ts";
import { createClassroom, deleteClassroom, joinClassroom, listClassrooms, removeMember } from "./service";
import { getManage } from "./manage";
import { assignLesson, unassignLesson, updateAssignment } from "./assignments";
import { getStudentView } from "./student-view";
import { resetStudentPassword } from "./reset-password";
import { getClassroomLesson, submitClassroomLesson } from "./student-lesson";
import { addReturnRoute } from "./return-routes";

const tags = ["classrooms"];
const NOT_FOUND = { 404: "No such classroom, member or assigned lesson" } as const;
const due = (v: string | null) => (v ? new Date(v) : null);

export function classroomRoutes() {
  const app = featureApp();

  serviceRoute(app, listClassrooms, {
    method: "get",
    path: "/api/classrooms",
    tags,
    summary: "The classes the user joined and hosts",
    response: classroomsResponse,
  });

  serviceRoute(app, createClassroom, {
    method: "post",
    path: "/api/classrooms",
    tags,
    summary: "Create a classroom (teachers and admins) with a fresh 6-character join code",
    body: createClassroomRequest,
    response: createClassroomResponse,
    errors: {
      409: "No unused join code was found in 5 tries, or the account hosts as many as it may",
      503: "The classroom could not be saved",
    },
  });

  serviceRoute(app, joinClassroom, {
    method: "post",
    path: "/api/classrooms/join",
    tags,
    summary: "Join a classroom with its code (joining twice is harmless)",
    body: joinClassroomRequest,
    response: joinClassroomResponse,
    errors: { 404: "No classroom has this code", 409: "The host cannot join", 429: "Too many wrong codes", 503: "Not saved" },
  });

  serviceRoute(app, getManage, {
    method: "get",
    path: "/api/classrooms/{classroomId}/manage",
    tags,
    summary: "The host's manage page: code, members, assigned lessons, lesson library, completion grid, averages",
    params: classroomParams,
    response: manageResponse,
    errors: NOT_FOUND,
  });

  serviceRoute(app, deleteClassroom, {
    method: "delete",
    path: "/api/classrooms/{classroomId}",
    tags,
    summary: "Delete a classroom with its members, assignments and progress (host)",
    params: classroomParams,
    response: okResponse,
    errors: NOT_FOUND,
  });

  serviceRoute(app, removeMember, {
    method: "delete",
    path: "/api/classrooms/{classroomId}/members/{userId}",
    tags,
    summary: "Remove a student and their work in this class (host)",
    params: classroomMemberParams,
    response: okResponse,
    errors: NOT_FOUND,
  });

  serviceRoute(app, resetStudentPassword, {
    method: "post",
    path: "/api/classrooms/{classroomId}/members/{userId}/reset-password",
    tags,
    summary:
      "Reset a student's password to a temporary one, shown once (host; students only): their sessions end, they choose a new one at sign-in, and it is audited as an admin's reset is",
    params: classroomMemberParams,
    response: resetStudentPasswordResponse,
    errors: NOT_FOUND,
  });

  app.openapi(
    jsonRoute({
      method: "post",
      path: "/api/classrooms/{classroomId}/lessons",
      tags,
      summary:
        "Assign one of the host's own lessons or a lesson of a module they may open, with an optional due date and assessment rules (the host's defaults fill in the rest); members are e-mailed",
      params: classroomParams,
      body: assignLessonRequest,
      response: assignmentResponse,
      errors: NOT_FOUND,
    }),
    async (c) => {
      const { lesson_id, kind, due_at, rules } = c.req.valid("json");
      const input = { classroomId: c.req.valid("param").classroomId, lessonId: lesson_id, kind, dueAt: due(due_at), rules };
      return c.json(await assignLesson({ ctx: ctxOf(c), input }), 200);
    },
  );

  app.openapi(
    jsonRoute({
      method: "patch",
      path: "/api/classrooms/{classroomId}/lessons/{lessonId}",
      tags,
      summary: "Set or clear an assigned lesson's due date, or change its assessment rules (host)",
      params: classroomLessonParams,
      body: updateAssignmentRequest,
      response: assignmentResponse,
      errors: NOT_FOUND,
    }),
    async (c) => {
      const { due_at, rules } = c.req.valid("json");
      const input = { ...c.req.valid("param"), dueAt: due_at === undefined ? undefined : due(due_at), rules };
      return c.json(await updateAssignment({ ctx: ctxOf(c), input }), 200);
    },
  );

  serviceRoute(app, unassignLesson, {
    method: "delete",
    path: "/api/classrooms/{classroomId}/lessons/{lessonId}",
    tags,
    summary: "Unassign a lesson and remove the students' work on it (host)",
    params: classroomLessonParams,
    response: okResponse,
    errors: NOT_FOUND,
  });

  serviceRoute(app, getStudentView, {
    method: "get",
    path: "/api/classrooms/{classroomId}/student",
    tags,
    summary: "The student's view: assigned lessons with their own status, due date, lateness and scores (members; the host may look)",
    params: classroomParams,
    response: studentViewResponse,
    errors: NOT_FOUND,
  });

  serviceRoute(app, getClassroomLesson, {
    method: "get",
    path: "/api/classrooms/{classroomId}/lessons/{lessonId}",
    tags,
    summary: "An assigned lesson for the viewer, with their own progress, due date and whether it is locked",
    params: classroomLessonParams,
    response: classroomLessonResponse,
    errors: NOT_FOUND,
  });

  app.openapi(
    jsonRoute({
      method: "post",
      path: "/api/classrooms/{classroomId}/lessons/{lessonId}/submit",
      tags,
      summary: "Submit (or resubmit) an assigned lesson: quiz answers by question id and the writing (members)",
      params: classroomLessonParams,
      body: submitClassroomLessonRequest,
      bodyLimit: LARGE_BODY_LIMIT,
      response: submitClassroomLessonResponse,
      errors: { ...NOT_FOUND, 409: "The work changed while it was being saved", ...AI_ERRORS },
    }),
    async (c) => {
      const { answers, writing_response } = c.req.valid("json");
      const input = { ...c.req.valid("param"), answers, writingResponse: writing_response };
      return c.json(await submitClassroomLesson({ ctx: ctxOf(c), input }), 200);
    },
  );

  addReturnRoute(app);
  return app;
}
