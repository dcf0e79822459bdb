import type { ServiceCtx } from "#server/platform/context.ts";
import { streamChat } from "#server/ai/task.ts";
import { replyRequest } from "#server/ai/tasks/debate.ts";
import { checkReply, recordGenerated } from "#server/ai/engine/index.ts";
import { AiUnavailable } from "#server/platform/errors.ts";
import { AI_MESSAGES as M } from "#shared/messages/index.ts";
import { otherSide } from "#shared/sides.ts";
import { requireActiveRound, saveExchange } from "./service";

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
  const { round, messages, assignment } = await requireActiveRound(ctx);
  const transcript = [...messages, { role: "user" as const, content: input.content }];
  const request = replyRequest({
    motion: round.motion,
    userSide: round.side,
    difficulty: round.difficulty,
    press: round.press,
    messages: transcript,
    brief: assignment.brief,
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
      await saveExchange({ ctx, input: { debateId: round.id, content: input.content, reply: stored, engine } });
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
