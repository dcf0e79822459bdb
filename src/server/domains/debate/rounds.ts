import { asc, eq, inArray, sql, type SQLWrapper } from "drizzle-orm";
import { debateMessages, debates } from "#server/db/schema/debate.ts";
import type { ServiceCtx } from "#server/platform/context.ts";

// What other domains read of rounds: a debate assignment's review, its students' status, the round a
// student started for it.

export interface RoundState {
  status: "active" | "finished";
  finishedAt: Date | null;
  verdict: unknown;
}

/** These rounds' state, by id (a round since deleted is missing). */
export async function roundStates({
  ctx,
  input,
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { ids: string[] };
}): Promise<Map<string, RoundState>> {
  if (input.ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: debates.id, status: debates.status, finishedAt: debates.finishedAt, verdict: debates.verdict })
    .from(debates)
    .where(inArray(debates.id, input.ids));
  return new Map(rows.map(({ id, ...state }) => [id, state]));
}

/** A round's transcript, in order. */
export function roundMessages({ ctx, input }: { ctx: Pick<ServiceCtx, "db">; input: { debateId: string } }) {
  return ctx.db
    .select({ role: debateMessages.role, content: debateMessages.content, engine: debateMessages.engine })
    .from(debateMessages)
    .where(eq(debateMessages.debateId, input.debateId))
    .orderBy(asc(debateMessages.id));
}

/** A condition for another domain's query (drafts): the user sent a speech in a round at or after `since`. */
export const speechSentSince = (userId: SQLWrapper, since: SQLWrapper) =>
  sql`exists (select 1 from ${debates} r join ${debateMessages} s on s.debate_id = r.id
    where r.user_id = ${userId} and s.role = 'user' and s.created_at >= ${since})`;
