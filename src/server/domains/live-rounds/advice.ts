// The AI's advisory ballot on a finished round, for the chair alone: read from the speeches' kept text,
// in the format's scale. Computed when asked, never stored: the speakers may still correct their text
// after the round, and advice kept would go stale (and be one more copy of their words to export and
// delete). With a model, its answer is checked and held to the scale here; a failed call, a spent
// allowance or an answer that does not fit falls back to the offline judge's advice, never an error.
import { and, eq, like } from "drizzle-orm";
import { liveRoundNotes } from "#server/db/schema/live-rounds.ts";
import { runTask } from "#server/ai/task.ts";
import { adviseLiveRound } from "#server/ai/engine/index.ts";
import { liveAdviceTask, type LiveAdviceAnswer, type LiveAdviceInput } from "#server/ai/tasks/live-advice.ts";
import { take } from "#server/platform/limits/limiter.ts";
import { LIVE_ADVICE, liveAdviceKey } from "#server/platform/limits/rules.ts";
import { Conflict, TooMany } from "#server/platform/errors.ts";
import type { ServiceCtx } from "#server/platform/context.ts";
import { formatSlots, type DebateFormat, type FormatId } from "#shared/debate/formats/index.ts";
import { speakersOf } from "#shared/debate/formats/round.ts";
import { clampToScale, type Advice } from "#shared/live-rounds/advice.ts";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import { chairedRound } from "./access";
import { namesOf, type RoundRow } from "./store";

/** Every speech and reply of the round with its speaker's name and kept text (null when none). */
async function speechTexts(ctx: ServiceCtx, row: RoundRow, format: DebateFormat): Promise<LiveAdviceInput["speeches"]> {
  const notes = await ctx.db
    .select({ userId: liveRoundNotes.userId, key: liveRoundNotes.key, body: liveRoundNotes.body })
    .from(liveRoundNotes)
    .where(and(eq(liveRoundNotes.roundId, row.id), like(liveRoundNotes.key, "speech:%")));
  const text = new Map(notes.map((n) => [`${n.userId}|${n.key}`, n.body]));
  const names = await namesOf(ctx, Object.values(row.positions));
  return format.speeches.flatMap((speech, index) => {
    if (speech.kind === "crossfire") return [];
    const [speaker] = speakersOf(speech, row.positions, row.replySpeakers);
    const body = speaker ? text.get(`${speaker}|speech:${index}`)?.trim() : undefined;
    return [{ index, speaker: (speaker && names.get(speaker)) || "", text: body ? body : null }];
  });
}

