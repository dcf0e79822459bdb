import { sql } from "drizzle-orm";
import { bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { LEVELS } from "#shared/levels.ts";

// Owned by domains/debate. A "subject" is who is asking: `user:<id>` or `guest:<id>`.

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
    /** The format a practice round follows (shared/debate/formats), or null for the round as it always was. */
    format: text("format"),
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
