import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The one limiter's counters (platform/limits): one row per key, counting uses in the window that
 * starts at `window_start`. Not better-auth's rate_limit table, which it prunes to its own longest window.
 */
export const requestLimits = pgTable(
  "request_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  },
  (t) => [index("request_limits_window_idx").on(t.windowStart)],
);
