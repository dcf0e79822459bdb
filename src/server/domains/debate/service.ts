import { and, asc, desc, eq, notInArray, sql } from "drizzle-orm";
import { withTransaction, type ServiceCtx } from "#server/platform/context.ts";
import { preparedFor } from "#server/db/prepared.ts";
import type { Tx } from "#server/db/client.ts";
import { classrooms } from "#server/db/schema/classrooms.ts";
import { debateMessages, debates } from "#server/db/schema/debate.ts";
import { debateAssignmentWork, debateAssignments } from "#server/db/schema/debate-assignments.ts";
import { Conflict } from "#server/platform/errors.ts";
import { runTask } from "#server/ai/task.ts";
import { takeAskerAllowance } from "#server/ai/usage.ts";
import { finishVerdict, openingTask, verdictTask } from "#server/ai/tasks/debate.ts";
import { AI_MESSAGES as M, DEBATE_ASSIGNMENT_MESSAGES as D } from "#shared/messages/index.ts";
import { otherSide, type Side } from "#shared/sides.ts";
import { ROUNDS_KEPT } from "#shared/limits.ts";
import { pressFor } from "./press";
import { assignmentColumns, notAssignmentRound, roundAssignment } from "./assignment-link";

import { formatSpeakerPoints } from "#server/ai/engine/index.ts";
import { formatOf, type FormatId } from "#shared/debate/formats/index.ts";
import { aiTeamOf, isPracticeFormat, practiceSpeeches, sideOfTeam, teamOfSide, turnOf } from "#shared/debate/formats/practice.ts";
import type { TeacherBrief } from "#shared/debate-assignments/brief.ts";
import type { DebateHistory, DebateMessageView, FormatBallot, Verdict } from "#shared/debate/schemas.ts";

// The AI debater. Guests may debate too, each under their own identity: every query below is scoped to
// `ctx.who.subject` (`user:<id>` or `guest:<id>`), so no service here has a permission check (past rounds, in ./past-rounds, are the signed-in user's own).

export type Round = typeof debates.$inferSelect;

// The round in progress, its messages and the assignment it is for, in one prepared query (read by every
// history load and every speech): the round's columns repeat on each message row, a round without messages
// is one row of nulls, and a practice round's assignment columns are null.
const statements = preparedFor((db) => ({
  activeRound: db
    .select({
      round: debates,
      message: { role: debateMessages.role, content: debateMessages.content, engine: debateMessages.engine },
      assignment: assignmentColumns,
    })
    .from(debates)
    .leftJoin(debateMessages, eq(debateMessages.debateId, debates.id))
    .leftJoin(debateAssignmentWork, eq(debateAssignmentWork.debateId, debates.id))
    .leftJoin(debateAssignments, eq(debateAssignments.id, debateAssignmentWork.assignmentId))
    .leftJoin(classrooms, eq(classrooms.id, debateAssignments.classroomId))
    .where(and(eq(debates.subject, sql.placeholder("subject")), eq(debates.status, "active")))
    .orderBy(asc(debateMessages.id))
    .prepare("debate_active_round"),
}));

type ActiveRow = Awaited<ReturnType<ReturnType<typeof statements>["activeRound"]["execute"]>>[number];
interface ActiveRound {
  round: Round;
  messages: DebateMessageView[];
  /** The assignment's columns, all null for a practice round (read with roundAssignment). */
  assignment: ActiveRow["assignment"];
}

async function activeRound({
  ctx: { db },
  input: { subject },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { subject: string };
}): Promise<ActiveRound | null> {
  const rows = await statements(db).activeRound.execute({ subject });
  if (rows.length === 0) return null;
  return { round: rows[0].round, messages: rows.flatMap((r) => (r.message ? [r.message] : [])), assignment: rows[0].assignment };
}

/** The round in progress with its messages, or 409 when there is none (the client then starts one). */
export async function requireActiveRound(ctx: ServiceCtx): Promise<ActiveRound> {
  const active = await activeRound({ ctx, input: { subject: ctx.who.subject } });
  if (!active) throw new Conflict(M.noRound);
  return active;
}

export async function history({ ctx }: { ctx: ServiceCtx }): Promise<DebateHistory> {
  const active = await activeRound({ ctx, input: { subject: ctx.who.subject } });
  if (!active)
    return {
      motion: "",
      side: null,
      messages: [],
      started: false,
      engine: null,
      difficulty: null,
      press: null,
      assignment: null,
      format: null,
      team: null,
    };
  const { round, messages } = active;
  const engine = messages.filter((m) => m.role === "assistant").at(-1)?.engine ?? null;
  const assignment = roundAssignment(active.assignment, ctx.now());
  return {
    motion: round.motion,
    side: round.side,
    messages,
    started: true,
    engine,
    difficulty: round.difficulty,
    press: round.press,
    assignment,
    ...formatOfRound(round),
  };
}

/** The format a round follows and the student's team in it (null, null for the round as it always was). */
export function formatOfRound(round: Pick<Round, "format" | "side">): { format: FormatId | null; team: string | null } {
  if (!isPracticeFormat(round.format)) return { format: null, team: null };
  return { format: round.format, team: teamOfSide(formatOf(round.format), round.side).key };
}

