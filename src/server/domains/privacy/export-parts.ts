import { asc, eq, inArray, sql } from "drizzle-orm";
import { profiles } from "#server/db/schema/auth.ts";
import { userAvatars } from "#server/db/schema/avatars.ts";
import { classroomLessonProgress, classroomLessons, classroomMembers, classrooms } from "#server/db/schema/classrooms.ts";
import { debateAssignmentWork, debateAssignments } from "#server/db/schema/debate-assignments.ts";
import { weeklySummarySends } from "#server/db/schema/jobs.ts";
import { lessons } from "#server/db/schema/lessons.ts";
import { liveRoundBallots, liveRoundNotes, liveRoundPracticeBallots, liveRounds } from "#server/db/schema/live-rounds.ts";
import { moduleLessons, moduleProgress, modules, oneTimeAccessCodes, userUnlockedModules } from "#server/db/schema/modules.ts";
import type { ExportDocument } from "#shared/privacy/schemas.ts";
import { iso } from "./export-shape";
import { counterOf } from "#server/platform/limits/limiter.ts";
import { codeGuessUserKey } from "#server/platform/limits/code-guesses.ts";
import type { ServiceCtx } from "#server/platform/context.ts";

// The module and classroom parts of the export (export.ts assembles the file).

const code = (c: typeof oneTimeAccessCodes.$inferSelect) => ({
  moduleId: c.moduleId,
  code: c.code,
  createdAt: iso(c.createdAt),
  expiresAt: iso(c.expiresAt),
  usedAt: iso(c.usedAt),
});

export async function modulesOf({
  ctx: { db: tx },
  input: { userId },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { userId: string };
}): Promise<ExportDocument["modules"]> {
  const progress = await tx
    .select({ p: moduleProgress, moduleName: modules.name, lessonTitle: moduleLessons.title })
    .from(moduleProgress)
    .leftJoin(modules, eq(modules.id, moduleProgress.moduleId))
    .leftJoin(moduleLessons, eq(moduleLessons.id, moduleProgress.lessonId))
    .where(eq(moduleProgress.userId, userId))
    .orderBy(asc(moduleProgress.updatedAt));
  const unlocked = await tx
    .select({ u: userUnlockedModules, moduleName: modules.name })
    .from(userUnlockedModules)
    .leftJoin(modules, eq(modules.id, userUnlockedModules.moduleId))
    .where(eq(userUnlockedModules.userId, userId));
  const received = await tx.select().from(oneTimeAccessCodes).where(eq(oneTimeAccessCodes.userId, userId));
  const made = await tx.select().from(oneTimeAccessCodes).where(eq(oneTimeAccessCodes.createdBy, userId));
  const wrong = await counterOf(tx, codeGuessUserKey(userId));
  const created = await tx.select().from(modules).where(eq(modules.createdBy, userId)).orderBy(asc(modules.createdAt));
  const lessonsMade = await tx
    .select()
    .from(moduleLessons)
    .where(eq(moduleLessons.createdBy, userId))
    .orderBy(asc(moduleLessons.createdAt));
  return {
    progress: progress.map(({ p, moduleName, lessonTitle }) => ({
      moduleId: p.moduleId,
      moduleName,
      lessonId: p.lessonId,
      lessonTitle,
      completed: p.completed,
      quizAnswers: p.quizAnswers,
      writingResponse: p.writingResponse,
      caseBuilderAnswer: p.caseBuilderAnswer,
      feedback: p.feedback,
      score: p.score,
      updatedAt: iso(p.updatedAt),
    })),
    unlocked: unlocked.map(({ u, moduleName }) => ({ moduleId: u.moduleId, moduleName, createdAt: iso(u.createdAt) })),
    accessCodesReceived: received.map(code),
    wrongCodeAttempts: wrong ? [{ windowStart: iso(wrong.windowStart), count: wrong.count }] : [],
    created: created.map((m) => ({
      id: m.id,
      name: m.name,
      description: m.description,
      isPublic: m.isPublic,
      createdAt: iso(m.createdAt),
      updatedAt: iso(m.updatedAt),
    })),
    lessonsCreated: lessonsMade.map(({ createdBy: _by, createdAt, ...l }) => ({ ...l, createdAt: iso(createdAt) })),
    accessCodesCreated: made.map(code),
  };
}

