// A class as another domain needs it: found by what a person types (its join code, or its id), and
// its current students by name, for work handed out to each of them.
import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { profiles, user } from "#server/db/schema/auth.ts";
import { classroomMembers, classrooms } from "#server/db/schema/classrooms.ts";
import { normaliseJoinCode } from "#shared/classrooms/rules.ts";
import type { ClassroomRow } from "./access";
import type { ServiceCtx } from "#server/platform/context.ts";

const isId = (text: string) => z.uuid().safeParse(text).success;

/** The class a join code (any case, outer spaces ignored) or a class id names; null when none does. */
export async function classroomByCodeOrId({
  ctx: { db },
  input: { text },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { text: string };
}): Promise<ClassroomRow | null> {
  const code = normaliseJoinCode(text);
  const where = isId(text.trim()) ? eq(classrooms.id, text.trim()) : code ? eq(classrooms.code, code) : null;
  if (!where) return null;
  const [row] = await db.select().from(classrooms).where(where).limit(1);
  return row ?? null;
}

export interface RosterStudent {
  id: string;
  name: string;
  username: string;
}

/** The class's current members who are students, by username; at most `limit` of them. */
export async function studentRoster({
  ctx: { db },
  input: { classroomId, limit },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { classroomId: string; limit: number };
}): Promise<RosterStudent[]> {
  return db
    .select({ id: profiles.id, name: user.name, username: profiles.username })
    .from(classroomMembers)
    .innerJoin(profiles, eq(profiles.id, classroomMembers.userId))
    .innerJoin(user, eq(user.id, classroomMembers.userId))
    .where(and(eq(classroomMembers.classroomId, classroomId), eq(profiles.role, "student")))
    .orderBy(sql`lower(${profiles.username})`, asc(profiles.id))
    .limit(limit);
}

/** The class's members (students or not) with their names; only that member when `userId` is given. */
export function classMembers({ ctx, input }: { ctx: Pick<ServiceCtx, "db">; input: { classroomId: string; userId?: string } }) {
  return ctx.db
    .select({ id: classroomMembers.userId, username: profiles.username, name: user.name })
    .from(classroomMembers)
    .innerJoin(user, eq(user.id, classroomMembers.userId))
    .leftJoin(profiles, eq(profiles.id, classroomMembers.userId))
    .where(
      and(
        eq(classroomMembers.classroomId, input.classroomId),
        input.userId === undefined ? undefined : eq(classroomMembers.userId, input.userId),
      ),
    );
}
