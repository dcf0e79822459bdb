import { sql, type SQLWrapper } from "drizzle-orm";
import { moduleProgress } from "#server/db/schema/modules.ts";

/** A condition for another domain's query (drafts): the user completed the module lesson keyed `module-lesson:<module>:<lesson>` at or after `since`. */
export const moduleLessonCompletedSince = (
  userId: SQLWrapper,
  since: SQLWrapper,
  itemKey: SQLWrapper,
) => sql`exists (select 1 from ${moduleProgress} m
    where m.user_id = ${userId} and m.completed and m.updated_at >= ${since}
      and ${itemKey} = 'module-lesson:' || m.module_id || ':' || m.lesson_id)`;
