// The student's view of a class: its assigned lessons with the viewer's own status (the gradebook's),
// lateness, scores kept apart, and whether the teacher left feedback; an unsent draft reads "Draft", as
// on the gradebook. Members see it; the host may look (with no work of their own).
import { sql } from "drizzle-orm";
import type { ServiceCtx } from "#server/platform/context.ts";
import { requireUser } from "#server/auth/access.ts";
import { visibleClassroom } from "./access";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/index.ts";
import { gridStatus, isLate } from "#shared/classrooms/rules.ts";
import { scoresOf, workStateOf, type StoredWork } from "#shared/classrooms/work.ts";
import type { StudentViewResponse } from "#shared/classrooms/schemas.ts";
import { currentReturn, grantOf, storedReturns } from "#shared/classrooms/returns.ts";
import { draftKeys } from "#shared/drafts/schemas.ts";
import { hasDraft } from "#server/domains/drafts/index.ts";
import type { Level } from "#shared/levels.ts";

const date = (v: unknown) => (v ? new Date(v as string) : null);
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export async function getStudentView({ ctx, input }: { ctx: ServiceCtx; input: { classroomId: string } }): Promise<StudentViewResponse> {
  const user = requireUser(ctx);
  const { room, asHost } = await visibleClassroom({ ctx, input: { user, classroomId: input.classroomId, denied: C.notMember } });
  // The host's name comes in the same statement; a class with no lessons gives one row with no lesson.
  const result = await ctx.db.execute(sql`
    with host as (
      select coalesce(pr.username, u.name) as host_name from "user" u left join profiles pr on pr.id = u.id where u.id = ${room.hostId}
    )
    select host.host_name, x.* from host left join (
      select cl.item_id::text as id, coalesce(l.title, ml.title) as title, coalesce(l.level, ml.level) as level, cl.due_at, cl.assigned_at,
        coalesce(p.completed, false) as completed, p.score, p.teacher_score, p.submitted_at, p.feedback_at,
        p.quiz_correct, p.quiz_total, p.writing_score, p.returned_at, p.returns, coalesce(p.attempt_count, 0) as attempt_count,
        coalesce(p.teacher_feedback, '') <> '' as has_feedback
      from classroom_lessons cl
      left join lessons l on l.id = cl.lesson_id
      left join module_lessons ml on ml.id = cl.module_lesson_id
      left join classroom_lesson_progress p
        on p.classroom_id = cl.classroom_id and p.item_id = cl.item_id and p.student_id = ${user.id}
      where cl.classroom_id = ${room.id}
    ) x on true
    order by x.assigned_at, x.id`);
  const all = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const hostName = String(all[0]?.host_name ?? "");
  const rows = all.filter((r) => r.id !== null && r.id !== undefined);
  const keyOf = (lessonId: string) => draftKeys.classroomLesson(room.id, lessonId);
  const drafted = await hasDraft({ ctx, input: { userId: user.id, itemKeys: asHost ? [] : rows.map((r) => keyOf(String(r.id))) } });
  const now = ctx.now();
  return {
    classroom: { id: room.id, name: room.name, host_name: hostName },
    as_host: asHost,
    lessons: rows.map((r) => {
      const stored: StoredWork = {
        completed: r.completed === true,
        submittedAt: date(r.submitted_at),
        teacherScore: num(r.teacher_score),
        feedbackAt: date(r.feedback_at),
        score: num(r.score),
        quizCorrect: num(r.quiz_correct),
        quizTotal: num(r.quiz_total),
        writingScore: num(r.writing_score),
        returnedAt: date(r.returned_at),
      };
      const work = { ...workStateOf(stored), hasDraft: drafted.has(keyOf(String(r.id))) };
      const due = date(r.due_at);
      const returns = storedReturns(r.returns);
      const used = Number(r.attempt_count);
      return {
        id: String(r.id),
        title: String(r.title),
        level: r.level as Level,
        due_at: due ? due.toISOString() : null,
        status: gridStatus(work, due),
        late: isLate(work, due, now),
        ...scoresOf(stored),
        has_feedback: r.has_feedback === true,
        submitted_at: work.submittedAt ? work.submittedAt.toISOString() : null,
        return_comment: currentReturn(returns, used)?.comment ?? null,
        extra_attempt_open: grantOf(returns, used).open,
      };
    }),
  };
}
