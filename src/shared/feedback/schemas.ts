// Contracts of teacher feedback and grading: a student's work on an
// assigned lesson as its host (editor) or the student (read-only view) sees it, saving feedback and a
// grade, the AI's suggestion, and a teacher's view of one student's progress.
import { z } from "zod";
import { CLASSROOM_MESSAGES as C, FEEDBACK_MESSAGES as F } from "#shared/messages/classrooms.ts";
import { levelSchema } from "#shared/modules/schemas.ts";
import { storableText } from "#shared/text.ts";
import { GRID_STATUSES } from "#shared/classrooms/rules.ts";
import { assessmentRulesSchema, workScoresSchema } from "#shared/classrooms/schemas.ts";
import { returnEntrySchema } from "#shared/classrooms/returns.ts";
import { DRILL_KINDS } from "#shared/drills/rubric.ts";

export const TEACHER_FEEDBACK_MAX = 5_000;

export const workParams = z.object({
  classroomId: z.uuid({ error: F.notFound }),
  lessonId: z.uuid({ error: F.notFound }),
  studentId: storableText().min(1, F.notFound).max(100, F.notFound),
});

export const quizReviewItemSchema = z.object({
  question: z.string(),
  /** The option the student chose, or null when they left the question. */
  chosen: z.string().nullable(),
  /** The right option, and whether the choice was it: null for a student until the assignment's reveal rule allows. */
  correct: z.string().nullable(),
  right: z.boolean().nullable(),
});
export type QuizReviewItem = z.infer<typeof quizReviewItemSchema>;

/** One time the work was turned in, kept as it was: when, the answers, the writing and their scores. */
export const attemptSchema = z.object({
  number: z.number().int(),
  submitted_at: z.string(),
  answers: z.record(z.string(), z.string()),
  writing_response: z.string(),
  quiz_correct: z.number().int().nullable(),
  quiz_total: z.number().int().nullable(),
  writing_score: z.number().int().nullable(),
  score: z.number().int().nullable(),
  /** Turned in after the teacher had returned the work, and after a return with a grade. */
  after_return: z.boolean(),
  after_grading: z.boolean(),
});
export type Attempt = z.infer<typeof attemptSchema>;

export const workProgressSchema = workScoresSchema.extend({
  completed: z.boolean(),
  /** Keyed by question id: the chosen option's text. */
  answers: z.record(z.string(), z.string()),
  writing_response: z.string(),
  ai_feedback: z.string().nullable(),
  submitted_at: z.string().nullable(),
  teacher_feedback: z.string().nullable(),
  feedback_at: z.string().nullable(),
  status: z.enum(GRID_STATUSES),
  /** Turned in again after a graded return: the grade describes an earlier attempt. */
  resubmitted_after_grading: z.boolean(),
  /** Every attempt, oldest first (work turned in before attempts were kept has none listed). */
  attempts: z.array(attemptSchema),
  /** Every time the teacher handed the work back with Return, oldest first. */
  returns: z.array(returnEntrySchema),
  /** One more attempt the teacher gave this student with Return, not used yet. */
  extra_attempt_open: z.boolean(),
});
export type WorkProgress = z.infer<typeof workProgressSchema>;

export const workResponse = z.object({
  classroom: z.object({ id: z.string(), name: z.string() }),
  lesson: z.object({
    id: z.string(),
    title: z.string(),
    level: levelSchema,
    reading: z.string(),
    writing_prompt: z.string().nullable(),
    /** `correct` is the right option's text: for the host, and for the student once their work is scored (else null). */
    quiz: z.array(z.object({ id: z.string(), text: z.string(), options: z.array(z.string()), correct: z.string().nullable() })),
    quiz_error: z.string().nullable(),
  }),
  /** With the student's profile (avatar, school, bio): only the host and the student themself see this answer. */
  student: z.object({ id: z.string(), username: z.string(), avatar_url: z.string(), school: z.string(), bio: z.string() }),
  /** Null before the student's first submission. */
  progress: workProgressSchema.nullable(),
  /** One row per question, in quiz order (empty without progress). */
  quiz_review: z.array(quizReviewItemSchema),
  /** True for the host (the editor), false for the student (the read-only view). */
  as_host: z.boolean(),
  rules: assessmentRulesSchema,
});
export type WorkResponse = z.infer<typeof workResponse>;

export const saveFeedbackRequest = z.object({
  teacher_feedback: storableText().max(TEACHER_FEEDBACK_MAX, F.feedbackTooLong).optional().default(""),
  /** 0–100: the server rounds and clamps; null (or absent) means no grade. */
  teacher_score: z.number({ error: F.invalidScore }).nullable().optional().default(null),
});
export type SaveFeedbackRequest = z.input<typeof saveFeedbackRequest>;
export const saveFeedbackResponse = z.object({ progress: workProgressSchema });

export const suggestFeedbackResponse = z.object({
  feedback: z.string(),
  score: z.number().int(),
  engine: z.string(),
});
export type SuggestFeedbackResponse = z.infer<typeof suggestFeedbackResponse>;

// ---- a student's progress, for a teacher who hosts them (or an admin)

export const studentProgressParams = z.object({ studentId: storableText().min(1, C.studentNotFound).max(100, C.studentNotFound) });

export const studentLessonRowSchema = workScoresSchema.extend({
  classroom_id: z.string(),
  classroom_name: z.string(),
  lesson_id: z.string(),
  title: z.string(),
  level: levelSchema,
  status: z.enum(GRID_STATUSES),
  late: z.boolean(),
  due_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  has_feedback: z.boolean(),
});
export type StudentLessonRow = z.infer<typeof studentLessonRowSchema>;

export const drillSummarySchema = z.object({
  attempts: z.number().int(),
  /** Mean overall score (0–10) over every attempt; null before the first. */
  average: z.number().nullable(),
  by_kind: z.array(z.object({ drill: z.enum(DRILL_KINDS), attempts: z.number().int(), average: z.number().nullable() })),
});

export const studentProgressResponse = z.object({
  student: z.object({ id: z.string(), username: z.string(), avatar_url: z.string(), bio: z.string(), school: z.string() }),
  /** The student's assigned lessons in the asker's classes (an admin: every class), by class then assignment. */
  lessons: z.array(studentLessonRowSchema),
  drills: drillSummarySchema,
});
export type StudentProgressResponse = z.infer<typeof studentProgressResponse>;
