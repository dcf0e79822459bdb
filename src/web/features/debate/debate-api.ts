import { api, ApiError } from "../../app/api";
import type { DebateHistory, PastRound, Side, Verdict } from "../../../shared/debate";
import type { UserSettings } from "../../../shared/settings";
import { createSseParser } from "./sse";

export const roundsKey = ["debate-rounds"] as const;

export const debateApi = {
  history: () => api.get<DebateHistory>("/api/debate/history"),
  start: (motion: string, side: Side) => api.post<{ opening: string; engine: string }>("/api/debate/start", { motion, side }),
  reset: () => api.post<{ ok: true }>("/api/debate/reset", {}),
  end: () => api.post<{ verdict: Verdict }>("/api/debate/end", {}),
  rounds: () => api.get<{ rounds: PastRound[] }>("/api/debate/rounds"),
  generateMotion: () => api.get<{ motion: string; engine: string }>("/api/generate-motion"),
  settings: () => api.get<UserSettings>("/api/settings"),
};

/**
 * Sends a speech and reads the reply as it streams (server-sent events). Resolves only once the server
 * says the exchange is stored; any failure (HTTP error, error event, cut connection) rejects with ApiError.
 */
export async function streamReply(content: string, onDelta: (piece: string) => void, signal?: AbortSignal): Promise<{ reply: string; engine: string }> {
  let res: Response;
  try {
    res = await fetch("/api/debate/message/stream", {
      method: "POST", credentials: "same-origin", signal,
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ content }),
    });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new ApiError(0, "");
  }
  if (!res.ok || !res.body || !(res.headers.get("content-type") ?? "").includes("text/event-stream")) {
    const data = await res.json().catch(() => null) as { error?: string } | null;
    throw new ApiError(res.status, data?.error ?? "");
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const push = createSseParser();
  let reply = "";
  for (;;) {
    let chunk: ReadableStreamReadResult<string>;
    try {
      chunk = await reader.read();
    } catch (err) {
      if ((err as Error).name === "AbortError") throw err;
      throw new ApiError(0, "");
    }
    if (chunk.done) throw new ApiError(0, "");
    for (const e of push(chunk.value)) {
      const data = JSON.parse(e.data);
      if (e.event === "delta") {
        reply += data as string;
        onDelta(data as string);
      } else if (e.event === "done") {
        void reader.cancel().catch(() => undefined);
        return { reply, engine: (data as { engine: string }).engine };
      } else if (e.event === "error") {
        throw new ApiError((data as { status?: number }).status ?? 500, (data as { error?: string }).error ?? "");
      }
    }
  }
}
