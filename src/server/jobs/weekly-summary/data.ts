// What a batch of users did in a week and the week before: one aggregate query per table for the whole
// batch (never one per user), each covering both weeks, split by the UTC week its rows fall in.
import { and, asc, eq, gte, inArray, lt, sql, type AnyColumn } from "drizzle-orm";
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
import { previousWeek, type Week } from "./week";

export interface LessonDone {
  kind: "module" | "classroom";
  /** The module's or the classroom's name. */
  place: string;
  title: string;
  /** 0–100: the quiz score, or for classroom work the teacher's grade when there is one. */
  score: number | null;
  graded: boolean;
}

export interface WeekActivity {
  drills: { count: number; average: number | null; best: { kind: string; average: number } | null };
  rounds: { count: number; won: number; lost: number };
  lessons: LessonDone[];
  /** Drills, rounds and lessons of the week before, together. */
  previousTotal: number;
}

export const totalOf = (a: WeekActivity) => a.drills.count + a.rounds.count + a.lessons.length;

/** The UTC Monday a timestamp falls in, as YYYY-MM-DD (no parameters, so it can be grouped by). */
const weekKey = (column: AnyColumn) => sql<string>`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

const round1 = (n: number) => Math.round(n * 10) / 10;

function empty(): WeekActivity {
  return { drills: { count: 0, average: null, best: null }, rounds: { count: 0, won: 0, lost: 0 }, lessons: [], previousTotal: 0 };
}

/** Each user's activity in `week` (and the total of the week before), for every id given. */
export async function weekActivity(db: Db, userIds: string[], week: Week): Promise<Map<string, WeekActivity>> {
  const out = new Map(userIds.map((id) => [id, empty()]));
  if (userIds.length === 0) return out;
  const from = previousWeek(week).start;
  const thisWeek = (key: string) => key === week.key;

  const drillWeek = weekKey(drillAttempts.createdAt);
  const drills = await db
    .select({
      userId: drillAttempts.userId,
      week: drillWeek,
      drill: drillAttempts.drill,
      count: sql<number>`count(*)::int`,
      sum: sql<number>`sum(${drillAttempts.overall})::float8`,
    })
    .from(drillAttempts)
    .where(and(inArray(drillAttempts.userId, userIds), gte(drillAttempts.createdAt, from), lt(drillAttempts.createdAt, week.end)))
    .groupBy(drillAttempts.userId, drillWeek, drillAttempts.drill);
  const drillSums = new Map<string, number>();
  for (const r of drills) {
    const a = out.get(r.userId)!;
    if (!thisWeek(r.week)) {
      a.previousTotal += r.count;
      continue;
    }
    a.drills.count += r.count;
    drillSums.set(r.userId, (drillSums.get(r.userId) ?? 0) + r.sum);
    const average = round1(r.sum / r.count);
    if (!a.drills.best || average > a.drills.best.average) a.drills.best = { kind: r.drill, average };
  }
  for (const [id, sum] of drillSums) {
    const d = out.get(id)!.drills;
    d.average = round1(sum / d.count);
  }

  const roundWeek = weekKey(debates.finishedAt);
  const winner = sql<string | null>`${debates.verdict}->>'winner'`;
  const rounds = await db
    .select({ userId: debates.userId, week: roundWeek, winner, count: sql<number>`count(*)::int` })
    .from(debates)
    .where(
      and(
        inArray(debates.userId, userIds),
        eq(debates.status, "finished"),
        gte(debates.finishedAt, from),
        lt(debates.finishedAt, week.end),
      ),
    )
    .groupBy(debates.userId, roundWeek, winner);
  for (const r of rounds) {
    const a = out.get(r.userId!)!;
    if (!thisWeek(r.week)) {
      a.previousTotal += r.count;
      continue;
    }
    a.rounds.count += r.count;
    if (r.winner === "user") a.rounds.won += r.count;
    if (r.winner === "ai") a.rounds.lost += r.count;
  }

  // Module lessons have no completion time of their own: the last submission (updated_at) stands for it.
  const moduleRows = await db
    .select({
      userId: moduleProgress.userId,
      week: weekKey(moduleProgress.updatedAt),
      place: modules.name,
      title: moduleLessons.title,
      score: moduleProgress.score,
    })
    .from(moduleProgress)
    .innerJoin(modules, eq(modules.id, moduleProgress.moduleId))
    .innerJoin(moduleLessons, eq(moduleLessons.id, moduleProgress.lessonId))
    .where(
      and(
        inArray(moduleProgress.userId, userIds),
        eq(moduleProgress.completed, true),
        gte(moduleProgress.updatedAt, from),
        lt(moduleProgress.updatedAt, week.end),
      ),
    )
    .orderBy(asc(moduleProgress.updatedAt));
  for (const r of moduleRows) {
    const a = out.get(r.userId)!;
    if (thisWeek(r.week)) a.lessons.push({ kind: "module", place: r.place, title: r.title, score: r.score, graded: false });
    else a.previousTotal += 1;
  }

  const classRows = await db
    .select({
      userId: classroomLessonProgress.studentId,
      week: weekKey(classroomLessonProgress.submittedAt),
      place: classrooms.name,
      title: sql<string>`coalesce(${lessons.title}, ${moduleLessons.title})`,
      score: classroomLessonProgress.score,
      teacherScore: classroomLessonProgress.teacherScore,
    })
    .from(classroomLessonProgress)
    .innerJoin(classrooms, eq(classrooms.id, classroomLessonProgress.classroomId))
    .leftJoin(lessons, eq(lessons.id, classroomLessonProgress.lessonId))
    .leftJoin(moduleLessons, eq(moduleLessons.id, classroomLessonProgress.moduleLessonId))
    .where(
      and(
        inArray(classroomLessonProgress.studentId, userIds),
        eq(classroomLessonProgress.completed, true),
        gte(classroomLessonProgress.submittedAt, from),
        lt(classroomLessonProgress.submittedAt, week.end),
      ),
    )
    .orderBy(asc(classroomLessonProgress.submittedAt));
  for (const r of classRows) {
    const a = out.get(r.userId)!;
    if (!thisWeek(r.week)) {
      a.previousTotal += 1;
      continue;
    }
    const graded = r.teacherScore !== null;
    a.lessons.push({ kind: "classroom", place: r.place, title: r.title, score: graded ? r.teacherScore : r.score, graded });
  }
  return out;
}
