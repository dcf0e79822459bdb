// What the app generated for each subject (a user or a guest), kept so an answer that hands it back is
// recognised. Only the newest rows per subject are kept (ROW_CAP) and old rows are purged
// (core/retention.ts), so the table stays small whatever a subject asks for.
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { generatedMaterial } from "#server/db/schema/index.ts";
import type { Db } from "#server/db/client.ts";
import type { ServiceCtx } from "#server/platform/context.ts";
import { withoutQuotations } from "./text";

/** Newest rows kept per subject: a few weeks of daily practice, and a bound on what each check reads. */
export const ROW_CAP = 200;
/** A signed-in user's generated material is kept this long (a guest's goes with GUEST_RETENTION_DAYS). */
export const USER_MATERIAL_DAYS = 180;
/** One row's text is cut here: enough to recognise a copy, and no row can grow the table much. */
const MAX_CHARS = 20_000;

export type MaterialKind =
  "generate-argument" | "characterization-example" | "clashes-example" | "framing-example" | "debate-speech" | "lesson-from-url";

/** Records generated text for the asker; a failure is logged, never the request's failure. */
export async function recordGenerated(ctx: Pick<ServiceCtx, "db" | "who" | "log">, kind: MaterialKind, motion: string, texts: string[]) {
  const content = texts
    .map((t) => t.trim())
    .filter(Boolean)
    .join("\n")
    .slice(0, MAX_CHARS);
  if (!content) return;
  const subject = ctx.who.subject;
  try {
    await ctx.db.insert(generatedMaterial).values({ subject, kind, motion: motion.trim().slice(0, 500), content });
    // Rows beyond the cap go as the newest comes in, so one subject never holds more than ROW_CAP.
    await ctx.db
      .delete(generatedMaterial)
      .where(and(eq(generatedMaterial.subject, subject), lt(generatedMaterial.id, capFloor(ctx.db, subject))));
  } catch (err) {
    ctx.log.warn({ err: (err as Error).message, kind }, "could not record generated material");
  }
}

// The id of the oldest row still within the cap (a subquery, so the delete is one statement).
const capFloor = (db: Db, subject: string) =>
  sql`coalesce((${db
    .select({ id: generatedMaterial.id })
    .from(generatedMaterial)
    .where(eq(generatedMaterial.subject, subject))
    .orderBy(desc(generatedMaterial.id))
    .limit(1)
    .offset(ROW_CAP - 1)}), 0)`;

/** Rows a check reads when it has no motion to narrow them by (lesson writing): the newest. */
const UNNARROWED_ROWS = 50;

/**
 * The asker's generated material, newest first: for a motion, only what was generated for that motion
 * (material for another motion handed back is off-topic, which the checks find anyway), so a check reads
 * a few rows rather than ROW_CAP of them.
 */
export async function generatedFor(ctx: Pick<ServiceCtx, "db" | "who">, motion?: string): Promise<string[]> {
  const mine = eq(generatedMaterial.subject, ctx.who.subject);
  const rows = await ctx.db
    .select({ content: generatedMaterial.content })
    .from(generatedMaterial)
    .where(motion ? and(mine, sql`lower(${generatedMaterial.motion}) = ${motion.trim().toLowerCase().slice(0, 500)}`) : mine)
    .orderBy(desc(generatedMaterial.id))
    .limit(motion ? ROW_CAP : UNNARROWED_ROWS);
  // A recorded debate speech quotes the student's own sentences; quoting them back makes nobody a copier.
  return rows.map((r) => withoutQuotations(r.content));
}
