// Contracts of the classroom routes: the list, create, join, the host's manage page with its completion
// grid, assignments with due dates, and the student's side (their lessons, one lesson, submitting it)
// (spec part 1 sections 2–9, issue 9).
import { z } from "zod";
import { CLASSROOM_MESSAGES as C } from "../messages/classrooms";
import { LESSON_MESSAGES as L } from "../messages/classrooms";
import { MODULE_MESSAGES as M } from "../messages/modules";
import { levelSchema, lessonQuestionSchema } from "../modules/schemas";
import { WRITING_MAX } from "../modules/rules";
import { storableText } from "../text";
import { CLASSROOM_NAME_MAX, CLASSROOM_NAME_MIN, GRID_STATUSES, JOIN_CODE_INPUT_MAX, STUDENT_STATUSES } from "./rules";

export const classroomParams = z.object({ classroomId: z.uuid({ error: C.classroomNotFound }) });
export const classroomLessonParams = classroomParams.extend({ lessonId: z.uuid({ error: L.lessonNotFound }) });
export const classroomMemberParams = classroomParams.extend({
  userId: storableText().min(1, C.studentNotFound).max(100, C.studentNotFound),
});

export const okResponse = z.object({ ok: z.literal(true) });

// ---- the list

export const joinedClassroomSchema = z.object({ id: z.string(), name: z.string(), host_name: z.string(), lessons_count: z.number().int() });
export const hostedClassroomSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  members_count: z.number().int(),
  lessons_count: z.number().int(),
});
export const classroomsResponse = z.object({
  /** Classes the user is a member of, newest join first. */
  joined: z.array(joinedClassroomSchema),
  /** Classes the user hosts, newest first (empty for students). */
  hosted: z.array(hostedClassroomSchema),
});
export type ClassroomsResponse = z.infer<typeof classroomsResponse>;

// ---- create and join

export const createClassroomRequest = z.object({
  name: storableText(C.nameRequired)
    .trim()
    .min(1, C.nameRequired)
    .min(CLASSROOM_NAME_MIN, C.nameTooShort)
    .max(CLASSROOM_NAME_MAX, C.nameTooLong),
});
export const createClassroomResponse = z.object({ classroom: hostedClassroomSchema });

/** The code as typed; the server trims and upper-cases it before checking its form. */
export const joinClassroomRequest = z.object({ code: storableText(C.invalidJoinCode).max(JOIN_CODE_INPUT_MAX, C.invalidJoinCode) });
export const joinClassroomResponse = z.object({
  classroom: z.object({ id: z.string(), name: z.string() }),
  /** False when the user was already a member (joining twice is harmless). */
  joined: z.boolean(),
});

// ---- the manage page (host only)

export const memberSchema = z.object({
  user_id: z.string(),
  username: z.string(),
  role: z.literal("student"),
  joined_at: z.string(),
  /** The member's profile (settings Profile tab), for their teacher: "" when not set. */
  avatar_url: z.string(),
  school: z.string(),
  bio: z.string(),
});
/** Which table an assignment's lesson lives in: the teacher's own lessons, or a module's. */
export const ASSIGNABLE_KINDS = ["lesson", "module_lesson"] as const;
export const assignableKindSchema = z.enum(ASSIGNABLE_KINDS, { error: L.lessonNotFound });
export type AssignableKind = z.infer<typeof assignableKindSchema>;

export const assignedLessonSchema = z.object({
  id: z.string(),
  kind: assignableKindSchema,
  title: z.string(),
  level: levelSchema,
  /** ISO date-time, or null for no due date. */
  due_at: z.string().nullable(),
});
export const libraryLessonSchema = z.object({
  id: z.string(),
  kind: assignableKindSchema,
  title: z.string(),
  level: levelSchema,
  /** The module a module lesson belongs to; null for the teacher's own lessons. */
  module_name: z.string().nullable(),
});
export const gridCellSchema = z.object({
  lesson_id: z.string(),
  status: z.enum(GRID_STATUSES),
  /** Submitted after the due date, or not submitted and the due date has passed. */
  late: z.boolean(),
  /** The lesson's own score (AI on the writing, else the quiz percentage). */
  score: z.number().int().nullable(),
  teacher_score: z.number().int().nullable(),
});
/** One member's row of the completion grid: a cell per assigned lesson, in `lessons` order. */
export const gridRowSchema = z.object({ student_id: z.string(), cells: z.array(gridCellSchema) });
export const lessonAverageSchema = z.object({ lesson_id: z.string(), average: z.number().int().nullable() });
export const manageResponse = z.object({
  classroom: z.object({ id: z.string(), name: z.string(), code: z.string(), created_at: z.string() }),
  /** By username. */
  members: z.array(memberSchema),
  /** In the order they were assigned. */
  lessons: z.array(assignedLessonSchema),
  /**
   * What the host may still assign here: their own lessons (newest first), then the lessons of every
   * module they may open (public, unlocked by them, or the starter curriculum), by module name.
   */
  library: z.array(libraryLessonSchema),
  /** One row per member (in `members` order), each with one cell per assigned lesson (in `lessons` order). */
  grid: z.array(gridRowSchema),
  /**
   * With the host's show_class_averages setting: per assigned lesson, the mean of the teacher's grade
   * (else the lesson's score) over the students who have one; null when the setting is off.
   */
  averages: z.array(lessonAverageSchema).nullable(),
});
export type ManageResponse = z.infer<typeof manageResponse>;

