// Teacher feedback routes: a student's work on an assigned lesson (the host, or the student), saving
// feedback and a grade and AI Suggest (the host), and one student's progress (a teacher who hosts them,
// or an admin). Thin: every service checks who asks first.
import { ctxOf } from "#server/http/context.ts";
import { AI_ERRORS, featureApp, jsonRoute, serviceRoute } from "#server/http/route.ts";
import {
  saveFeedbackRequest,
  saveFeedbackResponse,
  studentProgressParams,
  studentProgressResponse,
  suggestFeedbackResponse,
  workParams,
  workResponse,
} from "#shared/feedback/schemas.ts";
import { getWork } from "./work";
import { saveFeedback, suggestFeedback } from "./feedback";
import { getStudentProgress } from "./student-progress";

const tags = ["feedback"];
const WORK = "/api/classrooms/{classroomId}/lessons/{lessonId}/students/{studentId}";
const NOT_FOUND = { 404: "No such classroom, assigned lesson, member or submitted work" } as const;

export function feedbackRoutes() {
  const app = featureApp();

  serviceRoute(app, getWork, {
    method: "get",
    path: `${WORK}/work`,
    tags,
    summary: "A student's work on an assigned lesson with a quiz review and the teacher's feedback (the host, or that student)",
    params: workParams,
    response: workResponse,
    errors: NOT_FOUND,
  });

  app.openapi(
    jsonRoute({
      method: "put",
      path: `${WORK}/feedback`,
      tags,
      summary: "Save the teacher's feedback and grade (0–100, rounded and clamped; null for none) on submitted work (host)",
      params: workParams,
      body: saveFeedbackRequest,
      response: saveFeedbackResponse,
      errors: NOT_FOUND,
    }),
    async (c) => {
      const { teacher_feedback, teacher_score } = c.req.valid("json");
      const input = { ...c.req.valid("param"), teacherFeedback: teacher_feedback, teacherScore: teacher_score };
      return c.json(await saveFeedback({ ctx: ctxOf(c), input }), 200);
    },
  );

  serviceRoute(app, suggestFeedback, {
    method: "post",
    path: `${WORK}/feedback/suggest`,
    tags,
    summary: "AI Suggest: a draft of feedback and a grade from the writing, shaped by the host's rubric template; nothing is saved (host)",
    params: workParams,
    response: suggestFeedbackResponse,
    errors: { ...NOT_FOUND, ...AI_ERRORS },
  });

  serviceRoute(app, getStudentProgress, {
    method: "get",
    path: "/api/profiles/{studentId}/progress",
    tags,
    summary: "A student's profile, lessons across the asker's classes and drill summary (a teacher who hosts them, or an admin)",
    params: studentProgressParams,
    response: studentProgressResponse,
    errors: { 404: "No such student" },
  });

  return app;
}
