import { index, jsonb, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

// Owned by domains/drills.

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
