// The debate assignment routes (/api/classrooms/{id}/debates/…, and the motion bank the teacher picks
// from). Thin: parse, call the service, answer; each service checks who asks on its first line.
import { ctxOf } from "#server/http/context.ts";
import { AI_ERRORS, featureApp, jsonRoute, serviceRoute } from "#server/http/route.ts";
import { classroomParams, okResponse } from "#shared/classrooms/schemas.ts";
import {
  createDebateAssignmentRequest,
  createDebateAssignmentResponse,
  debateAssignmentParams,
  debateWorkParams,
  debateWorkResponse,
  gradeDebateRequest,
  gradeDebateResponse,
  motionBankResponse,
  startDebateAssignmentResponse,
  studentDebateAssignmentsResponse,
  teacherDebateAssignmentsResponse,
} from "#shared/debate-assignments/schemas.ts";
import { requireTeacherOrAdminNow } from "#server/auth/access.ts";
import { motionBank } from "#content/motions.ts";
import { createDebateAssignment, deleteDebateAssignment, studentDebateAssignments, teacherDebateAssignments } from "./service";
import { startDebateAssignment } from "./start";
import { gradeDebateWork, readDebateWork } from "./review";
import { returnDebateWork } from "./return";
import { returnDebateRequest, returnDebateResponse } from "#shared/debate-assignments/returns.ts";
import { draftTeacherBrief, readTeacherBrief, saveTeacherBrief } from "./brief";
import { draftTeacherBriefResponse, saveTeacherBriefRequest, teacherBriefResponse } from "#shared/debate-assignments/brief.ts";

const tags = ["debate assignments"];
const NOT_FOUND = { 404: "No such classroom, assignment or student" } as const;
const base = "/api/classrooms/{classroomId}/debates";

export function debateAssignmentRoutes() {
  const app = featureApp();

  app.openapi(
    jsonRoute({
      method: "get",
      path: "/api/motion-bank",
      tags,
      summary: "The motion bank by topic and level (teachers and admins)",
      response: motionBankResponse,
    }),
    async (c) => {
      await requireTeacherOrAdminNow(ctxOf(c));
      return c.json({ topics: motionBank }, 200);
    },
  );

  app.openapi(
    jsonRoute({
      method: "post",
      path: base,
      tags,
      summary: "Assign the class a motion to debate: side fixed or random per student, due date, drill to do first (host)",
      params: classroomParams,
      body: createDebateAssignmentRequest,
      response: createDebateAssignmentResponse,
      errors: NOT_FOUND,
    }),
    async (c) => {
      const { motion, side, due_at, drill } = c.req.valid("json");
      const input = { classroomId: c.req.valid("param").classroomId, motion, side, dueAt: due_at ? new Date(due_at) : null, drill };
      return c.json(await createDebateAssignment({ ctx: ctxOf(c), input }), 200);
    },
  );

  serviceRoute(app, teacherDebateAssignments, {
    method: "get",
    path: base,
    tags,
    summary: "The class's debate assignments with each student's status and scores (host)",
    params: classroomParams,
    response: teacherDebateAssignmentsResponse,
    errors: NOT_FOUND,
  });

  serviceRoute(app, studentDebateAssignments, {
    method: "get",
    path: `${base}/mine`,
    tags,
    summary: "The class's debate assignments with the asker's own status, and whether the drill to do first is done",
    params: classroomParams,
    response: studentDebateAssignmentsResponse,
    errors: NOT_FOUND,
  });

  serviceRoute(app, deleteDebateAssignment, {
    method: "delete",
    path: `${base}/{assignmentId}`,
    tags,
    summary: "Unassign a debate; the students' links and grades go with it (their rounds stay theirs)",
    params: debateAssignmentParams,
    response: okResponse,
    errors: NOT_FOUND,
  });

  serviceRoute(app, startDebateAssignment, {
    method: "post",
    path: `${base}/{assignmentId}/start`,
    tags,
    summary: "Start the assigned round (or go back to it): the debater opens on the motion and side (members)",
    params: debateAssignmentParams,
    response: startDebateAssignmentResponse,
    errors: {
      ...NOT_FOUND,
      409: "The drill to do first is not done, the round is already judged, or another assignment's round is in progress",
      ...AI_ERRORS,
    },
  });

  serviceRoute(app, readDebateWork, {
    method: "get",
    path: `${base}/{assignmentId}/students/{studentId}`,
    tags,
    summary: "A student's round for the assignment: transcript, verdict and grade (the host, or the student)",
    params: debateWorkParams,
    response: debateWorkResponse,
    errors: NOT_FOUND,
  });

  app.openapi(
    jsonRoute({
      method: "put",
      path: `${base}/{assignmentId}/students/{studentId}/grade`,
      tags,
      summary: "Grade a judged round on the ballot's categories, matter, manner and method 0-10, with a comment (host)",
      params: debateWorkParams,
      body: gradeDebateRequest,
      response: gradeDebateResponse,
      errors: { ...NOT_FOUND, 409: "The round has no verdict yet" },
    }),
    async (c) => {
      const input = { ...c.req.valid("param"), ...c.req.valid("json") };
      return c.json(await gradeDebateWork({ ctx: ctxOf(c), input }), 200);
    },
  );

  app.openapi(
    jsonRoute({
      method: "post",
      path: `${base}/{assignmentId}/students/{studentId}/return`,
      tags,
      summary: "Return a judged round with a comment and, optionally, one more round for that student (host)",
      params: debateWorkParams,
      body: returnDebateRequest,
      response: returnDebateResponse,
      errors: { ...NOT_FOUND, 409: "The round has no verdict yet" },
    }),
    async (c) => {
      const { comment, extra_attempt } = c.req.valid("json");
      const input = { ...c.req.valid("param"), comment, extraAttempt: extra_attempt };
      return c.json(await returnDebateWork({ ctx: ctxOf(c), input }), 200);
    },
  );
  serviceRoute(app, readTeacherBrief, {
    method: "get",
    path: `${base}/{assignmentId}/brief`,
    tags,
    summary:
      "The teacher's own brief for the assignment's motion, the bank motion it borrows from otherwise, and whether a model can draft one (host)",
    params: debateAssignmentParams,
    response: teacherBriefResponse,
    errors: NOT_FOUND,
  });

  serviceRoute(app, saveTeacherBrief, {
    method: "put",
    path: `${base}/{assignmentId}/brief`,
    tags,
    summary: "Save the brief the opponent argues from on this assignment's rounds, or remove it with null (host)",
    params: debateAssignmentParams,
    body: saveTeacherBriefRequest,
    response: teacherBriefResponse,
    errors: NOT_FOUND,
  });

  serviceRoute(app, draftTeacherBrief, {
    method: "post",
    path: `${base}/{assignmentId}/brief/draft`,
    tags,
    summary: "A model's draft of the brief for the teacher to edit; nothing is saved (host; a model must be configured)",
    params: debateAssignmentParams,
    response: draftTeacherBriefResponse,
    errors: { ...NOT_FOUND, 409: "No model is configured", ...AI_ERRORS },
  });

  return app;
}
