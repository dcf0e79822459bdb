import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { LEVELS } from "#shared/levels.ts";

// Owned by domains/modules: another domain reads these through domains/modules/index.ts (lint).

/** A module groups module lessons. New modules start private (`is_public` false). */
export const modules = pgTable(
  "modules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    isPublic: boolean("is_public").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Kept by a trigger on module_lessons (migration 0004), so the catalogue reads them instead of
    // counting every module's lessons per request: how many lessons, and the sum of their level weights.
    lessonsCount: integer("lessons_count").notNull().default(0),
    levelSum: integer("level_sum").notNull().default(0),
    /** The level nearest the mean weight of the module's lessons (LEVEL_WEIGHTS: 1, 2, 3); null without lessons. */
    dominantLevel: text("dominant_level").generatedAlwaysAs(
      sql`case when lessons_count = 0 then null else (case round(level_sum::numeric / lessons_count) when 1 then 'beginner' when 2 then 'intermediate' else 'advanced' end) end`,
    ),
    /** What the catalogue's search matches: name and description, lower-cased. */
    searchText: text("search_text").generatedAlwaysAs(sql`lower(name || ' ' || description)`),
  },
  (t) => [
    // The catalogue sorts by "recent" and "title"; manage-modules lists one admin's modules.
    index("modules_updated_at_idx").on(t.updatedAt),
    index("modules_name_lower_idx").on(sql`lower(${t.name})`),
    index("modules_created_by_idx").on(t.createdBy),
    index("modules_public_idx").on(t.isPublic),
    index("modules_dominant_level_idx").on(t.dominantLevel),
    index("modules_lessons_count_idx").on(t.lessonsCount),
  ],
);

/** A module lesson: reading, quiz (stored as JSON in any of the three shapes), writing and case builder. */
export const moduleLessons = pgTable(
  "module_lessons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    level: text("level", { enum: LEVELS }).notNull().default("beginner"),
    moduleId: uuid("module_id").references(() => modules.id, { onDelete: "set null" }),
    reading: text("reading").notNull(),
    writingPrompt: text("writing_prompt"),
    allowWriting: boolean("allow_writing").notNull().default(false),
    allowCaseBuilder: boolean("allow_case_builder").notNull().default(false),
    caseBuilderPrompt: text("case_builder_prompt"),
    quiz: jsonb("quiz").notNull().default([]),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Lessons of a module in creation order (the module page), and counts per module and level.
    index("module_lessons_module_idx").on(t.moduleId, t.createdAt),
    index("module_lessons_module_level_idx").on(t.moduleId, t.level),
    index("module_lessons_created_by_idx").on(t.createdBy),
    check("module_lessons_level_check", sql`${t.level} in ('beginner', 'intermediate', 'advanced')`),
  ],
);

/** One row per user, module and lesson; upserted on submit. */
export const moduleProgress = pgTable(
  "module_progress",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    moduleId: uuid("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => moduleLessons.id, { onDelete: "cascade" }),
    completed: boolean("completed").notNull().default(false),
    quizAnswers: jsonb("quiz_answers").notNull().default({}),
    writingResponse: text("writing_response").notNull().default(""),
    caseBuilderAnswer: text("case_builder_answer").notNull().default(""),
    feedback: text("feedback"),
    score: integer("score"),
    /** The writing's own score, kept apart from the overall as class lessons keep it (null: no writing asked, or before this column). */
    writingScore: integer("writing_score"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("module_progress_user_module_lesson_idx").on(t.userId, t.moduleId, t.lessonId),
    check("module_progress_score_check", sql`${t.score} is null or (${t.score} between 0 and 100)`),
  ],
);

/** A one-time code that unlocks one private module for one student, once, before it expires. */
export const oneTimeAccessCodes = pgTable(
  "one_time_access_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    moduleId: uuid("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    // Codes are unique, so a lookup by code finds one row and `used_at` can be claimed atomically.
    uniqueIndex("one_time_access_codes_code_idx").on(t.code),
    index("one_time_access_codes_module_idx").on(t.moduleId, t.createdAt),
  ],
);

/** Which private modules a user has unlocked. */
export const userUnlockedModules = pgTable(
  "user_unlocked_modules",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    moduleId: uuid("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId] }), index("user_unlocked_modules_module_idx").on(t.moduleId)],
);
