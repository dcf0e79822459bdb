import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { lessons } from "./lessons";
import { moduleLessons } from "./modules";

// Owned by domains/classrooms: another domain reads these through domains/classrooms/index.ts (lint).

/** A class a teacher hosts; students join with its 6-character code. */
export const classrooms = pgTable(
  "classrooms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    code: text("code").notNull(),
    hostId: text("host_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("classrooms_code_idx").on(t.code), index("classrooms_host_idx").on(t.hostId, t.createdAt)],
);

/** Who is in a class, and as what (students join; the host is not a member). */
export const classroomMembers = pgTable(
  "classroom_members",
  {
    classroomId: uuid("classroom_id")
      .notNull()
      .references(() => classrooms.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["student"] })
      .notNull()
      .default("student"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("classroom_members_pair_idx").on(t.classroomId, t.userId),
    index("classroom_members_user_idx").on(t.userId),
    check("classroom_members_role_check", sql`${t.role} in ('student')`),
  ],
);

/**
 * Which lesson an assignment (and a student's work on it) points at: a teacher's own lesson or a module
 * lesson, exactly one of them (a check on each table). `item_id` is whichever is set, so an assignment
 * is found, and kept unique per class, by one id whatever its kind.
 */
const assignedItem = () => ({
  lessonId: uuid("lesson_id").references(() => lessons.id, { onDelete: "cascade" }),
  moduleLessonId: uuid("module_lesson_id").references(() => moduleLessons.id, { onDelete: "cascade" }),
  itemId: uuid("item_id")
    .notNull()
    .generatedAlwaysAs(sql`coalesce(lesson_id, module_lesson_id)`),
});

/** A lesson assigned to a class, with an optional due date. */
export const classroomLessons = pgTable(
  "classroom_lessons",
  {
    classroomId: uuid("classroom_id")
      .notNull()
      .references(() => classrooms.id, { onDelete: "cascade" }),
    ...assignedItem(),
    dueAt: timestamp("due_at", { withTimezone: true }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
    /** When students see the quiz's right answers (shared/classrooms/rules.ts REVEAL_RULES). */
    revealAnswers: text("reveal_answers", { enum: ["after_submit", "after_due", "after_grading", "never"] })
      .notNull()
      .default("after_submit"),
    /** How many times a student may turn it in; null for no limit. */
    maxAttempts: integer("max_attempts"),
    /** Once graded, a student's work takes no more submissions. */
    lockOnGrade: boolean("lock_on_grade").notNull().default(false),
  },
  (t) => [
    uniqueIndex("classroom_lessons_pair_idx").on(t.classroomId, t.itemId),
    index("classroom_lessons_lesson_idx").on(t.lessonId),
    index("classroom_lessons_module_lesson_idx").on(t.moduleLessonId),
    check("classroom_lessons_one_lesson_check", sql`num_nonnulls(${t.lessonId}, ${t.moduleLessonId}) = 1`),
    check("classroom_lessons_reveal_check", sql`${t.revealAnswers} in ('after_submit', 'after_due', 'after_grading', 'never')`),
    check("classroom_lessons_attempts_check", sql`${t.maxAttempts} is null or ${t.maxAttempts} between 1 and 3`),
  ],
);

/** A student's work on a classroom lesson, and the teacher's feedback and grade on it. */
export const classroomLessonProgress = pgTable(
  "classroom_lesson_progress",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    studentId: text("student_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    classroomId: uuid("classroom_id")
      .notNull()
      .references(() => classrooms.id, { onDelete: "cascade" }),
    ...assignedItem(),
    /** Keyed by question id: the chosen option's text. */
    answers: jsonb("answers").notNull().default({}),
    writingResponse: text("writing_response").notNull().default(""),
    /** The combined score (shared/modules/rules.ts lessonScore) of the last attempt. */
    score: integer("score"),
    /** The last attempt's quiz: right answers, of how many questions (null without a quiz). */
    quizCorrect: integer("quiz_correct"),
    quizTotal: integer("quiz_total"),
    /** The last attempt's writing score, 0–100 (null when the lesson asks for no writing). */
    writingScore: integer("writing_score"),
    /** Every attempt turned in, oldest first: when, the answers, the writing and its scores (feedback/schemas.ts attemptSchema). */
    attempts: jsonb("attempts").notNull().default([]),
    /** How many attempts `attempts` holds: read by the gradebook and the attempt limit without opening the list. */
    attemptCount: integer("attempt_count").notNull().default(0),
    /** The AI's feedback on the writing at the last submission (null without writing). */
    aiFeedback: text("ai_feedback"),
    completed: boolean("completed").notNull().default(false),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    teacherFeedback: text("teacher_feedback"),
    teacherScore: integer("teacher_score"),
    feedbackAt: timestamp("feedback_at", { withTimezone: true }),
    /** Every time the host handed the work back with Return, oldest first (shared/classrooms/returns.ts returnEntrySchema). */
    returns: jsonb("returns").notNull().default([]),
    /** When the host last handed the work back with Return: read by the status without opening `returns`. */
    returnedAt: timestamp("returned_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("classroom_lesson_progress_idx").on(t.classroomId, t.itemId, t.studentId),
    index("classroom_lesson_progress_student_idx").on(t.studentId),
    index("classroom_lesson_progress_module_lesson_idx").on(t.moduleLessonId),
    check("classroom_lesson_progress_one_lesson_check", sql`num_nonnulls(${t.lessonId}, ${t.moduleLessonId}) = 1`),
    check("classroom_lesson_progress_score_check", sql`${t.score} is null or (${t.score} between 0 and 100)`),
    check("classroom_lesson_progress_teacher_score_check", sql`${t.teacherScore} is null or (${t.teacherScore} between 0 and 100)`),
    check("classroom_lesson_progress_writing_score_check", sql`${t.writingScore} is null or (${t.writingScore} between 0 and 100)`),
  ],
);
