import { eq } from "drizzle-orm";
import { lessons } from "#server/db/schema/lessons.ts";
import type { ServiceCtx } from "#server/platform/context.ts";

export type LessonRow = typeof lessons.$inferSelect;

/** A teacher's lesson by id, whoever owns it (the caller checks who may see it), or undefined. */
export async function lessonById({ ctx, input }: { ctx: Pick<ServiceCtx, "db">; input: { id: string } }): Promise<LessonRow | undefined> {
  const [row] = await ctx.db.select().from(lessons).where(eq(lessons.id, input.id)).limit(1);
  return row;
}
