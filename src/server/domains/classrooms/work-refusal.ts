// Whether a member may still turn an assigned lesson in, and so whether its answers may show: one reading
// for the lesson itself and the student's view of their work (feedback), so no route shows answers that
// another route would let the student copy into a new attempt.
import { and, eq } from "drizzle-orm";
import { classroomLessonProgress, classroomLessons, classroomMembers, classrooms } from "#server/db/schema/classrooms.ts";
import type { ServiceCtx } from "#server/platform/context.ts";
import { readSettingsGroup } from "#server/platform/settings-store.ts";
import { answersRevealed, type AssessmentRules } from "#shared/classrooms/rules.ts";
import { submitRefusal, workStateOf, type StoredWork } from "#shared/classrooms/work.ts";
import { storedReturns } from "#shared/classrooms/returns.ts";
import type { ClassroomRow } from "./access";
import { rulesOut } from "./assignment-rules";

export interface AssignedWork {
  room: ClassroomRow;
  rules: AssessmentRules;
  dueAt: Date | null;
  /** `returns` as stored: the teacher's hand-backs, which may grant this student one more attempt. */
  progress: (StoredWork & { attemptCount: number; returns?: unknown }) | null | undefined;
}

/** Why this member may not submit now, in the server's words (null when they may): deadline lock, grading lock, attempts. */
export async function workRefusal({ ctx, input }: { ctx: ServiceCtx; input: AssignedWork }): Promise<string | null> {
  const hostTeacher = await readSettingsGroup(ctx.db, input.room.hostId, "teacher");
  const rules = { ...input.rules, autoLockAfterDeadline: hostTeacher.auto_lock_after_deadline };
  const work = input.progress ? { ...input.progress, returns: storedReturns(input.progress.returns) } : null;
  return submitRefusal(rules, work, input.dueAt, ctx.now());
}

/** Whether the student sees the right answers now: the assignment's rule, and no attempt left to change them. */
export function answersShownTo(input: AssignedWork & { refusal: string | null }, now: Date): boolean {
  const work = input.progress ? workStateOf(input.progress) : null;
  return answersRevealed(input.rules.reveal_answers, work, input.dueAt, now, input.refusal === null);
}

/**
 * Whether a module lesson's answers are held back from this user by a class that assigned it to them:
 * the module catalogue opens the same lesson, and must not show what the class lesson withholds.
 */
export async function assignedAnswersHeld({ ctx, input }: { ctx: ServiceCtx; input: { userId: string; moduleLessonId: string } }) {
  const rows = await ctx.db
    .select({ room: classrooms, assigned: classroomLessons, progress: classroomLessonProgress })
    .from(classroomLessons)
    .innerJoin(classrooms, eq(classrooms.id, classroomLessons.classroomId))
    .innerJoin(
      classroomMembers,
      and(eq(classroomMembers.classroomId, classroomLessons.classroomId), eq(classroomMembers.userId, input.userId)),
    )
    .leftJoin(
      classroomLessonProgress,
      and(
        eq(classroomLessonProgress.classroomId, classroomLessons.classroomId),
        eq(classroomLessonProgress.itemId, classroomLessons.itemId),
        eq(classroomLessonProgress.studentId, input.userId),
      ),
    )
    .where(eq(classroomLessons.moduleLessonId, input.moduleLessonId));
  for (const r of rows) {
    const work = { room: r.room, rules: rulesOut(r.assigned), dueAt: r.assigned.dueAt, progress: r.progress };
    if (!answersShownTo({ ...work, refusal: await workRefusal({ ctx, input: work }) }, ctx.now())) return true;
  }
  return false;
}