export async function classroomsOf({
  ctx: { db: tx },
  input: { userId },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { userId: string };
}): Promise<ExportDocument["classrooms"]> {
  const memberships = await tx
    .select({ classroomId: classrooms.id, name: classrooms.name, hostUsername: profiles.username, joinedAt: classroomMembers.joinedAt })
    .from(classroomMembers)
    .innerJoin(classrooms, eq(classrooms.id, classroomMembers.classroomId))
    .leftJoin(profiles, eq(profiles.id, classrooms.hostId))
    .where(eq(classroomMembers.userId, userId));
  const progress = await tx
    .select({
      p: classroomLessonProgress,
      classroomName: classrooms.name,
      lessonTitle: sql<string>`coalesce(${lessons.title}, ${moduleLessons.title})`,
    })
    .from(classroomLessonProgress)
    .innerJoin(classrooms, eq(classrooms.id, classroomLessonProgress.classroomId))
    .leftJoin(lessons, eq(lessons.id, classroomLessonProgress.lessonId))
    .leftJoin(moduleLessons, eq(moduleLessons.id, classroomLessonProgress.moduleLessonId))
    .where(eq(classroomLessonProgress.studentId, userId))
    .orderBy(asc(classroomLessonProgress.updatedAt));
  const debateWork = await tx
    .select({ w: debateAssignmentWork, a: debateAssignments, classroomName: classrooms.name })
    .from(debateAssignmentWork)
    .innerJoin(debateAssignments, eq(debateAssignments.id, debateAssignmentWork.assignmentId))
    .innerJoin(classrooms, eq(classrooms.id, debateAssignments.classroomId))
    .where(eq(debateAssignmentWork.studentId, userId))
    .orderBy(asc(debateAssignmentWork.startedAt));
  const notes = await tx
    .select({ n: liveRoundNotes, motion: liveRounds.motion })
    .from(liveRoundNotes)
    .innerJoin(liveRounds, eq(liveRounds.id, liveRoundNotes.roundId))
    .where(eq(liveRoundNotes.userId, userId))
    .orderBy(asc(liveRoundNotes.updatedAt));
  const ballots = await tx
    .select({ b: liveRoundBallots, motion: liveRounds.motion })
    .from(liveRoundBallots)
    .innerJoin(liveRounds, eq(liveRounds.id, liveRoundBallots.roundId))
    .where(eq(liveRoundBallots.judgeId, userId))
    .orderBy(asc(liveRoundBallots.updatedAt));
  const practice = await tx
    .select({ b: liveRoundPracticeBallots, motion: liveRounds.motion })
    .from(liveRoundPracticeBallots)
    .innerJoin(liveRounds, eq(liveRounds.id, liveRoundPracticeBallots.roundId))
    .where(eq(liveRoundPracticeBallots.userId, userId))
    .orderBy(asc(liveRoundPracticeBallots.updatedAt));
  const hosted = await tx.select().from(classrooms).where(eq(classrooms.hostId, userId)).orderBy(asc(classrooms.createdAt));
  const ids = hosted.map((h) => h.id);
  // Of the members, only their usernames: the rest of their data is theirs, not the host's.
  const members = ids.length
    ? await tx
        .select({ classroomId: classroomMembers.classroomId, username: profiles.username, joinedAt: classroomMembers.joinedAt })
        .from(classroomMembers)
        .innerJoin(profiles, eq(profiles.id, classroomMembers.userId))
        .where(inArray(classroomMembers.classroomId, ids))
    : [];
  const assigned = ids.length ? await tx.select().from(classroomLessons).where(inArray(classroomLessons.classroomId, ids)) : [];
  return {
    memberships: memberships.map((m) => ({ ...m, joinedAt: iso(m.joinedAt) })),
    progress: progress.map(({ p, classroomName, lessonTitle }) => ({
      classroomId: p.classroomId,
      classroomName,
      lessonId: p.itemId,
      lessonTitle,
      answers: p.answers,
      writingResponse: p.writingResponse,
      score: p.score,
      quizCorrect: p.quizCorrect,
      quizTotal: p.quizTotal,
      writingScore: p.writingScore,
      attempts: p.attempts,
      aiFeedback: p.aiFeedback,
      completed: p.completed,
      submittedAt: iso(p.submittedAt),
      teacherFeedback: p.teacherFeedback,
      teacherScore: p.teacherScore,
      feedbackAt: iso(p.feedbackAt),
      updatedAt: iso(p.updatedAt),
    })),
    debates: debateWork.map(({ w, a, classroomName }) => ({
      classroomId: a.classroomId,
      classroomName,
      assignmentId: a.id,
      motion: a.motion,
      side: w.side,
      debateId: w.debateId,
      startedAt: iso(w.startedAt),
      matter: w.matter,
      manner: w.manner,
      method: w.method,
      comment: w.comment,
      gradedAt: iso(w.gradedAt),
    })),
    liveRoundNotes: notes.map(({ n, motion }) => ({ roundId: n.roundId, motion, key: n.key, body: n.body, updatedAt: iso(n.updatedAt) })),
    liveRoundBallots: ballots.map(({ b, motion }) => ({
      roundId: b.roundId,
      motion,
      winner: b.winner,
      ranks: b.ranks ?? null,
      points: b.points,
      replyPoints: b.replyPoints,
      reason: b.reason,
      releasedAt: iso(b.releasedAt),
      updatedAt: iso(b.updatedAt),
    })),
    liveRoundPracticeBallots: practice.map(({ b, motion }) => ({
      roundId: b.roundId,
      motion,
      winner: b.winner,
      ranks: b.ranks ?? null,
      points: b.points,
      replyPoints: b.replyPoints,
      reason: b.reason,
      updatedAt: iso(b.updatedAt),
    })),
    hosted: hosted.map((h) => ({
      id: h.id,
      name: h.name,
      code: h.code,
      createdAt: iso(h.createdAt),
      members: members.filter((m) => m.classroomId === h.id).map((m) => ({ username: m.username, joinedAt: iso(m.joinedAt) })),
      lessons: assigned
        .filter((a) => a.classroomId === h.id)
        .map((a) => ({ lessonId: a.itemId, dueAt: iso(a.dueAt), assignedAt: iso(a.assignedAt) })),
    })),
  };
}

export async function avatarOf({
  ctx: { db: tx },
  input: { userId },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { userId: string };
}): Promise<ExportDocument["avatar"]> {
  const [a] = await tx.select().from(userAvatars).where(eq(userAvatars.userId, userId));
  return a ? { mime: a.mime, etag: a.etag, updatedAt: iso(a.updatedAt), imageBase64: Buffer.from(a.image).toString("base64") } : null;
}

export async function weeklySummariesOf({
  ctx: { db: tx },
  input: { userId },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { userId: string };
}): Promise<ExportDocument["weeklySummaries"]> {
  const rows = await tx
    .select()
    .from(weeklySummarySends)
    .where(eq(weeklySummarySends.userId, userId))
    .orderBy(asc(weeklySummarySends.weekStart));
  return rows.map((r) => ({ weekStart: String(r.weekStart), status: r.status, sentAt: iso(r.sentAt) }));
}
