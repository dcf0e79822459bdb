// The host's manage page: the class, its members, its assigned lessons with their rules, the lessons the
// host may still assign (their own, then those of the modules they may open), and the gradebook (member ×
// assigned lesson: status and scores kept apart). One query gathers it all as JSON
// (the benchmark runs 40 students × 30 lessons through it), after the one that checks the host; one more
// asks the drafts domain which members keep an unsent draft of which lesson.
import { sql } from "drizzle-orm";
import type { ServiceCtx } from "#server/platform/context.ts";
import { requireUser } from "#server/auth/access.ts";
import { hostedClassroom, type ClassroomRow } from "./access";
import { moduleOpenTo } from "./assignable";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/index.ts";
import { classAverage, gridStatus, isLate, isResubmittedAfterGrading, type WorkState } from "#shared/classrooms/rules.ts";
import { scoresOf, workStateOf, type StoredWork } from "#shared/classrooms/work.ts";
import type { classroomLessons } from "#server/db/schema/classrooms.ts";
import { rulesOut } from "./assignment-rules";
import { readGroup } from "#shared/settings/rules.ts";
import type { AssignableKind, ManageResponse } from "#shared/classrooms/schemas.ts";
import { draftKeys } from "#shared/drafts/schemas.ts";
import { draftsPresent } from "#server/domains/drafts/index.ts";
import type { Level } from "#shared/levels.ts";

/**
 * Progress as [student, lesson, completed, score, teacher_score, submitted_ms, feedback_ms, quiz_correct,
 * quiz_total, writing_score, attempt_count]: arrays and epoch numbers parse fastest.
 */
type ProgressTuple = [
  string,
  string,
  boolean,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  number,
  number | null,
];

interface Gathered {
  members: Array<{ user_id: string; username: string; joined_ms: number; profile: unknown; resettable: boolean }> | null;
  lessons: Array<
    { id: string; kind: AssignableKind; title: string; level: Level; due_ms: number | null } & Pick<
      ClassroomLessonRow,
      "revealAnswers" | "maxAttempts" | "lockOnGrade"
    >
  > | null;
  library: Array<{ id: string; kind: AssignableKind; title: string; level: Level; module_name: string | null }> | null;
  progress: ProgressTuple[] | null;
  teacher: unknown;
  /** Per member, the draft keys of the assigned lessons they keep an unsent draft of. */
  drafted: Map<string, Set<string>>;
}

type ClassroomLessonRow = typeof classroomLessons.$inferSelect;
const ms = (col: string) => sql.raw(`(extract(epoch from ${col}) * 1000)::float8`);

/** Everything the manage page shows: one statement (each part a JSON array), then the members' drafts. */
export async function gatherManage({
  ctx: { db },
  input: { room },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { room: Pick<ClassroomRow, "id" | "hostId"> };
}): Promise<Gathered> {
  const result = await db.execute(sql`
    select
      (select json_agg(json_build_object('user_id', m.user_id, 'username', coalesce(p.username, u.name), 'joined_ms', ${ms("m.joined_at")},
                                         'profile', us.profile,
                                         'resettable', coalesce(p.role = 'student' and not p.is_admin, false))
                       order by lower(coalesce(p.username, u.name)), m.user_id)
         from classroom_members m join "user" u on u.id = m.user_id left join profiles p on p.id = m.user_id
           left join user_settings us on us.user_id = m.user_id
         where m.classroom_id = ${room.id}) as members,
      (select json_agg(json_build_object('id', cl.item_id, 'kind', case when cl.lesson_id is null then 'module_lesson' else 'lesson' end,
                                         'title', coalesce(l.title, ml.title), 'level', coalesce(l.level, ml.level),
                                         'due_ms', ${ms("cl.due_at")},
                                         'revealAnswers', cl.reveal_answers, 'maxAttempts', cl.max_attempts, 'lockOnGrade', cl.lock_on_grade)
                       order by cl.assigned_at, cl.item_id)
         from classroom_lessons cl left join lessons l on l.id = cl.lesson_id left join module_lessons ml on ml.id = cl.module_lesson_id
         where cl.classroom_id = ${room.id}) as lessons,
      -- Own lessons newest first, then each module's lessons (by module name) in the module's order.
      (select json_agg(x.item order by x.module_key, x.at, x.id) from (
         select json_build_object('id', l.id, 'kind', 'lesson', 'title', l.title, 'level', l.level, 'module_name', null) as item,
                '' as module_key, -extract(epoch from l.created_at) as at, l.id
           from lessons l
           where l.owner_id = ${room.hostId}
             and not exists (select 1 from classroom_lessons cl where cl.classroom_id = ${room.id} and cl.lesson_id = l.id)
         union all
         select json_build_object('id', ml.id, 'kind', 'module_lesson', 'title', ml.title, 'level', ml.level, 'module_name', m.name),
                lower(m.name) || m.id::text, extract(epoch from ml.created_at), ml.id
           from module_lessons ml join modules m on m.id = ml.module_id
           where ${moduleOpenTo(room.hostId)}
             and not exists (select 1 from classroom_lessons cl where cl.classroom_id = ${room.id} and cl.module_lesson_id = ml.id)
       ) x) as library,
      (select json_agg(json_build_array(p.student_id, p.item_id, p.completed, p.score, p.teacher_score,
                         ${ms("p.submitted_at")}, ${ms("p.feedback_at")}, p.quiz_correct, p.quiz_total, p.writing_score, p.attempt_count,
                         ${ms("p.returned_at")}))
         from classroom_lesson_progress p
         where p.classroom_id = ${room.id}) as progress,
      (select s.teacher from user_settings s where s.user_id = ${room.hostId}) as teacher`);
  const gathered = (result as unknown as { rows: Array<Omit<Gathered, "drafted">> }).rows[0];
  const drafted = await draftsPresent({
    ctx: { db },
    input: {
      userIds: (gathered.members ?? []).map((m) => m.user_id),
      itemKeys: (gathered.lessons ?? []).map((l) => draftKeys.classroomLesson(room.id, l.id)),
    },
  });
  return { ...gathered, drafted };
}

