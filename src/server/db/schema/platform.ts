import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

// Owned by the platform (limits/, settings-store.ts): below the domains, so any of them may read it.

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

/** One row per user; each settings group is its own JSON column so a tab saves one group. */
export const userSettings = pgTable("user_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  profile: jsonb("profile").notNull().default({}),
  notifications: jsonb("notifications").notNull().default({}),
  preferences: jsonb("preferences").notNull().default({}),
  weights: jsonb("weights").notNull().default({}),
  teacher: jsonb("teacher").notNull().default({}),
  appearance: jsonb("appearance").notNull().default({}),
  privacy: jsonb("privacy").notNull().default({}),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
