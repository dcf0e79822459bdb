import { useMutation } from "@tanstack/react-query";
import { createParser, type EventSourceMessage } from "eventsource-parser";
import { client, dataOf } from "#web/app/client.ts";
import { ApiError } from "#web/ui/api-error.ts";
import type { streamDoneData, streamErrorData } from "#shared/debate/schemas.ts";
import type { z } from "zod";

type Done = z.infer<typeof streamDoneData>;
type Failure = z.infer<typeof streamErrorData>;

// A cut connection or an unreadable answer: no server text, so the screen shows its own ('Failed to get reply').
const lost = () => new ApiError(0, "");

/**
 * Sends a speech and reads the reply as it streams (server-sent events). Resolves only once the server
 * says the exchange is stored; any failure (HTTP error, error event, cut connection) rejects with ApiError.
 */
async function streamReply(content: string | null, onDelta: (piece: string) => void): Promise<{ reply: string; engine: string }> {
  const options = { parseAs: "stream", headers: { accept: "text/event-stream" } } as const;
  // null: the AI's own speech in a format round, with nothing new from the student.
  const request =
    content === null
      ? client.POST("/api/debate/speech/ai/stream", options)
      : client.POST("/api/debate/message/stream", { ...options, body: { content } });
  let res: Awaited<typeof request>;
  try {
    res = await request;
  } catch {
    throw lost();
  }
  const body = dataOf(res); // throws the server's refusal
  if (!body || !(res.response.headers.get("content-type") ?? "").includes("text/event-stream")) throw lost();

  let reply = "";
  // Set by the parser's callback; `as` keeps TypeScript from deciding it can only ever be null.
  let outcome = null as { done: Done } | { failed: Failure } | null;
  const parser = createParser({
    onEvent(e: EventSourceMessage) {
      if (outcome) return;
      const data: unknown = JSON.parse(e.data);
      if (e.event === "delta") {
        reply += data as string;
        onDelta(data as string);
      } else if (e.event === "done") outcome = { done: data as Done };
      else if (e.event === "error") outcome = { failed: data as Failure };
    },
  });
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    let chunk: ReadableStreamReadResult<string>;
    try {
      chunk = await reader.read();
    } catch {
      throw lost();
    }
    if (chunk.done) throw lost();
    parser.feed(chunk.value);
    if (!outcome) continue;
    void reader.cancel().catch(() => undefined);
    if ("failed" in outcome) throw new ApiError(outcome.failed.status ?? 500, outcome.failed.error ?? "");
    return { reply: outcome.done.reply ?? reply, engine: outcome.done.engine };
  }
}

/** POST /api/debate/message/stream: each piece of the reply is handed to `onDelta` as it arrives. */
export function useSendSpeech() {
  return useMutation({
    meta: { errorShown: true },
    mutationFn: ({ content, onDelta }: { content: string; onDelta: (piece: string) => void }) => streamReply(content, onDelta),
  });
}

/** POST /api/debate/speech/ai/stream: the AI's speech in its turn of a format round, handed to `onDelta` as it arrives. */
export function useAiSpeech() {
  return useMutation({
    meta: { errorShown: true },
    mutationFn: ({ onDelta }: { onDelta: (piece: string) => void }) => streamReply(null, onDelta),
  });
}
