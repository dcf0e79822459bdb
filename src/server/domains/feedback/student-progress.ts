// One student's progress for a teacher (GET /api/profiles/{studentId}/progress): their profile fields,
// their assigned lessons in the asker's classes (an admin: in every class) and a summary of their drill
// attempts. A teacher sees only students in a class they host.
import { and, asc, avg, count, eq, sql, type SQL } from "drizzle-orm";
import { profiles } from "#server/db/schema/auth.ts";
import { classroomLessonProgress, classroomLessons, classroomMembers, classrooms } from "#server/db/schema/classrooms.ts";
import { drillAttempts } from "#server/db/schema/drills.ts";
import { lessons } from "#server/db/schema/lessons.ts";
import { moduleLessons } from "#server/db/schema/modules.ts";
import type { ServiceCtx } from "#server/platform/context.ts";
import { requireTeacherOrAdminNow } from "#server/auth/access.ts";
import { readSettingsGroup } from "#server/platform/settings-store.ts";
import { Forbidden, NotFound } from "#server/platform/errors.ts";
import { CLASSROOM_MESSAGES as C, FEEDBACK_MESSAGES as F } from "#shared/messages/index.ts";
import { gridStatus, isLate } from "#shared/classrooms/rules.ts";
import { scoresOf } from "#shared/classrooms/work.ts";
import { DRILL_KINDS, type DrillKind } from "#shared/drills/rubric.ts";
import type { StudentProgressResponse } from "#shared/feedback/schemas.ts";
import type { Level } from "#shared/levels.ts";

const round1 = (n: number | string | null) => (n === null ? null : Math.round(Number(n) * 10) / 10);

async function drillSummary(ctx: ServiceCtx, studentId: string): Promise<StudentProgressResponse["drills"]> {
  const rows = await ctx.db
    .select({ drill: drillAttempts.drill, attempts: count(), average: avg(drillAttempts.overall) })
    .from(drillAttempts)
    .where(eq(drillAttempts.userId, studentId))
    .groupBy(drillAttempts.drill);
  const known = rows.filter((r): r is typeof r & { drill: DrillKind } => (DRILL_KINDS as readonly string[]).includes(r.drill));
  const attempts = known.reduce((n, r) => n + r.attempts, 0);
  const total = known.reduce((sum, r) => sum + Number(r.average ?? 0) * r.attempts, 0);
  return {
    attempts,
    average: attempts ? round1(total / attempts) : null,
    by_kind: DRILL_KINDS.map((drill) => {
      const r = known.find((k) => k.drill === drill);
      return { drill, attempts: r?.attempts ?? 0, average: r ? round1(r.average) : null };
    }),
  };
}

export async function getStudentProgress({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { studentId: string };
}): Promise<StudentProgressResponse> {
  // The role as the database has it now: a teacher whose role was taken sees no student's progress.
  const user = await requireTeacherOrAdminNow(ctx);
  const [student] = await ctx.db
    .select({ id: profiles.id, username: profiles.username })
    .from(profiles)
    .where(eq(profiles.id, input.studentId))
    .limit(1);
  if (!student) throw new NotFound(C.studentNotFound);

  const inClass = eq(classroomMembers.userId, student.id);
  const scope: SQL | undefined = user.isAdmin ? inClass : and(inClass, eq(classrooms.hostId, user.id));
  if (!user.isAdmin) {
    const [hosted] = await ctx.db
      .select({ id: classrooms.id })
      .from(classroomMembers)
      .innerJoin(classrooms, eq(classrooms.id, classroomMembers.classroomId))
      .where(scope)
      .limit(1);
    if (!hosted) throw new Forbidden(F.notYourStudent);
  }

  const [rows, profile, drills] = await Promise.all([
    ctx.db
      .select({
        classroomId: classrooms.id,
        classroomName: classrooms.name,
        lessonId: classroomLessons.itemId,
        title: sql<string>`coalesce(${lessons.title}, ${moduleLessons.title})`,
        level: sql<string>`coalesce(${lessons.level}, ${moduleLessons.level})`,
        dueAt: classroomLessons.dueAt,
        progress: {
          completed: classroomLessonProgress.completed,
          submittedAt: classroomLessonProgress.submittedAt,
          score: classroomLessonProgress.score,
          quizCorrect: classroomLessonProgress.quizCorrect,
          quizTotal: classroomLessonProgress.quizTotal,
          writingScore: classroomLessonProgress.writingScore,
          teacherScore: classroomLessonProgress.teacherScore,
          teacherFeedback: classroomLessonProgress.teacherFeedback,
          feedbackAt: classroomLessonProgress.feedbackAt,
        },
      })
      .from(classroomMembers)
      .innerJoin(classrooms, eq(classrooms.id, classroomMembers.classroomId))
      .innerJoin(classroomLessons, eq(classroomLessons.classroomId, classrooms.id))
      .leftJoin(lessons, eq(lessons.id, classroomLessons.lessonId))
      .leftJoin(moduleLessons, eq(moduleLessons.id, classroomLessons.moduleLessonId))
      .leftJoin(
        classroomLessonProgress,
        and(
          eq(classroomLessonProgress.classroomId, classrooms.id),
          eq(classroomLessonProgress.itemId, classroomLessons.itemId),
          eq(classroomLessonProgress.studentId, student.id),
        ),
      )
      .where(scope)
      .orderBy(asc(classrooms.name), asc(classrooms.id), asc(classroomLessons.assignedAt), asc(classroomLessons.itemId)),
    readSettingsGroup(ctx.db, student.id, "profile"),
    drillSummary(ctx, student.id),
  ]);

  const now = ctx.now();
  return {
    student: { id: student.id, username: student.username, avatar_url: profile.avatar_url, bio: profile.bio, school: profile.school },
    lessons: rows.map((r) => {
      const work = r.progress;
      return {
        classroom_id: r.classroomId,
        classroom_name: r.classroomName,
        lesson_id: r.lessonId,
        title: r.title,
        level: r.level as Level,
        status: gridStatus(work, r.dueAt),
        late: isLate(work, r.dueAt, now),
        due_at: r.dueAt?.toISOString() ?? null,
        submitted_at: work?.submittedAt?.toISOString() ?? null,
        ...scoresOf(work),
        has_feedback: !!work?.teacherFeedback,
      };
    }),
    drills,
  };
}
