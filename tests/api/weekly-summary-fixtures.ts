// A known week of practice for one user, written straight into the database (weekly-summary.test.ts).
import { randomBytes } from "node:crypto";
import type { Db } from "#server/db/client.ts";
import {
  classroomLessonProgress,
  classrooms,
  debates,
  drillAttempts,
  lessons,
  moduleLessons,
  moduleProgress,
  modules,
} from "#server/db/schema/index.ts";
import { weekOf } from "#server/jobs/weekly-summary/week.ts";

/** Monday 4 March 2030 to Monday 11 March 2030 (UTC). */
export const SEEDED_WEEK = weekOf(new Date("2030-03-04T00:00:00Z"));

export interface Seeded {
  module: string;
  moduleLesson: string;
  classroom: string;
  classLesson: string;
}

let n = 0;
const at = (iso: string) => new Date(iso);

/**
 * In the week: drills argument 6 and 8, refutation 9 (average 7.7, best refutation); two judged rounds (one
 * won, one lost) and one still active; a module lesson at 80; a classroom lesson graded 81 by its teacher.
 * The week before: one drill and one round. Just after the week: one drill (not counted).
 */
export async function seedWeek(db: Db, userId: string, hostId: string): Promise<Seeded> {
  const k = ++n;
  const names = {
    module: `Foundations ${k}`,
    moduleLesson: `Weighing Impacts ${k}`,
    classroom: `Year 9 Debate ${k}`,
    classLesson: `Rebuttal ${k}`,
  };
  const drill = (drill: string, overall: number, createdAt: string) => ({
    userId,
    drill,
    motion: "This House would ban homework",
    input: {},
    result: {},
    overall,
    engine: "offline",
    createdAt: at(createdAt),
  });
  await db
    .insert(drillAttempts)
    .values([
      drill("argument", 6, "2030-03-05T10:00:00Z"),
      drill("argument", 8, "2030-03-06T10:00:00Z"),
      drill("refutation", 9, "2030-03-10T23:59:00Z"),
      drill("framing", 10, "2030-03-03T23:00:00Z"),
      drill("framing", 10, "2030-03-11T00:30:00Z"),
    ]);
  const round = (winner: "user" | "ai" | null, finishedAt: string | null) => ({
    subject: `user:${userId}`,
    userId,
    motion: "This House would ban homework",
    side: "Government" as const,
    status: finishedAt ? ("finished" as const) : ("active" as const),
    verdict: winner ? { winner } : null,
    finishedAt: finishedAt ? at(finishedAt) : null,
  });
  await db
    .insert(debates)
    .values([
      round("user", "2030-03-07T18:00:00Z"),
      round("ai", "2030-03-08T18:00:00Z"),
      round(null, null),
      round("user", "2030-02-27T18:00:00Z"),
    ]);

  const [mod] = await db.insert(modules).values({ name: names.module }).returning({ id: modules.id });
  const [ml] = await db
    .insert(moduleLessons)
    .values({ title: names.moduleLesson, reading: "Read this.", moduleId: mod.id })
    .returning({ id: moduleLessons.id });
  await db
    .insert(moduleProgress)
    .values({ userId, moduleId: mod.id, lessonId: ml.id, completed: true, score: 80, updatedAt: at("2030-03-06T12:00:00Z") });

  const code = randomBytes(3).toString("hex").toUpperCase();
  const [room] = await db.insert(classrooms).values({ name: names.classroom, code, hostId }).returning({ id: classrooms.id });
  const [lesson] = await db
    .insert(lessons)
    .values({ title: names.classLesson, reading: "Read this.", ownerId: hostId })
    .returning({ id: lessons.id });
  await db.insert(classroomLessonProgress).values({
    studentId: userId,
    classroomId: room.id,
    lessonId: lesson.id,
    completed: true,
    score: 70,
    teacherScore: 81,
    submittedAt: at("2030-03-07T12:00:00Z"),
  });
  return names;
}
