import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

// Owned by domains/motions.

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
