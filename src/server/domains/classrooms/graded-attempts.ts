// Which attempt the teacher graded, per student and lesson of a class: the last attempt turned in before
// the teacher's feedback was saved (the grade is saved with it), and that attempt's automatic score.
// Read from the attempts each row keeps, so it holds however many attempts came after the grade.
import { sql } from "drizzle-orm";
import type { ServiceCtx } from "#server/platform/context.ts";

export interface GradedAttempt {
  attempt: number;
  score: number | null;
}

/** Keyed `student|lesson`; work turned in before attempts were kept, or never graded, has no entry. */
export async function gradedAttempts({
  ctx: { db },
  input,
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { classroomId: string };
}): Promise<Map<string, GradedAttempt>> {
  const result = await db.execute(sql`
    select p.student_id, p.item_id, g.attempt, g.score
      from classroom_lesson_progress p
      cross join lateral (
        select (a->>'number')::int as attempt, (a->>'score')::int as score
          from jsonb_array_elements(case when jsonb_typeof(p.attempts) = 'array' then p.attempts else '[]'::jsonb end) a
          where (a->>'submitted_at')::timestamptz <= p.feedback_at
          order by (a->>'number')::int desc
          limit 1) g
      where p.classroom_id = ${input.classroomId} and p.teacher_score is not null and p.feedback_at is not null`);
  const rows = (result as unknown as { rows: Array<{ student_id: string; item_id: string; attempt: number; score: number | null }> }).rows;
  return new Map(
    rows.map((r) => [`${r.student_id}|${r.item_id}`, { attempt: Number(r.attempt), score: r.score === null ? null : Number(r.score) }]),
  );
}