const date = (v: number | null) => (v === null ? null : new Date(v));
const NOTHING_YET: WorkState = { completed: false, submittedAt: null, teacherScore: null, feedbackAt: null };

/** The grid and averages from the gathered rows: one cell per member × assigned lesson. */
export function buildManage(room: ClassroomRow, g: Gathered, now: Date): ManageResponse {
  const members = g.members ?? [];
  const lessons = (g.lessons ?? []).map((l) => ({ ...l, due: date(l.due_ms) }));
  const work = new Map<string, StoredWork & { attemptCount: number }>();
  for (const [
    s,
    l,
    completed,
    score,
    teacherScore,
    submitted,
    feedback,
    quizCorrect,
    quizTotal,
    writingScore,
    attemptCount,
    returned,
  ] of g.progress ?? []) {
    work.set(`${s}|${l}`, {
      completed,
      score,
      teacherScore,
      submittedAt: date(submitted),
      feedbackAt: date(feedback),
      quizCorrect,
      quizTotal,
      writingScore,
      attemptCount,
      // Handed back with Return: "Returned" until the student turns it in again.
      returnedAt: date(returned),
    });
  }
  const scored = new Map<string, Array<{ score: number | null; teacherScore: number | null }>>(lessons.map((l) => [l.id, []]));
  const grid: ManageResponse["grid"] = members.map((m) => ({
    student_id: m.user_id,
    cells: lessons.map((l) => {
      const w = work.get(`${m.user_id}|${l.id}`);
      const hasDraft = !!g.drafted.get(m.user_id)?.has(draftKeys.classroomLesson(room.id, l.id));
      const state = { ...(w ? workStateOf(w) : NOTHING_YET), hasDraft };
      const cell = {
        lesson_id: l.id,
        status: gridStatus(state, l.due),
        late: isLate(state, l.due, now),
        resubmitted_after_grading: isResubmittedAfterGrading(state),
        attempts: w?.attemptCount ?? 0,
        ...scoresOf(w),
      };
      scored.get(l.id)!.push({ score: cell.score, teacherScore: cell.teacher_score });
      return cell;
    }),
  }));
  const showAverages = readGroup("teacher", g.teacher).show_class_averages;
  return {
    classroom: { id: room.id, name: room.name, code: room.code, created_at: room.createdAt.toISOString() },
    members: members.map((m) => {
      // Only the host gets here: a member's profile is shown to their teacher, never to classmates.
      const { avatar_url, school, bio } = readGroup("profile", m.profile);
      return {
        user_id: m.user_id,
        username: m.username,
        role: "student" as const,
        joined_at: new Date(m.joined_ms).toISOString(),
        avatar_url,
        school,
        bio,
        password_resettable: m.resettable,
      };
    }),
    lessons: lessons.map((l) => ({
      id: l.id,
      kind: l.kind,
      title: l.title,
      level: l.level,
      due_at: l.due ? l.due.toISOString() : null,
      rules: rulesOut(l),
    })),
    library: g.library ?? [],
    grid,
    averages: showAverages ? lessons.map((l) => ({ lesson_id: l.id, average: classAverage(scored.get(l.id)!) })) : null,
  };
}

/** GET /api/classrooms/{id}/manage: the host only. */
export async function getManage({ ctx, input }: { ctx: ServiceCtx; input: { classroomId: string } }): Promise<ManageResponse> {
  const user = requireUser(ctx);
  const room = await hostedClassroom({ ctx, input: { user, classroomId: input.classroomId, denied: C.notHost } });
  return buildManage(room, await gatherManage({ ctx, input: { room } }), ctx.now());
}
