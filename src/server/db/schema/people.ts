import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

// Owned by domains/people.

/**
 * What admins changed about accounts on the People screen: who, to whom, what, when. The names are
 * kept as they were (the rows outlive a deleted account: the ids then go null).
 */
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    targetId: text("target_id").references(() => user.id, { onDelete: "set null" }),
    targetEmail: text("target_email").notNull(),
    /** grant-admin, revoke-admin, grant-teacher, revoke-teacher, reset-password */
    action: text("action").notNull(),
    detail: jsonb("detail").notNull().default({}),
  },
  (t) => [index("admin_audit_at_idx").on(t.at), index("admin_audit_target_idx").on(t.targetId)],
);
