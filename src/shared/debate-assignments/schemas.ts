// The debate assignments' contracts: a teacher sets a class a motion; each student's round is linked to
// it, read by the teacher and graded on the ballot's own categories (matter, manner, method, 0-10).
import { z } from "zod";
import { storableText } from "#shared/text.ts";
import { MOTION_MAX } from "#shared/limits.ts";
import { SIDES } from "#shared/sides.ts";
import { DRILL_KINDS } from "#shared/drills/rubric.ts";
import { DEBATE_ASSIGNMENT_MESSAGES as D } from "#shared/messages/debate-assignments.ts";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/classrooms.ts";
import { debateMessageSchema, sideSchema, verdictSchema } from "#shared/debate/schemas.ts";
import { debateReturnSchema } from "./returns";

export const ASSIGNED_SIDES = [...SIDES, "random"] as const;
export const WORK_STATUSES = ["not_started", "in_progress", "finished", "late", "graded", "returned"] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];
export const COMMENT_MAX = 2000;

export const debateAssignmentParams = z.object({
  classroomId: z.uuid({ error: C.classroomNotFound }),
  assignmentId: z.uuid({ error: D.assignmentNotFound }),
});
export const debateWorkParams = debateAssignmentParams.extend({
  studentId: storableText(D.studentNotFound).min(1, D.studentNotFound).max(200, D.studentNotFound),
});

export const createDebateAssignmentRequest = z.object({
  motion: storableText(D.motionRequired).trim().min(1, D.motionRequired).max(MOTION_MAX, D.motionTooLong),
  side: z.enum(ASSIGNED_SIDES, { error: D.sideInvalid }),
  due_at: z.iso.datetime({ offset: true, error: C.invalidDueDate }).nullable().optional().default(null),
  drill: z.enum(DRILL_KINDS, { error: D.drillInvalid }).nullable().optional().default(null),
});

const score = z.number({ error: D.gradeInvalid }).int(D.gradeInvalid).min(0, D.gradeInvalid).max(10, D.gradeInvalid);
export const gradeDebateRequest = z.object({
  matter: score,
  manner: score,
  method: score,
  comment: storableText(D.commentTooLong).trim().max(COMMENT_MAX, D.commentTooLong).optional().default(""),
});

export const debateAssignmentSchema = z.object({
  id: z.string(),
  motion: z.string(),
  side: z.enum(ASSIGNED_SIDES),
  due_at: z.string().nullable(),
  drill: z.enum(DRILL_KINDS).nullable(),
  created_at: z.string(),
  /** Whether the teacher wrote her own brief for the motion. */
  has_brief: z.boolean(),
  /** Whether she lets the class practise on that brief in the drills (its arguments are then theirs to read). */
  brief_practice: z.boolean(),
});

export const teacherGradeSchema = z.object({
  matter: z.number(),
  manner: z.number(),
  method: z.number(),
  total: z.number(),
  speakerPoints: z.number(),
  comment: z.string(),
  graded_at: z.string(),
});

/** One student's work on an assignment, as the lists show it. */
export const workSummarySchema = z.object({
  status: z.enum(WORK_STATUSES),
  side: sideSchema.nullable(),
  finished_at: z.string().nullable(),
  /** The judge's total as every screen shows it: whole, the sum of the whole category scores. */
  judge: z.object({ total: z.number(), speakerPoints: z.number() }).nullable(),
  teacher: z.object({ total: z.number(), speakerPoints: z.number() }).nullable(),
  /** The teacher handed this round back with Return: her comment ("" for none); else null. */
  return_comment: z.string().nullable(),
  /** The teacher gave one more round with a Return, not started yet. */
  extra_attempt_open: z.boolean(),
});

export const teacherDebateAssignmentsResponse = z.object({
  assignments: z.array(
    debateAssignmentSchema.extend({
      students: z.array(workSummarySchema.extend({ student_id: z.string(), username: z.string() })),
    }),
  ),
});

export const studentDebateAssignmentsResponse = z.object({
  assignments: z.array(
    debateAssignmentSchema.extend({
      work: workSummarySchema,
      /** Whether the drill to do first is done (true when there is none). */
      drill_done: z.boolean(),
    }),
  ),
});

export const createDebateAssignmentResponse = z.object({ assignment: debateAssignmentSchema });
export const startDebateAssignmentResponse = z.object({ motion: z.string(), side: sideSchema });

export const debateWorkResponse = z.object({
  assignment: debateAssignmentSchema,
  student: z.object({ id: z.string(), username: z.string() }),
  work: workSummarySchema,
  messages: z.array(debateMessageSchema),
  verdict: verdictSchema.nullable(),
  grade: teacherGradeSchema.nullable(),
  /** Every Return, oldest first: the round it handed back, its grade, the comment. */
  returns: z.array(debateReturnSchema),
});
export const gradeDebateResponse = z.object({ grade: teacherGradeSchema });

export const motionBankResponse = z.object({
  topics: z.array(
    z.object({ topic: z.string(), beginner: z.array(z.string()), intermediate: z.array(z.string()), advanced: z.array(z.string()) }),
  ),
});

export type DebateAssignment = z.infer<typeof debateAssignmentSchema>;
export type WorkSummary = z.infer<typeof workSummarySchema>;
export type TeacherGrade = z.infer<typeof teacherGradeSchema>;
export type DebateWork = z.infer<typeof debateWorkResponse>;
