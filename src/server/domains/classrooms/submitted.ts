import { sql, type SQLWrapper } from "drizzle-orm";
import { classroomLessonProgress } from "#server/db/schema/classrooms.ts";

/**
 * A condition for another domain's query (drafts): the student handed in the assigned lesson keyed
 * `classroom-lesson:<class>:<item>` at or after `since`.
 */
export const lessonSubmittedSince = (
  studentId: SQLWrapper,
  since: SQLWrapper,
  itemKey: SQLWrapper,
) => sql`exists (select 1 from ${classroomLessonProgress} p
    where p.student_id = ${studentId} and p.submitted_at >= ${since}
      and ${itemKey} = 'classroom-lesson:' || p.classroom_id || ':' || p.item_id)`;
