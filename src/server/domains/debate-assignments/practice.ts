// The teacher's brief a drill reads on a motion: the newest brief for a debate assignment on that motion in
// a class the asker hosts (a teacher trying her own brief), or belongs to when the host let the class
// practise on it. Otherwise none: a brief is the opponent's prepared case, and a student reads it only
// when her teacher says so.
import { and, desc, isNotNull, sql } from "drizzle-orm";
import type { ServiceCtx } from "#server/platform/context.ts";
import { debateAssignments } from "#server/db/schema/debate-assignments.ts";
import { classIdsOf } from "#server/domains/classrooms/index.ts";
import { motionKey } from "#content/briefs.ts";
import type { TeacherBrief } from "#shared/debate-assignments/brief.ts";

/** The stored motion under content/briefs.ts's motionKey: case, spacing and a closing full stop make no other motion. */
const keyOf = sql`lower(regexp_replace(regexp_replace(trim(${debateAssignments.motion}), '[\\s.!?]+$', ''), '\\s+', ' ', 'g'))`;

export async function practiceBrief({
  ctx,
  input,
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { userId: string; motion: string };
}): Promise<TeacherBrief | null> {
  const key = motionKey(input.motion);
  if (!key) return null;
  // Most drills are on a motion no class has a brief for: one query settles those, and only a hit asks for the asker's classes.
  const rows = await ctx.db
    .select({ classroomId: debateAssignments.classroomId, brief: debateAssignments.brief })
    .from(debateAssignments)
    .where(and(isNotNull(debateAssignments.brief), sql`${keyOf} = ${key}`))
    .orderBy(desc(debateAssignments.createdAt));
  if (!rows.length) return null;
  const { hosted, joined } = await classIdsOf({ ctx, input: { userId: input.userId } });
  const reached = rows.find((r) => hosted.includes(r.classroomId) || (joined.includes(r.classroomId) && r.brief?.practice === true));
  return reached?.brief ?? null;
}
