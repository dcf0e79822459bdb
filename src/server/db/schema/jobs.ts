import { date, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

// Owned by the weekly summary job (jobs/weekly-summary).

/**
 * One row per user and week the weekly summary was claimed for. The primary key is the claim: with several
 * servers on one database only the server whose insert lands sends that e-mail. A claim left 'claimed' by
 * a server that died before sending is taken over once it is stale.
 */
export const weeklySummarySends = pgTable(
  "weekly_summary_sends",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The Monday (UTC) the summarised week starts on. */
    weekStart: date("week_start").notNull(),
    status: text("status", { enum: ["claimed", "sent"] }).notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekStart] }), index("weekly_summary_sends_week_idx").on(t.weekStart, t.status)],
);