/**
 * Keeps the subject's newest ROUNDS_KEPT - 1 finished practice rounds (and so, with the one starting, at most
 * ROUNDS_KEPT of them): past rounds show the newest 20, and a script must not store rounds by the thousand.
 * A round handed in for a debate assignment is neither counted nor dropped: it is kept while the assignment
 * is (at most one per assignment), so the teacher's review and grade never lose their round.
 */
async function dropOldestRounds({
  ctx: { db: tx },
  input: { subject },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { subject: string };
}): Promise<void> {
  const practice = and(eq(debates.subject, subject), eq(debates.status, "finished"), notAssignmentRound(tx));
  const newest = tx
    .select({ id: debates.id })
    .from(debates)
    .where(practice)
    .orderBy(desc(debates.finishedAt), desc(debates.createdAt), desc(debates.id))
    .limit(ROUNDS_KEPT - 1);
  await tx.delete(debates).where(and(practice, notInArray(debates.id, newest)));
}

/** What an assignment's start adds to a round: which assignment it is, and how to link the new round to it. */
export interface RoundFor {
  assignmentId: string;
  /** Writes the link, in the transaction that stores the round, so no other start can drop the round first. */
  link: (tx: Tx, roundId: string) => Promise<void>;
}

/**
 * Starts a round: the opening is asked for first, so a failed AI call changes nothing. Then, in one
 * transaction, the round in progress (if any) is dropped and the new one stored with its opening.
 * A round in progress that is handed in for a debate assignment is never dropped this way: a start for
 * that same assignment keeps it (`kept`), any other start is refused with a message naming the class
 * (New Debate, a reset, is the student's explicit way to drop it).
 * A guest's start counts against the guest allowances even with the offline coach (with a model, its
 * call does): each start stores a round, so they must not come by the thousand.
 * The difficulty (Settings → Preferences) and the skill to press are fixed for the round when it starts.
 */
export async function startRound({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  /** `brief`: the teacher's own, when the round is for a debate assignment that has one. */
  input: { motion: string; side: Side; brief?: TeacherBrief | null; for?: RoundFor; format?: FormatId; team?: string };
}) {
  if (ctx.who.kind === "guest" && !ctx.config.llm) await takeAskerAllowance(ctx);
  const [{ difficulty }, press] = await Promise.all([ctx.settings.get("preferences"), pressFor(ctx)]);
  // A format round: the side is the student's team's; the AI opens only when the format's first speech is its own.
  const format = input.format && input.team ? input.format : null;
  const side = format ? sideOfTeam(formatOf(format), input.team!) : input.side;
  const aiOpens = !format || turnOf(formatOf(format), input.team!, 0)?.by === "ai";
  const out = aiOpens
    ? await runTask(ctx, openingTask, {
        motion: input.motion,
        aiSide: otherSide(side),
        difficulty,
        press,
        brief: input.brief ?? null,
      })
    : { result: { opening: "" }, engine: ctx.config.llm ? `model:${ctx.config.llm.model}` : "offline" };
  const { who } = ctx;
  const kept = await withTransaction(ctx, async (_ctx, tx) => {
    // Starts by one subject at once (two tabs, ten clicks, two servers) take turns: each then sees the
    // round the one before stored and replaces it, where without the lock the one-active-round index
    // would refuse all but one of them.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`debate:${who.subject}`}))`);
    const open = await openAssignmentRound(tx, who.subject);
    if (open && open.assignmentId === input.for?.assignmentId) return { side: open.side };
    if (open) throw new Conflict(D.roundOpen(open.classroomName));
    await tx.delete(debates).where(and(eq(debates.subject, who.subject), eq(debates.status, "active")));
    await dropOldestRounds({ ctx: { db: tx }, input: { subject: who.subject } });
    const [round] = await tx
      .insert(debates)
      .values({
        subject: who.subject,
        userId: who.kind === "user" ? who.user.id : null,
        motion: input.motion,
        side,
        difficulty,
        press,
        format,
      })
      .returning({ id: debates.id });
    if (out.result.opening)
      await tx.insert(debateMessages).values({ debateId: round.id, role: "assistant", content: out.result.opening, engine: out.engine });
    await input.for?.link(tx, round.id);
    return null;
  });
  return { opening: out.result.opening, engine: out.engine, difficulty, press, kept };
}

/** The subject's round in progress when it is linked to a debate assignment (read under the start lock). */
async function openAssignmentRound(tx: Tx, subject: string) {
  const [row] = await tx
    .select({ assignmentId: debateAssignmentWork.assignmentId, side: debates.side, classroomName: classrooms.name })
    .from(debates)
    .innerJoin(debateAssignmentWork, eq(debateAssignmentWork.debateId, debates.id))
    .innerJoin(debateAssignments, eq(debateAssignments.id, debateAssignmentWork.assignmentId))
    .innerJoin(classrooms, eq(classrooms.id, debateAssignments.classroomId))
    .where(and(eq(debates.subject, subject), eq(debates.status, "active")))
    .limit(1);
  return row ?? null;
}

