import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, real, serial, text, timestamp, uniqueIndex, uuid, bigserial } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { LEVELS } from "#shared/levels.ts";

// A "subject" is who is asking: `user:<id>` or `guest:<id>` (guests have an anonymous cookie identity).

/** Motions shown to a subject, for the avoid-repeats cooldown. */
export const motionHistory = pgTable(
  "motion_history",
  {
    id: serial("id").primaryKey(),
    subject: text("subject").notNull(),
    motion: text("motion").notNull(),
    shownAt: timestamp("shown_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("motion_history_subject_idx").on(t.subject, t.shownAt)],
);

export const debates = pgTable(
  "debates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    motion: text("motion").notNull(),
    side: text("side", { enum: ["Government", "Opposition"] }).notNull(),
    status: text("status", { enum: ["active", "finished"] })
      .notNull()
      .default("active"),
    verdict: jsonb("verdict"),
    /** The opponent's difficulty (Settings → Preferences when the round started), fixed for the round. */
    difficulty: text("difficulty", { enum: LEVELS }).notNull().default("intermediate"),
    /** The ballot skill the opponent presses (the student's weakest when the round started), or null. */
    press: text("press", { enum: ["reasoning", "evidence", "rebuttal", "weighing", "relevance", "language", "development"] }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    // One round in progress per subject; the database, not a process, guarantees it.
    uniqueIndex("debates_one_active_idx")
      .on(t.subject)
      .where(sql`${t.status} = 'active'`),
    index("debates_subject_idx").on(t.subject, t.createdAt),
  ],
);

export const debateMessages = pgTable(
  "debate_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    debateId: uuid("debate_id")
      .notNull()
      .references(() => debates.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    engine: text("engine"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("debate_messages_debate_idx").on(t.debateId, t.id)],
);

/** Each scored drill attempt: the student's input and the result, for history and progress. */
export const drillAttempts = pgTable(
  "drill_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    drill: text("drill").notNull(),
    motion: text("motion").notNull(),
    input: jsonb("input").notNull(),
    result: jsonb("result").notNull(),
    overall: real("overall").notNull(),
    engine: text("engine").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("drill_attempts_user_idx").on(t.userId, t.drill, t.createdAt),
    // Progress reads `where user_id = ? order by created_at desc limit n`: a backward scan of this
    // index returns the newest rows first without a sort (the index above orders by drill first).
    index("drill_attempts_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * Text the app generated for a subject (drill examples, AI arguments, the debater's speeches, lessons
 * from a URL), kept so the integrity checks can tell when it is handed back as the student's own work.
 * Capped per subject and purged with age (core/retention.ts); exported and deleted with the account.
 */
export const generatedMaterial = pgTable(
  "generated_material",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    subject: text("subject").notNull(),
    kind: text("kind").notNull(),
    motion: text("motion").notNull().default(""),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("generated_material_subject_idx").on(t.subject, t.id)],
);
