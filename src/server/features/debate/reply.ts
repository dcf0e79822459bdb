import type { Ctx } from "../../http/context";
import { streamChat, type TaskContext } from "../../ai/task";
import { replyRequest } from "../../ai/tasks/debate";
import { requireActiveRound, saveExchange, type Who } from "./service";

export interface ReplyTurn {
  engine: string;
  stream: AsyncIterable<string>;
  /** Stores the speech and the reply in one transaction; call it only once the whole reply has arrived. */
  save(reply: string): Promise<void>;
}

/**
 * One turn: the AI answers the round so far plus the new speech. Nothing is written until `save`, so a
 * failed or abandoned reply leaves no half-written exchange (no speech without its answer).
 */
export async function beginReply(ctx: Ctx, tctx: TaskContext, who: Who, content: string): Promise<ReplyTurn> {
  const { round, messages } = await requireActiveRound(ctx.db, who.subject);
  const request = replyRequest({
    motion: round.motion,
    userSide: round.side,
    difficulty: tctx.settings.preferences.difficulty,
    messages: [...messages, { role: "user", content }],
  });
  const { engine, stream } = await streamChat(ctx, { ...request, tctx });
  return { engine, stream, save: (reply) => saveExchange(ctx.db, round.id, content, reply, engine) };
}

/** The whole reply at once, for `POST /api/debate/message`. */
export async function sendMessage(ctx: Ctx, tctx: TaskContext, who: Who, content: string) {
  const turn = await beginReply(ctx, tctx, who, content);
  let reply = "";
  for await (const piece of turn.stream) reply += piece;
  await turn.save(reply);
  return { reply, engine: turn.engine };
}