const normal = (s: string) => s.toLowerCase().replace(/[“”"]/g, "").replace(/\s+/g, " ").trim();

/** The teams whose own words the reason quotes: a passage in quotes found in one of that team's speeches. */
function quotedTeams(reason: string, format: DebateFormat, speeches: LiveAdviceInput["speeches"]): Set<string> {
  const quotes = [...reason.matchAll(/["“]([^"“”\n]{8,})["”]/g)].map((m) => normal(m[1]).replace(/[.,;:!?]+$/, ""));
  const out = new Set<string>();
  for (const s of speeches) {
    const team = format.speeches[s.index].teams[0];
    if (s.text && quotes.some((q) => normal(s.text!).includes(q))) out.add(team);
  }
  return out;
}

/**
 * The answer (a model's or the offline twin's) as a ballot in the format: points only where a speech was
 * read, on the scale's steps; a result only when every team could be read. Null when the answer does not
 * fit the round (an unknown team, a rank given twice, a read speaker left without points): the caller
 * then falls back to the offline judge.
 */
export function finishAdvice(
  format: DebateFormat,
  answer: LiveAdviceAnswer,
  speeches: LiveAdviceInput["speeches"],
): Omit<Advice, "engine" | "fallback"> | null {
  const teams = format.teams.map((t) => t.key);
  const read = speeches.filter((s) => s.text);
  const readTeams = new Set(read.map((s) => format.speeches[s.index].teams[0]));
  const complete = teams.every((t) => readTeams.has(t));
  let winner: string | null = null;
  let ranks: Record<string, number> | null = null;
  if (complete && format.ballot.result === "winner") {
    if (!answer.winner || !teams.includes(answer.winner)) return null;
    winner = answer.winner;
  }
  if (complete && format.ballot.result === "ranks") {
    const given = answer.ranks ?? [];
    const whole =
      given.length === teams.length &&
      teams.every((t) => given.some((r) => r.team === t)) &&
      given
        .map((r) => r.rank)
        .sort((a, b) => a - b)
        .every((r, i) => r === i + 1);
    if (!whole) return null;
    ranks = Object.fromEntries(given.map((r) => [r.team, r.rank]));
  }
  const points: Record<string, number | null> = {};
  const scale = format.ballot.speakerPoints;
  if (scale)
    for (const slot of formatSlots(format)) {
      const spoke = read.some((s) => {
        const sp = format.speeches[s.index];
        return sp.kind === "speech" && sp.teams[0] === slot.team && sp.speakers[0] === slot.speaker;
      });
      const given = answer.points.find((p) => p.slot === slot.key)?.points;
      if (spoke && (given === undefined || !Number.isFinite(given))) return null;
      points[slot.key] = spoke ? clampToScale(scale, given!) : null;
    }
  const reply_points: Record<string, number | null> = {};
  const replyScale = format.ballot.replyPoints;
  if (replyScale)
    for (const [index, sp] of format.speeches.entries()) {
      if (sp.kind !== "reply") continue;
      const team = sp.teams[0];
      const spoke = read.some((s) => s.index === index);
      const given = answer.reply_points?.find((p) => p.team === team)?.points;
      if (spoke && (given === undefined || !Number.isFinite(given))) return null;
      reply_points[team] = spoke ? clampToScale(replyScale, given!) : null;
    }
  const unread = speeches
    .filter((s) => !s.text)
    .map((s) => ({ speech_index: s.index, name: format.speeches[s.index].name, speaker: s.speaker }));
  return { winner, ranks, points, reply_points, reason: answer.reason, unread, read: read.length };
}

/** The offline judge's advice, which every failure of the model path comes back to. */
function offlineAdvice(format: DebateFormat, input: LiveAdviceInput, fallback: boolean): Advice {
  const answer = liveAdviceTask.offline(input, undefined as never) as LiveAdviceAnswer;
  return { ...finishAdvice(format, answer, input.speeches)!, engine: "offline", fallback };
}

export async function readAdvice({ ctx, input }: { ctx: ServiceCtx; input: { roundId: string } }): Promise<{ advice: Advice }> {
  const { user, row, format } = await chairedRound(ctx, input.roundId);
  if (row.phase !== "finished") throw new Conflict(L.adviceFinishFirst);
  if (ctx.config.rateLimit && !(await take(ctx.db, liveAdviceKey(user.id), LIVE_ADVICE))) throw new TooMany(L.adviceTooMany);
  const taskInput: LiveAdviceInput = { motion: row.motion, format: row.format as FormatId, speeches: await speechTexts(ctx, row, format) };
  // Nothing typed or dictated: nothing to read, and nothing for a model to be asked about.
  if (!taskInput.speeches.some((s) => s.text)) return { advice: offlineAdvice(format, taskInput, false) };
  try {
    const out = await runTask(ctx, liveAdviceTask, taskInput);
    const finished = finishAdvice(format, out.result, taskInput.speeches);
    if (!finished) {
      ctx.log.warn({ task: liveAdviceTask.name }, "model advice did not fit the round; offline advice given");
      return { advice: offlineAdvice(format, taskInput, true) };
    }
    if (out.engine !== "offline") {
      // A model's reason must quote each side it read in that side's own words; where it did not, the
      // offline judge's quotes are added, so the chair can check the reason against what was said.
      const quoted = quotedTeams(finished.reason, format, taskInput.speeches);
      const { quotes } = adviseLiveRound({ motion: row.motion, format, speeches: taskInput.speeches });
      const missing = format.teams.filter((t) => !quoted.has(t.key) && quotes[t.key]);
      if (missing.length) finished.reason += `\n\n${L.adviceOwnWords} ${missing.map((t) => `${t.name}: "${quotes[t.key]}"`).join("; ")}.`;
      if (finished.unread.length && !/could not read/i.test(finished.reason))
        finished.reason += `\n\n${L.adviceUnread(finished.unread.map((u) => u.name).join(", "))}`;
    }
    return { advice: { ...finished, engine: out.engine, fallback: false } };
  } catch (err) {
    ctx.log.warn({ task: liveAdviceTask.name, err: { message: (err as Error)?.message } }, "model advice failed; offline advice given");
    return { advice: offlineAdvice(format, taskInput, true) };
  }
}
