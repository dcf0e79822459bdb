import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Ctx } from "../../http/context";
import type { Db } from "../../db/client";
import { debateMessages, debates } from "../../db/schema";
import { Conflict } from "../../errors";
import { isUniqueViolation } from "../../db/errors";
import { requireUser } from "../../http/route";
import { runTask, type TaskContext } from "../../ai/task";
import { finishVerdict, openingTask, verdictTask } from "../../ai/tasks/debate";
import { AI_MESSAGES as M } from "../../../shared/messages";
import { otherSide, type DebateHistory, type DebateMessageView, type PastRound, type Side, type Verdict } from "../../../shared/debate";

/** Who asks: `user:<id>` or `guest:<id>` (see http/subject.ts). Every query below is scoped to it. */
export interface Who {
  subject: string;
  userId: string | null;
}

export type Round = typeof debates.$inferSelect;

export async function activeRound(db: Db, subject: string): Promise<Round | null> {
  const rows = await db.select().from(debates).where(and(eq(debates.subject, subject), eq(debates.status, "active"))).limit(1);
  return rows[0] ?? null;
}

export async function messagesOf(db: Db, debateId: string): Promise<DebateMessageView[]> {
  const rows = await db.select({ role: debateMessages.role, content: debateMessages.content, engine: debateMessages.engine })
    .from(debateMessages).where(eq(debateMessages.debateId, debateId)).orderBy(asc(debateMessages.id));
  return rows;
}

/** The round in progress with its messages, or 409 when there is none (the client then starts one). */
export async function requireActiveRound(db: Db, subject: string): Promise<{ round: Round; messages: DebateMessageView[] }> {
  const round = await activeRound(db, subject);
  if (!round) throw new Conflict(M.noRound);
  return { round, messages: await messagesOf(db, round.id) };
}

export async function history(ctx: Ctx, who: Who): Promise<DebateHistory> {
  const round = await activeRound(ctx.db, who.subject);
  if (!round) return { motion: "", side: null, messages: [], started: false, engine: null };
  const messages = await messagesOf(ctx.db, round.id);
  const engine = messages.filter((m) => m.role === "assistant").at(-1)?.engine ?? null;
  return { motion: round.motion, side: round.side, messages, started: true, engine };
}

/**
 * Starts a round: the opening is asked for first, so a failed AI call changes nothing. Then, in one
 * transaction, the round in progress (if any) is dropped and the new one stored with its opening.
 */
export async function startRound(ctx: Ctx, tctx: TaskContext, who: Who, input: { motion: string; side: Side }) {
  const out = await runTask(ctx, openingTask, { motion: input.motion, aiSide: otherSide(input.side), difficulty: tctx.settings.preferences.difficulty }, tctx);
  const write = () => ctx.db.transaction(async (tx) => {
    await tx.delete(debates).where(and(eq(debates.subject, who.subject), eq(debates.status, "active")));
    const [round] = await tx.insert(debates).values({ subject: who.subject, userId: who.userId, motion: input.motion, side: input.side }).returning({ id: debates.id });
    await tx.insert(debateMessages).values({ debateId: round.id, role: "assistant", content: out.result.opening, engine: out.engine });
  });
  try {
    await write();
  } catch (err) {
    // Two starts at once (two tabs, two servers): the one-active-round index refuses the second; once more sees the first.
    if (!isUniqueViolation(err)) throw err;
    await write();
  }
  return { opening: out.result.opening, engine: out.engine };
}

/** Stores the student's speech and the reply together, only while the round is still in progress. */
export async function saveExchange(db: Db, debateId: string, content: string, reply: string, engine: string): Promise<void> {
  await db.transaction(async (tx) => {
    const live = await tx.update(debates).set({ updatedAt: sql`now()` })
      .where(and(eq(debates.id, debateId), eq(debates.status, "active"))).returning({ id: debates.id });
    if (live.length === 0) throw new Conflict(M.noRound);
    await tx.insert(debateMessages).values({ debateId, role: "user", content, engine: null });
    await tx.insert(debateMessages).values({ debateId, role: "assistant", content: reply, engine });
  });
}

export async function resetRound(ctx: Ctx, who: Who): Promise<void> {
  // A round without a verdict is not worth keeping: it would only clutter the past rounds.
  await ctx.db.delete(debates).where(and(eq(debates.subject, who.subject), eq(debates.status, "active")));
}

/** Asks the judge about the round in progress, then stores the verdict and closes the round. */
export async function endRound(ctx: Ctx, tctx: TaskContext, who: Who): Promise<Verdict> {
  const { round, messages } = await requireActiveRound(ctx.db, who.subject);
  if (!messages.some((m) => m.role === "user")) throw new Conflict(M.nothingToJudge);
  const transcript = messages.map(({ role, content }) => ({ role, content }));
  const out = await runTask(ctx, verdictTask, { motion: round.motion, userSide: round.side, messages: transcript }, tctx);
  const verdict = finishVerdict(out.result, { userSide: round.side, engine: out.engine });
  const done = await ctx.db.update(debates)
    .set({ status: "finished", verdict, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(debates.id, round.id), eq(debates.status, "active"))).returning({ id: debates.id });
  if (done.length === 0) throw new Conflict(M.noRound);
  return verdict;
}

/** The signed-in user's judged rounds, newest first. */
export async function pastRounds(ctx: Ctx): Promise<PastRound[]> {
  const user = requireUser(ctx);
  const rows = await ctx.db.select().from(debates)
    .where(and(eq(debates.subject, `user:${user.id}`), eq(debates.status, "finished")))
    .orderBy(desc(debates.finishedAt), desc(debates.createdAt)).limit(20);
  return rows.map((r) => {
    const v = r.verdict as Verdict;
    return {
      id: r.id, motion: r.motion, side: r.side, finishedAt: (r.finishedAt ?? r.updatedAt).toISOString(),
      winner: v.winner, reason: v.reason, totals: { user: v.scores.user.total, ai: v.scores.ai.total },
    };
  });
}
