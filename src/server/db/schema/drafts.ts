import { integer, index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

// Owned by domains/drafts: another domain reads these through domains/drafts/index.ts (lint).

/**
 * What a student has typed and not yet submitted, one row per user and item (a lesson in a class or a
 * module, a drill, the debater's speech). Saved as they type, restored on any device, removed on submit,
 * purged when old (core/retention.ts); deleted with the account.
 */
export const drafts = pgTable(
  "drafts",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    itemKey: text("item_key").notNull(),
    body: jsonb("body").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Counts the saves of this draft: a save names the version it replaces, so a stale copy cannot win unseen. */
    version: integer("version").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemKey] }), index("drafts_updated_idx").on(t.updatedAt)],
);
