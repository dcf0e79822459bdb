// A scripted OpenAI-compatible server for tests. Each POST /v1/chat/completions consumes one step,
// so a test can say exactly what "the model" does next: answer, stream, fail, talk nonsense or hang.
// Responses follow the chat-completions wire format that @ai-sdk/openai-compatible parses.

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type Step =
  | { kind: "json"; content: string }
  | { kind: "stream"; chunks: string[]; delayMs?: number }
  /** `retryAfterMs` sends a retry-after-ms header, which the AI SDK honours instead of its 2 s backoff. */
  | { kind: "status"; status: 400 | 429 | 500 | 503; body?: string; retryAfterMs?: number }
  | { kind: "malformed" }
  | { kind: "hang" };

/** Picks a step from the request itself (e.g. by `stream` or by the JSON schema asked for). */
export type StepPicker = (body: any) => Step;

export interface FakeLlm {
  /** Base URL ending in /v1, as an OpenAI-compatible client expects. */
  url: string;
  /** Parsed JSON bodies of every chat-completion request, in arrival order. */
  requests: any[];
  script(steps: Step[]): void;
  /** The step used when the script is empty (initially a JSON answer `{"ok":true}`), or a picker that chooses one per request. */
  setDefault(step: Step | StepPicker): void;
  /**
   * The output cap used when a request names no max_tokens (initially DEFAULT_OUTPUT_CAP, as a real
   * server has one); null turns capping off. A request's own max_tokens always applies.
   */
  setOutputCap(tokens: number | null): void;
  close(): Promise<void>;
}

export const FAKE_MODEL = "fake-model";
const MALFORMED_CONTENT = "Sure! Here is what you asked for: {not valid json,,";

let counter = 0;
const now = () => Math.floor(Date.now() / 1000);
const tokens = (s: string) => Math.max(1, Math.ceil(s.length / 4));

/** llama.cpp's default n_predict for its OpenAI-compatible server: an answer past it is cut off. */
export const DEFAULT_OUTPUT_CAP = 512;

/** The answer as a capped server sends it: cut at the cap (4 characters a token, as `tokens` counts), finish_reason "length". */
function capped(content: string, cap: number | null): { content: string; finish: "stop" | "length" } {
  if (cap === null || tokens(content) <= cap) return { content, finish: "stop" };
  return { content: content.slice(0, cap * 4), finish: "length" };
}

function usage(body: any, completion: string) {
  const prompt = tokens(JSON.stringify(body?.messages ?? ""));
  const done = tokens(completion);
  return { prompt_tokens: prompt, completion_tokens: done, total_tokens: prompt + done };
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const text = JSON.stringify(value);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

function completion(body: any, content: string, finish: "stop" | "length" = "stop") {
  return {
    id: `chatcmpl-fake-${++counter}`,
    object: "chat.completion",
    created: now(),
    model: body?.model ?? FAKE_MODEL,
    choices: [{ index: 0, message: { role: "assistant", content }, logprobs: null, finish_reason: finish }],
    usage: usage(body, content),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function sendStream(res: ServerResponse, body: any, whole: string[], cap: number | null, delayMs = 0): Promise<void> {
  // Keep the pieces up to the cap, the last one cut where the cap falls.
  const { content: kept, finish } = capped(whole.join(""), cap);
  const chunks: string[] = [];
  let left = kept.length;
  for (const c of whole) {
    if (left <= 0) break;
    chunks.push(c.slice(0, left));
    left -= c.length;
  }
  let gone = false;
  res.on("close", () => {
    gone = true;
  });
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  const base = { id: `chatcmpl-fake-${++counter}`, object: "chat.completion.chunk", created: now(), model: body?.model ?? FAKE_MODEL };
  const send = (value: unknown) => {
    if (!gone) res.write(`data: ${JSON.stringify(value)}\n\n`);
  };
  send({ ...base, choices: [{ index: 0, delta: { role: "assistant", content: "" }, logprobs: null, finish_reason: null }] });
  for (const [i, content] of chunks.entries()) {
    if (i > 0 && delayMs > 0) await sleep(delayMs);
    if (gone) return;
    send({ ...base, choices: [{ index: 0, delta: { content }, logprobs: null, finish_reason: null }] });
  }
  send({ ...base, choices: [{ index: 0, delta: {}, logprobs: null, finish_reason: finish }], usage: usage(body, chunks.join("")) });
  if (!gone) res.end("data: [DONE]\n\n");
}

async function answer(step: Step, res: ServerResponse, body: any, defaultCap: number | null): Promise<void> {
  const streaming = body?.stream === true;
  const asked = body?.max_tokens ?? body?.max_completion_tokens;
  const cap = typeof asked === "number" ? asked : defaultCap;
  switch (step.kind) {
    case "json":
    case "malformed": {
      const content = step.kind === "json" ? step.content : MALFORMED_CONTENT;
      if (streaming) return sendStream(res, body, [content], cap);
      const out = capped(content, cap);
      return sendJson(res, 200, completion(body, out.content, out.finish));
    }
    case "stream":
      if (streaming) return sendStream(res, body, step.chunks, cap, step.delayMs);
      const out = capped(step.chunks.join(""), cap);
      return sendJson(res, 200, completion(body, out.content, out.finish));
    case "status": {
      const type = step.status === 429 ? "rate_limit_exceeded" : "server_error";
      const text = step.body ?? JSON.stringify({ error: { message: `Fake LLM error ${step.status}`, type, param: null, code: type } });
      const retry = step.retryAfterMs === undefined ? {} : { "retry-after-ms": String(step.retryAfterMs) };
      res.writeHead(step.status, { "content-type": "application/json", ...retry });
      res.end(text);
      return;
    }
    case "hang":
      // Say nothing; close() destroys the socket.
      return;
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on("data", (c: Buffer) => parts.push(c));
    req.on("end", () => resolve(Buffer.concat(parts).toString("utf8")));
    req.on("error", reject);
  });
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const queue: Step[] = [];
  const requests: any[] = [];
  let fallback: Step | StepPicker = { kind: "json", content: '{"ok":true}' };
  let outputCap: number | null = DEFAULT_OUTPUT_CAP;
  const sockets = new Set<Socket>();

  const server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? "").split("?")[0];
      if (req.method === "GET" && path === "/v1/models") {
        return sendJson(res, 200, {
          object: "list",
          data: [{ id: FAKE_MODEL, object: "model", created: now(), owned_by: "rostrum-tests" }],
        });
      }
      if (req.method !== "POST" || path !== "/v1/chat/completions") {
        return sendJson(res, 404, { error: { message: `No route for ${req.method} ${path}`, type: "invalid_request_error" } });
      }
      let body: any;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        return sendJson(res, 400, { error: { message: "Request body is not valid JSON.", type: "invalid_request_error" } });
      }
      requests.push(body);
      await answer(queue.shift() ?? (typeof fallback === "function" ? fallback(body) : fallback), res, body, outputCap);
    })().catch(() => res.destroy());
  });
  server.on("connection", (s: Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (steps) => {
      queue.push(...steps);
    },
    setDefault: (step) => {
      fallback = step;
    },
    setOutputCap: (tokens) => {
      outputCap = tokens;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
