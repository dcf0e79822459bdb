import type { ServiceCtx } from "../../platform/context";
import { streamChat } from "../../ai/task";
import { replyRequest } from "../../ai/tasks/debate";
import { recordGenerated } from "../../ai/integrity";
import { requireActiveRound, saveExchange } from "./service";

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
export async function beginReply({ ctx, input }: { ctx: ServiceCtx; input: { content: string } }): Promise<ReplyTurn> {
  const { round, messages } = await requireActiveRound(ctx);
  const { difficulty } = await ctx.settings.get("preferences");
  const request = replyRequest({
    motion: round.motion,
    userSide: round.side,
    difficulty,
    messages: [...messages, { role: "user", content: input.content }],
  });
  const { engine, stream } = await streamChat(ctx, request);
  return {
    engine,
    stream,
    save: async (reply) => {
      await saveExchange(ctx.db, round.id, input.content, reply, engine);
      // Kept beyond the round: an opponent's speech pasted into a drill later is not the student's work.
      await recordGenerated(ctx, "debate-speech", round.motion, [reply]);
    },
  };
}

/** The whole reply at once, for `POST /api/debate/message`. */
export async function sendMessage({ ctx, input }: { ctx: ServiceCtx; input: { content: string } }) {
  const turn = await beginReply({ ctx, input });
  let reply = "";
  for await (const piece of turn.stream) reply += piece;
  await turn.save(reply);
  return { reply, engine: turn.engine };
}
