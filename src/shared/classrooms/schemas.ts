// Contracts of the classroom routes: the list, create, join, the host's manage page with its completion
// grid, assignments with due dates, and the student's side (their lessons, one lesson, submitting it).
import { z } from "zod";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/classrooms.ts";
import { LESSON_MESSAGES as L } from "#shared/messages/classrooms.ts";
import { MODULE_MESSAGES as M } from "#shared/messages/modules.ts";
import { levelSchema, lessonQuestionSchema } from "#shared/modules/schemas.ts";
import { WRITING_MAX } from "#shared/modules/rules.ts";
import { storableText } from "#shared/text.ts";
import { returnEntrySchema } from "./returns";
import { ATTEMPT_LIMITS, CLASSROOM_NAME_MAX, CLASSROOM_NAME_MIN, GRID_STATUSES, JOIN_CODE_INPUT_MAX, REVEAL_RULES } from "./rules";

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
  /** Whether the host may reset this member's password: a student now, not a teacher or an admin. */
  password_resettable: z.boolean(),
});
/** POST /api/classrooms/{classroomId}/members/{userId}/reset-password: the temporary password, shown once. */
export const resetStudentPasswordResponse = z.object({ password: z.string() });
export type ResetStudentPasswordResponse = z.infer<typeof resetStudentPasswordResponse>;
/** An assignment's assessment rules: when answers show, how many attempts, whether grading locks the work. */
export const assessmentRulesSchema = z.object({
  reveal_answers: z.enum(REVEAL_RULES, { error: C.invalidRules }),
  max_attempts: z.enum(ATTEMPT_LIMITS, { error: C.invalidRules }),
  lock_on_grade: z.boolean({ error: C.invalidRules }),
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
  rules: assessmentRulesSchema,
});
export const libraryLessonSchema = z.object({
  id: z.string(),
  kind: assignableKindSchema,
  title: z.string(),
  level: levelSchema,
  /** The module a module lesson belongs to; null for the teacher's own lessons. */
  module_name: z.string().nullable(),
});
/** The scores of one piece of work, kept apart: the quiz, the writing, their combination (lessonScore), and the teacher's grade. */
export const workScoresSchema = z.object({
  /** Right answers of the last attempt, of `quiz_total` questions; null without a quiz or before submitting. */
  quiz_correct: z.number().int().nullable(),
  quiz_total: z.number().int().nullable(),
  /** The last attempt's writing score, 0–100; null when the lesson asks for no writing. */
  writing_score: z.number().int().nullable(),
  /** The quiz and the writing combined by the one rule (CLASSROOM_MESSAGES.scoreRule). */
  score: z.number().int().nullable(),
  /** The teacher's grade: a separate figure, never mixed into `score`. */
  teacher_score: z.number().int().nullable(),
});
export const gridCellSchema = workScoresSchema.extend({
  lesson_id: z.string(),
  status: z.enum(GRID_STATUSES),
  /** Submitted after the due date, or not submitted and the due date has passed. */
  late: z.boolean(),
  /** Turned in again after a graded return: the grade describes an earlier attempt. */
  resubmitted_after_grading: z.boolean(),
  attempts: z.number().int(),
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
  /** Any rule left out takes the teacher's default (settings, teacher group). */
  rules: assessmentRulesSchema.partial().strict().optional(),
});
/** Change the due date, the rules (any of them), or both; fields left out stay as they are. */
export const updateAssignmentRequest = z
  .object({ due_at: dueAtSchema.optional(), rules: assessmentRulesSchema.partial().strict().optional() })
  .refine((b) => b.due_at !== undefined || b.rules !== undefined, C.nothingToChange);
export const assignmentResponse = z.object({ lesson: assignedLessonSchema });

// ---- the student's side

export const studentLessonSchema = workScoresSchema.extend({
  id: z.string(),
  title: z.string(),
  level: levelSchema,
  due_at: z.string().nullable(),
  /** The same statuses as the teacher's gradebook. */
  status: z.enum(GRID_STATUSES),
  late: z.boolean(),
  has_feedback: z.boolean(),
  submitted_at: z.string().nullable(),
  /** The teacher handed the work back with Return and it is not turned in since: her comment ("" for none); else null. */
  return_comment: z.string().nullable(),
  /** The teacher gave one more attempt with a Return, not used yet. */
  extra_attempt_open: z.boolean(),
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

export const classroomProgressSchema = workScoresSchema.extend({
  completed: z.boolean(),
  answers: z.record(z.string(), z.string()),
  writing_response: z.string(),
  /** The AI's feedback on the writing at the last submission (null without writing). */
  ai_feedback: z.string().nullable(),
  submitted_at: z.string().nullable(),
  has_feedback: z.boolean(),
  /** Times turned in so far. */
  attempts: z.number().int(),
  updated_at: z.string(),
  /** The teacher's Return the student has not answered yet (turned in since), or null. */
  returned: returnEntrySchema.nullable(),
  /** The teacher gave this student one more attempt, not used yet. */
  extra_attempt_open: z.boolean(),
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
    /** `correct` is the right option's index: for the host, and for a student once the assignment's reveal rule allows (else null). */
    quiz: z.array(lessonQuestionSchema),
    quiz_error: z.string().nullable(),
  }),
  /** The viewer's own work; null before the first submission and for the host. */
  progress: classroomProgressSchema.nullable(),
  due_at: z.string().nullable(),
  late: z.boolean(),
  /** Submitting is refused now (past the due date with auto-lock, graded with lock on grade, or no attempts left). */
  locked: z.boolean(),
  /** Why it is locked, in the words the server refuses with; null when it is not. */
  locked_reason: z.string().nullable(),
  as_host: z.boolean(),
  /** The assignment's rules: they decide when this student sees the answers (their own quiz setting does not). */
  rules: assessmentRulesSchema,
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
