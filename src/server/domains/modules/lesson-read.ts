import { eq } from "drizzle-orm";
import { moduleLessons } from "#server/db/schema/modules.ts";
import type { ServiceCtx } from "#server/platform/context.ts";

export type ModuleLessonRow = typeof moduleLessons.$inferSelect;

/** A module lesson by id (the caller checks who may see it), or undefined. */
export async function moduleLessonById({
  ctx,
  input,
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { id: string };
}): Promise<ModuleLessonRow | undefined> {
  const [row] = await ctx.db.select().from(moduleLessons).where(eq(moduleLessons.id, input.id)).limit(1);
  return row;
}
