import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Owned by the AI runtime (ai/engine/integrity): below the domains, so any of them may read it.

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
