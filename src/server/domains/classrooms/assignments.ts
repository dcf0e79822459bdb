// Assigning lessons to a class: the host assigns their own lessons (never another teacher's) and the
// lessons of modules they may open (assignable.ts), with assessment rules (their defaults unless chosen),
// changes the due date or the rules, and unassigns (the students' work on it goes too). Members whose classroom_updates
// setting is on get an e-mail once the assignment is saved.
import { and, eq, sql } from "drizzle-orm";
import { classroomLessonProgress, classroomLessons, classroomMembers } from "#server/db/schema/classrooms.ts";
import { lessonById } from "#server/domains/lessons/index.ts";
import { withTransaction, type ServiceCtx } from "#server/platform/context.ts";
import { requireUser } from "#server/auth/access.ts";
import { hostedClassroom, type ClassroomRow } from "./access";
import { assignedItem } from "./items";
import { notifyUsers } from "#server/platform/mail/notify.ts";
import { moduleOpenTo } from "./assignable";
import { Forbidden, NotFound } from "#server/platform/errors.ts";
import { CLASSROOM_MESSAGES as C, LESSON_MESSAGES as L } from "#shared/messages/index.ts";
import type { AssessmentRules } from "#shared/classrooms/rules.ts";
import { rulesIn, rulesOut, withDefaults } from "./assignment-rules";
import type { AssignableKind } from "#shared/classrooms/schemas.ts";
import type { SessionUser } from "#shared/account/schemas.ts";
import type { Level } from "#shared/levels.ts";

type Assigned = { id: string; kind: AssignableKind; title: string; level: Level; due_at: string | null; rules: AssessmentRules };
type Found = { id: string; kind: AssignableKind; title: string; level: string };
type Row = Found & { dueAt: Date | null } & Parameters<typeof rulesOut>[0];
const out = (l: Row): Assigned => ({
  id: l.id,
  kind: l.kind,
  title: l.title,
  level: l.level as Level,
  due_at: l.dueAt ? l.dueAt.toISOString() : null,
  rules: rulesOut(l),
});

async function assignedLesson(ctx: ServiceCtx, classroomId: string, itemId: string): Promise<Row> {
  const [assigned] = await ctx.db
    .select()
    .from(classroomLessons)
    .where(and(eq(classroomLessons.classroomId, classroomId), eq(classroomLessons.itemId, itemId)))
    .limit(1);
  if (!assigned) throw new NotFound(C.lessonNotAssigned);
  const item = await assignedItem(ctx, assigned);
  return {
    id: assigned.itemId,
    kind: assigned.lessonId === null ? "module_lesson" : "lesson",
    title: item?.title ?? "",
    level: item?.level ?? "",
    dueAt: assigned.dueAt,
    revealAnswers: assigned.revealAnswers,
    maxAttempts: assigned.maxAttempts,
    lockOnGrade: assigned.lockOnGrade,
  };
}

/** The lesson to assign, when the host may assign it: their own, or one from a module they may open. */
async function assignable(ctx: ServiceCtx, user: SessionUser, lessonId: string, kind: AssignableKind): Promise<Found> {
  if (kind === "lesson") {
    const own = await lessonById({ ctx, input: { id: lessonId } });
    if (!own) throw new NotFound(L.lessonNotFound);
    if (own.ownerId !== user.id) throw new Forbidden(C.notYourLessonToAssign);
    return { id: own.id, title: own.title, level: own.level, kind };
  }
  const result = await ctx.db.execute(sql`
    select ml.id::text as id, ml.title, ml.level, m.id is not null and ${moduleOpenTo(user.id)} as open
    from module_lessons ml left join modules m on m.id = ml.module_id
    where ml.id = ${lessonId}`);
  const [row] = (result as unknown as { rows: Array<{ id: string; title: string; level: string; open: boolean }> }).rows;
  if (!row) throw new NotFound(L.lessonNotFound);
  if (!row.open) throw new Forbidden(C.moduleLessonNotOpen);
  return { id: row.id, title: row.title, level: row.level, kind };
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

/** Assign a lesson the host may assign; assigning it again changes nothing (and e-mails no one). */
export async function assignLesson({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { classroomId: string; lessonId: string; kind: AssignableKind; dueAt: Date | null; rules?: Partial<AssessmentRules> };
}): Promise<{ lesson: Assigned }> {
  const user = requireUser(ctx);
  const room = await hostedClassroom({ ctx, input: { user, classroomId: input.classroomId, denied: C.notHost } });
  const lesson = await assignable(ctx, user, input.lessonId, input.kind);
  const which = lesson.kind === "lesson" ? { lessonId: lesson.id } : { moduleLessonId: lesson.id };
  const rules = withDefaults(await ctx.settings.get("teacher"), input.rules);
  const added = await ctx.db
    .insert(classroomLessons)
    .values({ classroomId: room.id, ...which, dueAt: input.dueAt, ...rulesIn(rules) })
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
  const room = await hostedClassroom({ ctx, input: { user, classroomId: input.classroomId, denied: C.notHost } });
  const lesson = await assignedLesson(ctx, room.id, input.lessonId);
  const changes = { ...(input.dueAt !== undefined ? { dueAt: input.dueAt } : {}), ...rulesIn(input.rules ?? {}) };
  if (Object.keys(changes).length === 0) return { lesson: out(lesson) };
  await ctx.db
    .update(classroomLessons)
    .set(changes)
    .where(and(eq(classroomLessons.classroomId, room.id), eq(classroomLessons.itemId, lesson.id)));
  return { lesson: out({ ...lesson, ...changes }) };
}

/** Unassign a lesson and remove the students' work on it in this class, together. */
export async function unassignLesson({ ctx, input }: { ctx: ServiceCtx; input: { classroomId: string; lessonId: string } }) {
  const user = requireUser(ctx);
  const room = await hostedClassroom({ ctx, input: { user, classroomId: input.classroomId, denied: C.notHost } });
  const removed = await withTransaction(ctx, async (_ctx, tx) => {
    const gone = await tx
      .delete(classroomLessons)
      .where(and(eq(classroomLessons.classroomId, room.id), eq(classroomLessons.itemId, input.lessonId)))
      .returning({ itemId: classroomLessons.itemId });
    if (gone.length === 0) return false;
    await tx
      .delete(classroomLessonProgress)
      .where(and(eq(classroomLessonProgress.classroomId, room.id), eq(classroomLessonProgress.itemId, input.lessonId)));
    return true;
  });
  if (!removed) throw new NotFound(C.lessonNotAssigned);
  return { ok: true as const };
}
