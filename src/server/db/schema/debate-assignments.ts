import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { debates } from "./debate";
import { classrooms } from "./classrooms";
import type { TeacherBrief } from "#shared/debate-assignments/brief.ts";

// Owned by domains/debate-assignments: another domain reads these through domains/debate-assignments/index.ts (lint).

/** A motion a teacher set a class to debate: the side (fixed, or drawn per student), a due date, a drill to do first. */
export const debateAssignments = pgTable(
  "debate_assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    classroomId: uuid("classroom_id")
      .notNull()
      .references(() => classrooms.id, { onDelete: "cascade" }),
    motion: text("motion").notNull(),
    side: text("side", { enum: ["Government", "Opposition", "random"] }).notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }),
    /** A drill the student must have done since the assignment was made, before they may start. */
    drill: text("drill"),
    /** The teacher's own brief for the motion (shared/debate-assignments/brief.ts), which the offline opponent argues from. */
    brief: jsonb("brief").$type<TeacherBrief>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("debate_assignments_classroom_idx").on(t.classroomId, t.createdAt),
    check("debate_assignments_side_check", sql`${t.side} in ('Government', 'Opposition', 'random')`),
  ],
);

/** A student's round for a debate assignment, and the teacher's grade on the ballot's categories. */
export const debateAssignmentWork = pgTable(
  "debate_assignment_work",
  {
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => debateAssignments.id, { onDelete: "cascade" }),
    studentId: text("student_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The side the student argues: the assignment's, or the one drawn for them at their first start. */
    side: text("side", { enum: ["Government", "Opposition"] }).notNull(),
    /** The round; cleared when the round is dropped (reset or replaced) before it was judged. */
    debateId: uuid("debate_id").references(() => debates.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    matter: integer("matter"),
    manner: integer("manner"),
    method: integer("method"),
    comment: text("comment"),
    gradedAt: timestamp("graded_at", { withTimezone: true }),
    /** Every time the host handed a round back with Return, oldest first (shared/debate-assignments/returns.ts). */
    returns: jsonb("returns").notNull().default([]),
  },
  (t) => [
    uniqueIndex("debate_assignment_work_pair_idx").on(t.assignmentId, t.studentId),
    uniqueIndex("debate_assignment_work_debate_idx").on(t.debateId),
    index("debate_assignment_work_student_idx").on(t.studentId),
    check(
      "debate_assignment_work_grade_check",
      sql`(${t.matter} is null or ${t.matter} between 0 and 10) and (${t.manner} is null or ${t.manner} between 0 and 10) and (${t.method} is null or ${t.method} between 0 and 10)`,
    ),
  ],
);
