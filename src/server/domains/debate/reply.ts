import type { ServiceCtx } from "#server/platform/context.ts";
import { streamChat } from "#server/ai/task.ts";
import { replyRequest, type FormatTurn } from "#server/ai/tasks/debate.ts";
import { checkReply, recordGenerated } from "#server/ai/engine/index.ts";
import { AiUnavailable, Conflict } from "#server/platform/errors.ts";
import { formatOf } from "#shared/debate/formats/index.ts";
import { aiTeamOf, turnOf } from "#shared/debate/formats/practice.ts";
import { AI_MESSAGES as M } from "#shared/messages/index.ts";
import { otherSide } from "#shared/sides.ts";
import { formatOfRound, requireActiveRound, saveExchange } from "./service";

export interface ReplyTurn {
  engine: string;
  stream: AsyncIterable<string>;
  /**
   * Checks and stores the speech and the reply in one transaction; call it only once the whole reply has
   * arrived. Returns the reply as stored, which the checks may have shortened.
   */
  save(reply: string): Promise<string>;
}

/**
 * One turn: the AI answers the round so far plus the new speech, at the difficulty and pressing the skill
 * fixed when the round started. Nothing is written until `save`, so a failed or abandoned reply leaves no
 * half-written exchange (no speech without its answer).
 */
export async function beginReply({ ctx, input }: { ctx: ServiceCtx; input: { content: string } }): Promise<ReplyTurn> {
  const active = await requireActiveRound(ctx);
  // A format round gives each speech in its turn (POST /api/debate/speech, /api/debate/speech/ai/stream).
  if (formatOfRound(active.round).format) throw new Conflict(M.formatRound);
  return replyTurn(ctx, active, input.content);
}

/**
 * The AI's answer: to the student's new speech (`content`), or, in a format round, the AI's speech in its
 * turn with nothing new from the student (`content` null; `at` the speeches given before it).
 */
async function replyTurn(
  ctx: ServiceCtx,
  { round, messages, assignment }: Awaited<ReturnType<typeof requireActiveRound>>,
  content: string | null,
  turn?: FormatTurn & { at: number },
): Promise<ReplyTurn> {
  const transcript = content === null ? [...messages] : [...messages, { role: "user" as const, content }];
  const request = replyRequest({
    motion: round.motion,
    userSide: round.side,
    difficulty: round.difficulty,
    press: round.press,
    messages: transcript,
    brief: assignment.brief,
    turn: turn && { name: turn.name, kind: turn.kind, format: turn.format, teams: turn.teams },
  });
  const { engine, stream } = await streamChat(ctx, request);
  return {
    engine,
    stream,
    save: async (reply) => {
      // An empty reply from any engine is a failed reply: nothing is stored, and the student keeps the speech.
      if (!reply.trim()) {
        ctx.log.warn({ task: "debate-reply", engine }, "empty reply rejected");
        throw new AiUnavailable(M.failedToReply);
      }
      // The offline opponent is on its side and quotes only the transcript by construction; a model is checked.
      let stored = reply;
      if (engine !== "offline") {
        const checked = checkReply(reply, { motion: round.motion, aiSide: otherSide(round.side), messages: transcript });
        if (!checked.ok) {
          ctx.log.info({ task: "debate-reply", finding: checked.finding }, "model reply rejected");
          throw new AiUnavailable(M.failedToReply);
        }
        stored = checked.text;
      }
      await saveExchange({ ctx, input: { debateId: round.id, content, reply: stored, engine, at: turn?.at } });
      // Kept beyond the round: an opponent's speech pasted into a drill later is not the student's work.
      await recordGenerated(ctx, "debate-speech", round.motion, [stored]);
      return stored;
    },
  };
}

/** The whole reply at once, for `POST /api/debate/message`. */
export async function sendMessage({ ctx, input }: { ctx: ServiceCtx; input: { content: string } }) {
  const turn = await beginReply({ ctx, input });
  let reply = "";
  for await (const piece of turn.stream) reply += piece;
  return { reply: await turn.save(reply), engine: turn.engine };
}

/** The active round when it follows a format, with the speech it is at; 409 for a round without one. */
async function formatTurn(ctx: ServiceCtx) {
  const active = await requireActiveRound(ctx);
  const { format, team } = formatOfRound(active.round);
  if (!format || !team) throw new Conflict(M.notFormatRound);
  const f = formatOf(format);
  const at = active.messages.length;
  return { active, format: f, team, at, now: turnOf(f, team, at) };
}

/**
 * The student's speech in a format round, stored alone when it is theirs to give; says who gives the next
 * one. The AI's speech is then asked for on its own (beginAiSpeech), so a failed AI speech never costs the
 * student theirs.
 */
export async function giveSpeech({ ctx, input }: { ctx: ServiceCtx; input: { content: string } }) {
  const { active, format, team, at, now } = await formatTurn(ctx);
  if (!now) throw new Conflict(M.allSpeechesGiven);
  if (now.by !== "user") throw new Conflict(M.notYourTurn);
  await saveExchange({ ctx, input: { debateId: active.round.id, content: input.content, reply: null, engine: null, at } });
  return { next: turnOf(format, team, at + 1)?.by ?? null };
}

/** The AI's speech in a format round, when it is the AI's to give: streamed as a reply is, stored alone. */
export async function beginAiSpeech({ ctx }: { ctx: ServiceCtx }): Promise<ReplyTurn> {
  const { active, format, team, at, now } = await formatTurn(ctx);
  if (!now) throw new Conflict(M.allSpeechesGiven);
  if (now.by !== "ai") throw new Conflict(M.notAiTurn);
  const kind = now.speech.kind === "reply" ? "reply" : "speech";
  const teams = { ai: aiTeamOf(format, team).name, user: format.teams.find((t) => t.key === team)?.name ?? team };
  return replyTurn(ctx, active, null, { name: now.speech.name, kind, format: format.name, teams, at });
}
