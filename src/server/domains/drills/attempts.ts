import { and, desc, eq, gte, sql, type SQLWrapper } from "drizzle-orm";
import { drillAttempts } from "#server/db/schema/drills.ts";
import type { ServiceCtx } from "#server/platform/context.ts";

/** A user's latest `limit` scored attempts, newest first: which drill, and what it scored (the debater's press reads them). */
export function latestAttemptResults({ ctx, input }: { ctx: Pick<ServiceCtx, "db">; input: { userId: string; limit: number } }) {
  return ctx.db
    .select({ drill: drillAttempts.drill, result: drillAttempts.result })
    .from(drillAttempts)
    .where(eq(drillAttempts.userId, input.userId))
    .orderBy(desc(drillAttempts.createdAt))
    .limit(input.limit);
}

/** Whether the user has scored an attempt at this drill since `since` (a debate assignment's drill first). */
export async function attemptedSince({
  ctx,
  input,
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { userId: string; drill: string; since: Date };
}): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: drillAttempts.id })
    .from(drillAttempts)
    .where(and(eq(drillAttempts.userId, input.userId), eq(drillAttempts.drill, input.drill), gte(drillAttempts.createdAt, input.since)))
    .limit(1);
  return !!row;
}

/** A condition for another domain's query (drafts): the user scored an attempt at the drill keyed `drill:<kind>` at or after `since`. */
export const drillAttemptedSince = (userId: SQLWrapper, since: SQLWrapper, itemKey: SQLWrapper) =>
  sql`exists (select 1 from ${drillAttempts} a
    where a.user_id = ${userId} and a.created_at >= ${since} and ${itemKey} = 'drill:' || a.drill)`;