/**
 * Stores the student's speech and the reply together, only while the round is still in progress. In a
 * format round either may come alone (`content` or `reply` null), and only at the speech the round is at
 * (`at`: how many speeches it held when the turn began), so two tabs cannot both give the same speech.
 */
export async function saveExchange({
  ctx,
  input: { debateId, content, reply, engine, at },
}: {
  ctx: ServiceCtx;
  input: { debateId: string; content: string | null; reply: string | null; engine: string | null; at?: number };
}): Promise<void> {
  await withTransaction(ctx, async (_ctx, tx) => {
    const live = await tx
      .update(debates)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(debates.id, debateId), eq(debates.status, "active")))
      .returning({ id: debates.id });
    if (live.length === 0) throw new Conflict(M.noRound);
    if (at !== undefined) {
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(debateMessages)
        .where(eq(debateMessages.debateId, debateId));
      if (n !== at) throw new Conflict(M.speechAlreadyGiven);
    }
    if (content !== null) await tx.insert(debateMessages).values({ debateId, role: "user", content, engine: null });
    if (reply !== null) await tx.insert(debateMessages).values({ debateId, role: "assistant", content: reply, engine });
  });
}

/**
 * New Debate. A round without a verdict is not worth keeping: it would only clutter the past rounds. A round
 * for a class assignment is dropped only when the student confirmed it (`dropAssignment`): a page that does
 * not know of it (opened before it began, in another tab) cannot throw it away unseen.
 */
export async function resetRound({ ctx, input }: { ctx: ServiceCtx; input?: { dropAssignment?: boolean } }): Promise<void> {
  const { who } = ctx;
  await withTransaction(ctx, async (_ctx, tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`debate:${who.subject}`}))`);
    const open = await openAssignmentRound(tx, who.subject);
    if (open && !input?.dropAssignment) throw new Conflict(D.roundOpen(open.classroomName));
    await tx.delete(debates).where(and(eq(debates.subject, who.subject), eq(debates.status, "active")));
  });
}

/** Asks the judge about the round in progress, then stores the verdict and closes the round. */
export async function endRound({ ctx }: { ctx: ServiceCtx }): Promise<Verdict> {
  const { round, messages, assignment } = await requireActiveRound(ctx);
  if (!messages.some((m) => m.role === "user")) throw new Conflict(M.nothingToJudge);
  const transcript = messages.map(({ role, content }) => ({ role, content }));
  const out = await runTask(ctx, verdictTask, {
    motion: round.motion,
    userSide: round.side,
    messages: transcript,
    brief: assignment.brief,
  });
  const finished = finishVerdict(out.result, {
    userSide: round.side,
    engine: out.engine,
    motion: round.motion,
    messages: transcript,
    press: round.press,
  });
  const { format, team } = formatOfRound(round);
  const verdict: Verdict =
    format && team
      ? { ...finished, format: formatBallot({ format, team, motion: round.motion, messages, winner: finished.winner }) }
      : finished;
  const done = await ctx.db
    .update(debates)
    .set({ status: "finished", verdict, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(debates.id, round.id), eq(debates.status, "active")))
    .returning({ id: debates.id });
  if (done.length === 0) throw new Conflict(M.noRound);
  return verdict;
}

/**
 * A format round's ballot: every speech given, in order, with its points on the format's own scales,
 * read speech by speech by the offline judge (the engine's formatSpeakerPoints), with no low-point win
 * against the verdict's winner.
 */
function formatBallot({
  format: id,
  team,
  motion,
  messages,
  winner,
}: {
  format: FormatId;
  team: string;
  motion: string;
  messages: DebateMessageView[];
  winner: "user" | "ai";
}): FormatBallot {
  const format = formatOf(id);
  const given = practiceSpeeches(format, team)
    .slice(0, messages.length)
    .map((p, i) => ({ ...p, text: messages[i].content }));
  const { points, totals } = formatSpeakerPoints({
    motion,
    format,
    speeches: given.map((g) => ({ index: g.index, by: g.by, text: g.text })),
    winner,
  });
  const { speakerPoints: scale, replyPoints: replyScale } = format.ballot;
  const range = (s: { min: number; max: number }) => `${s.min}–${s.max}`;
  const note = !scale
    ? `${format.name} sets no speaker points scale, so this ballot names the winner and gives no points.`
    : `Points on the ${format.name} scale (${range(scale)}${replyScale ? `; replies ${range(replyScale)}` : "; replies are not scored apart"}), each speech read on its own by the offline judge; the winning team never totals fewer points.`;
  return {
    id,
    name: format.name,
    team,
    teamName: format.teams.find((t) => t.key === team)?.name ?? team,
    aiTeamName: aiTeamOf(format, team).name,
    scale,
    replyScale,
    speeches: given.map((g) => ({
      key: g.speech.key,
      name: g.speech.name,
      kind: g.speech.kind === "reply" ? "reply" : "speech",
      by: g.by,
      points: points.get(g.index) ?? null,
    })),
    totals,
    note,
  };
}
