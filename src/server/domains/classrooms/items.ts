import { lessonById } from "#server/domains/lessons/index.ts";
import { moduleLessonById } from "#server/domains/modules/index.ts";
import type { ServiceCtx } from "#server/platform/context.ts";

/** The lesson an assignment names, of either kind: a teacher's (the lessons domain's) or a module's. */
export async function assignedItem(ctx: Pick<ServiceCtx, "db">, a: { lessonId: string | null; moduleLessonId: string | null }) {
  if (a.lessonId) return lessonById({ ctx, input: { id: a.lessonId } });
  if (a.moduleLessonId) return moduleLessonById({ ctx, input: { id: a.moduleLessonId } });
  return undefined;
}