// ---- assignments

const dueAtSchema = z.iso.datetime({ offset: true, error: C.invalidDueDate }).nullable();
export const assignLessonRequest = z.object({
  lesson_id: z.uuid({ error: L.lessonNotFound }),
  /** "lesson" (the default) for one of the host's own lessons, "module_lesson" for a module's. */
  kind: assignableKindSchema.optional().default("lesson"),
  /** ISO date-time (the screen fills the teacher's default_deadline_hour), or null / absent for none. */
  due_at: dueAtSchema.optional().default(null),
});
export const updateDueRequest = z.object({ due_at: dueAtSchema });
export const assignmentResponse = z.object({ lesson: assignedLessonSchema });

// ---- the student's side

export const studentLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  level: levelSchema,
  due_at: z.string().nullable(),
  status: z.enum(STUDENT_STATUSES),
  late: z.boolean(),
  score: z.number().int().nullable(),
  teacher_score: z.number().int().nullable(),
  has_feedback: z.boolean(),
  submitted_at: z.string().nullable(),
});
export const studentViewResponse = z.object({
  classroom: z.object({ id: z.string(), name: z.string(), host_name: z.string() }),
  /** True when the host is looking (the host has no work of their own here). */
  as_host: z.boolean(),
  lessons: z.array(studentLessonSchema),
});
export type StudentViewResponse = z.infer<typeof studentViewResponse>;

/** Answers keyed by question id: the chosen option's text. */
export const classroomAnswersSchema = z
  .record(storableText().max(100), storableText().max(500))
  .refine((a) => Object.keys(a).length <= 100, C.tooManyAnswers);

export const classroomProgressSchema = z.object({
  completed: z.boolean(),
  answers: z.record(z.string(), z.string()),
  writing_response: z.string(),
  score: z.number().int().nullable(),
  /** The AI's feedback on the writing at the last submission (null without writing). */
  ai_feedback: z.string().nullable(),
  submitted_at: z.string().nullable(),
  teacher_score: z.number().int().nullable(),
  has_feedback: z.boolean(),
  updated_at: z.string(),
});

export const classroomLessonResponse = z.object({
  classroom: z.object({ id: z.string(), name: z.string() }),
  lesson: z.object({
    id: z.string(),
    title: z.string(),
    level: levelSchema,
    reading: z.string(),
    writing_prompt: z.string().nullable(),
    allow_writing: z.boolean(),
    /** `correct` is the right option's index, null until the student has a score (or quiz_reveal is immediate); the host sees it. */
    quiz: z.array(lessonQuestionSchema),
    quiz_error: z.string().nullable(),
  }),
  /** The viewer's own work; null before the first submission and for the host. */
  progress: classroomProgressSchema.nullable(),
  due_at: z.string().nullable(),
  late: z.boolean(),
  /** The host's auto_lock_after_deadline is on and the due date has passed: submitting is refused. */
  locked: z.boolean(),
  as_host: z.boolean(),
  quiz_reveal: z.enum(["immediate", "after_submit"]),
});
export type ClassroomLessonResponse = z.infer<typeof classroomLessonResponse>;

export const submitClassroomLessonRequest = z.object({
  answers: classroomAnswersSchema.optional().default({}),
  writing_response: storableText().max(WRITING_MAX, M.writingTooLong).optional().default(""),
});
export type SubmitClassroomLessonRequest = z.input<typeof submitClassroomLessonRequest>;

export const submitClassroomLessonResponse = classroomLessonResponse.extend({
  /** The AI's feedback on the writing (not stored: the teacher's feedback is what is kept), or null. */
  ai_feedback: z.string().nullable(),
  engine: z.string().nullable(),
});
