import { and, asc, desc, eq } from "drizzle-orm";
import type { ServiceCtx } from "#server/platform/context.ts";
import { requireUser } from "#server/auth/access.ts";
import { debateMessages, debates } from "#server/db/schema/debate.ts";
import { NotFound } from "#server/platform/errors.ts";
import { AI_MESSAGES as M } from "#shared/messages/index.ts";
import { speakerPoints } from "#shared/debate/ballot.ts";
import { wholeScores } from "#shared/debate/whole-scores.ts";
import { formatOfRound } from "./service";
import type { PastRound, PastRoundDetail, Verdict } from "#shared/debate/schemas.ts";

type Row = typeof debates.$inferSelect;

function summaryOf(r: Row): PastRound {
  const v = r.verdict as Verdict;
  return {
    id: r.id,
    motion: r.motion,
    side: r.side,
    finishedAt: (r.finishedAt ?? r.updatedAt).toISOString(),
    winner: v.winner,
    reason: v.reason,
    totals: { user: wholeScores(v.scores.user).total, ai: wholeScores(v.scores.ai).total },
    speakerPoints: v.speakerPoints ?? null,
    format: formatOfRound(r).format,
  };
}

/** The signed-in user's judged rounds, newest first. */
export async function pastRounds({ ctx }: { ctx: ServiceCtx }): Promise<PastRound[]> {
  const user = requireUser(ctx);
  const rows = await ctx.db
    .select()
    .from(debates)
    .where(and(eq(debates.subject, `user:${user.id}`), eq(debates.status, "finished")))
    .orderBy(desc(debates.finishedAt), desc(debates.createdAt))
    .limit(20);
  return rows.map(summaryOf);
}

/**
 * One of the signed-in user's judged rounds in full: the transcript and the verdict. Another's round, or
 * one still in progress, is "not found", never "forbidden" (ids are not disclosed).
 */
export async function pastRound({ ctx, input }: { ctx: ServiceCtx; input: { id: string } }): Promise<PastRoundDetail> {
  const user = requireUser(ctx);
  const [row] = await ctx.db
    .select()
    .from(debates)
    .where(and(eq(debates.id, input.id), eq(debates.subject, `user:${user.id}`), eq(debates.status, "finished")))
    .limit(1);
  if (!row) throw new NotFound(M.roundNotFound);
  const messages = await ctx.db
    .select({ role: debateMessages.role, content: debateMessages.content, engine: debateMessages.engine })
    .from(debateMessages)
    .where(eq(debateMessages.debateId, row.id))
    .orderBy(asc(debateMessages.id));
  const v = row.verdict as Verdict;
  // Rounds judged before the ballot had clashes, next steps and points read as a ballot without them.
  const verdict: Verdict = {
    ...v,
    clashes: v.clashes ?? [],
    nextSteps: v.nextSteps ?? [],
    speakerPoints: v.speakerPoints ?? { user: speakerPoints(v.scores.user), ai: speakerPoints(v.scores.ai) },
  };
  return { ...summaryOf(row), difficulty: row.difficulty, press: row.press, messages, verdict };
}
