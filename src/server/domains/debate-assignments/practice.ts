// The teacher's brief a drill reads on a motion: the newest brief for a debate assignment on that motion in
// a class the asker hosts (a teacher trying her own brief), or belongs to when the host let the class
// practise on it. Otherwise none: a brief is the opponent's prepared case, and a student reads it only
// when her teacher says so.
import { and, desc, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { ServiceCtx } from "#server/platform/context.ts";
import { debateAssignments } from "#server/db/schema/debate-assignments.ts";
import { classIdsOf } from "#server/domains/classrooms/index.ts";
import type { TeacherBrief } from "#shared/debate-assignments/brief.ts";

/** A motion as compared: case, spacing and a closing full stop do not make another motion. */
export const motionKey = (motion: string) =>
  motion
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[.\s]+$/, "")
    .toLowerCase();

const keyOf = sql`lower(regexp_replace(regexp_replace(trim(${debateAssignments.motion}), '\\s+', ' ', 'g'), '[.\\s]+$', ''))`;

export async function practiceBrief({
  ctx,
  input,
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { userId: string; motion: string };
}): Promise<TeacherBrief | null> {
  const key = motionKey(input.motion);
  if (!key) return null;
  const { hosted, joined } = await classIdsOf({ ctx, input: { userId: input.userId } });
  const shared = and(inArray(debateAssignments.classroomId, joined), sql`(${debateAssignments.brief} ->> 'practice') = 'true'`);
  const reach = [...(hosted.length ? [inArray(debateAssignments.classroomId, hosted)] : []), ...(joined.length ? [shared] : [])];
  if (!reach.length) return null;
  const [row] = await ctx.db
    .select({ brief: debateAssignments.brief })
    .from(debateAssignments)
    .where(and(isNotNull(debateAssignments.brief), sql`${keyOf} = ${key}`, or(...reach)))
    .orderBy(desc(debateAssignments.createdAt))
    .limit(1);
  return row?.brief ?? null;
}
