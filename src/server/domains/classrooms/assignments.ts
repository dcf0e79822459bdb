// Assigning lessons to a class: the host assigns their own lessons (never another teacher's) with
// assessment rules (their defaults unless chosen), changes the due date or the rules, and unassigns (the students' work on it goes too). Members whose classroom_updates
// setting is on get an e-mail once the assignment is saved.
import { and, eq } from "drizzle-orm";
import { classroomLessonProgress, classroomLessons, classroomMembers, lessons } from "../../db/schema";
import type { ServiceCtx } from "../../platform/context";
import { requireUser } from "../../auth/access";
import { hostedClassroom, type ClassroomRow } from "./access";
import { notifyUsers } from "../../platform/mail/notify";
import { Forbidden, NotFound } from "../../platform/errors";
import { CLASSROOM_MESSAGES as C, LESSON_MESSAGES as L } from "../../../shared/messages";
import type { Level } from "../../../shared/modules/rules";
import type { AssessmentRules } from "../../../shared/classrooms/rules";
import { rulesIn, rulesOut, withDefaults } from "./assignment-rules";

type Assigned = { id: string; title: string; level: Level; due_at: string | null; rules: AssessmentRules };
type Row = { id: string; title: string; level: string; dueAt: Date | null } & Parameters<typeof rulesOut>[0];
const out = (l: Row): Assigned => ({
  id: l.id,
  title: l.title,
  level: l.level as Level,
  due_at: l.dueAt ? l.dueAt.toISOString() : null,
  rules: rulesOut(l),
});

const assignedColumns = {
  id: lessons.id,
  title: lessons.title,
  level: lessons.level,
  dueAt: classroomLessons.dueAt,
  revealAnswers: classroomLessons.revealAnswers,
  maxAttempts: classroomLessons.maxAttempts,
  lockOnGrade: classroomLessons.lockOnGrade,
};

async function assignedLesson(ctx: ServiceCtx, classroomId: string, lessonId: string): Promise<Row> {
  const [row] = await ctx.db
    .select(assignedColumns)
    .from(classroomLessons)
    .innerJoin(lessons, eq(lessons.id, classroomLessons.lessonId))
    .where(and(eq(classroomLessons.classroomId, classroomId), eq(classroomLessons.lessonId, lessonId)))
    .limit(1);
  if (!row) throw new NotFound(C.lessonNotAssigned);
  return row;
}

function tellMembers(ctx: ServiceCtx, room: ClassroomRow, lesson: { title: string }, dueAt: Date | null) {
  const url = new URL(`/#/classrooms/student/${room.id}`, ctx.config.publicUrl).toString();
  const due = dueAt ? dueAt.toUTCString() : null;
  // After the insert has committed; the e-mails never fail or hold up the request.
  void ctx.db
    .select({ userId: classroomMembers.userId })
    .from(classroomMembers)
    .where(eq(classroomMembers.classroomId, room.id))
    .then((members) =>
      notifyUsers(
        ctx,
        members.map((m) => m.userId),
        "classroom_updates",
        { subject: C.assignedMailSubject(room.name, lesson.title), text: C.assignedMailText(room.name, lesson.title, due, url) },
      ),
    )
    .catch((err: unknown) => ctx.log.warn({ err, classroomId: room.id }, "assignment e-mails not sent"));
}

/** Assign one of the host's own lessons; assigning it again changes nothing (and e-mails no one). */
export async function assignLesson({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { classroomId: string; lessonId: string; dueAt: Date | null; rules?: Partial<AssessmentRules> };
}): Promise<{ lesson: Assigned }> {
  const user = requireUser(ctx);
  const room = await hostedClassroom(ctx.db, user, input.classroomId, C.notHost);
  const [lesson] = await ctx.db
    .select({ id: lessons.id, title: lessons.title, level: lessons.level, ownerId: lessons.ownerId })
    .from(lessons)
    .where(eq(lessons.id, input.lessonId))
    .limit(1);
  if (!lesson) throw new NotFound(L.lessonNotFound);
  if (lesson.ownerId !== user.id) throw new Forbidden(C.notYourLessonToAssign);
  const rules = withDefaults(await ctx.settings.get("teacher"), input.rules);
  const added = await ctx.db
    .insert(classroomLessons)
    .values({ classroomId: room.id, lessonId: lesson.id, dueAt: input.dueAt, ...rulesIn(rules) })
    .onConflictDoNothing()
    .returning();
  if (added.length === 0) return { lesson: out(await assignedLesson(ctx, room.id, lesson.id)) };
  tellMembers(ctx, room, lesson, input.dueAt);
  return { lesson: out({ ...lesson, ...added[0] }) };
}

/** Set or clear an assigned lesson's due date, change its rules, or both (what is left out stays). */
export async function updateAssignment({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { classroomId: string; lessonId: string; dueAt?: Date | null; rules?: Partial<AssessmentRules> };
}): Promise<{ lesson: Assigned }> {
  const user = requireUser(ctx);
  const room = await hostedClassroom(ctx.db, user, input.classroomId, C.notHost);
  const lesson = await assignedLesson(ctx, room.id, input.lessonId);
  const changes = { ...(input.dueAt !== undefined ? { dueAt: input.dueAt } : {}), ...rulesIn(input.rules ?? {}) };
  if (Object.keys(changes).length === 0) return { lesson: out(lesson) };
  await ctx.db
    .update(classroomLessons)
    .set(changes)
    .where(and(eq(classroomLessons.classroomId, room.id), eq(classroomLessons.lessonId, lesson.id)));
  return { lesson: out({ ...lesson, ...changes }) };
}

/** Unassign a lesson and remove the students' work on it in this class, together. */
export async function unassignLesson({ ctx, input }: { ctx: ServiceCtx; input: { classroomId: string; lessonId: string } }) {
  const user = requireUser(ctx);
  const room = await hostedClassroom(ctx.db, user, input.classroomId, C.notHost);
  const removed = await ctx.db.transaction(async (tx) => {
    const gone = await tx
      .delete(classroomLessons)
      .where(and(eq(classroomLessons.classroomId, room.id), eq(classroomLessons.lessonId, input.lessonId)))
      .returning({ lessonId: classroomLessons.lessonId });
    if (gone.length === 0) return false;
    await tx
      .delete(classroomLessonProgress)
      .where(and(eq(classroomLessonProgress.classroomId, room.id), eq(classroomLessonProgress.lessonId, input.lessonId)));
    return true;
  });
  if (!removed) throw new NotFound(C.lessonNotAssigned);
  return { ok: true as const };
}
