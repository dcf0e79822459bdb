import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "#server/http/app-env.ts";
import { AiUnavailable, AppError } from "#server/platform/errors.ts";
import { AI_MESSAGES, COMMON_MESSAGES } from "#shared/messages/index.ts";
import { STREAM_EVENTS, type StreamDone, type StreamError } from "#shared/debate/schemas.ts";
import type { ReplyTurn } from "./reply";

const CLOSING = Symbol("closing");

/**
 * Streams a reply as server-sent events: `delta` (a JSON string per piece), then `done` ({engine}) once
 * the exchange is stored, or `error` ({error, status}). The first piece is awaited before the response
 * starts, so a call that fails outright (limit, 429/5xx, timeout) still gets its proper HTTP status.
 */
export async function streamReply(c: Context<AppEnv>, turn: ReplyTurn): Promise<Response> {
  const pieces = turn.stream[Symbol.asyncIterator]();
  const first = await pieces.next();
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (sse) => {
    // The server shutting down ends the reply with an error event rather than cutting it off (main.ts).
    const signal = c.get("deps").closing;
    let onClose = () => undefined as void;
    const closing = new Promise<typeof CLOSING>((resolve) => {
      onClose = () => resolve(CLOSING);
      if (signal?.aborted) onClose();
      signal?.addEventListener("abort", onClose, { once: true });
    });
    let reply = "";
    let gone = false;
    sse.onAbort(() => {
      // The reader left: stop the model and store nothing, as for any failed reply.
      gone = true;
      void pieces.return?.(undefined);
    });
    try {
      for (let step = first; !step.done;) {
        if (gone) return;
        reply += step.value;
        await sse.writeSSE({ event: STREAM_EVENTS.delta, data: JSON.stringify(step.value) });
        const next = pieces.next();
        next.catch(() => undefined); // when the server closes first, a later failure of this piece is nobody's
        const won = await Promise.race([next, closing]);
        if (won === CLOSING) {
          void pieces.return?.(undefined);
          throw new AiUnavailable(AI_MESSAGES.failedToReply, 503);
        }
        step = won;
      }
      if (gone) return;
      const stored = await turn.save(reply);
      const done: StreamDone = stored === reply ? { engine: turn.engine } : { engine: turn.engine, reply: stored };
      await sse.writeSSE({ event: STREAM_EVENTS.done, data: JSON.stringify(done) });
    } catch (err) {
      if (gone) return;
      const known = err instanceof AppError;
      if (!known) c.get("deps").log.error({ err }, "debate stream failed");
      const body: StreamError = known ? { error: err.message, status: err.status } : { error: COMMON_MESSAGES.serverError, status: 500 };
      await sse.writeSSE({ event: STREAM_EVENTS.error, data: JSON.stringify(body) });
    } finally {
      signal?.removeEventListener("abort", onClose);
    }
  });
}
