import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { LEVELS } from "#shared/levels.ts";

// Owned by domains/lessons: another domain reads these through domains/lessons/index.ts (lint).

/** A teacher's folder of lessons. Deleting it keeps its lessons, moved to Unassigned (folder_id null). */
export const lessonFolders = pgTable(
  "lesson_folders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lesson_folders_owner_idx").on(t.ownerId, t.createdAt)],
);

/** A teacher's lesson: reading, quiz (questions with ids, `correct` as the option's text) and optional writing. */
export const lessons = pgTable(
  "lessons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    level: text("level", { enum: LEVELS }).notNull().default("beginner"),
    folderId: uuid("folder_id").references(() => lessonFolders.id, { onDelete: "set null" }),
    reading: text("reading").notNull(),
    writingPrompt: text("writing_prompt"),
    allowWriting: boolean("allow_writing").notNull().default(false),
    quiz: jsonb("quiz").notNull().default([]),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lessons_owner_idx").on(t.ownerId, t.createdAt),
    index("lessons_folder_idx").on(t.folderId),
    check("lessons_level_check", sql`${t.level} in ('beginner', 'intermediate', 'advanced')`),
  ],
);
