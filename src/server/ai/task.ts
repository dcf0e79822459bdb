import type { ModelMessage } from "ai";
import type { z } from "zod";
import { AiUnavailable, AppError } from "#server/platform/errors.ts";
import type { ServiceCtx } from "#server/platform/context.ts";
import type { Guarded } from "#server/ai/engine/index.ts";
import { engineLabel, resolveEngine } from "./provider";
import { forModel } from "./score-range";
import { takeAskerAllowance } from "./usage";

export interface Prompt {
  system: string;
  prompt: string;
}

/** One AI call: schemas in and out, a prompt for a model, and an offline implementation. */
export interface Task<I extends z.ZodType, O extends z.ZodType> {
  name: string;
  input: I;
  output: O;
  /** The catalogue message shown when the call fails. */
  failMessage: string;
  /**
   * The most tokens the answer may take, sent to the model as max_tokens: a server's own default cap
   * (llama.cpp's is 512) would cut a long JSON answer in half. Generous, about twice a full answer;
   * a task that names none gets DEFAULT_OUTPUT_TOKENS, so a budget is always sent.
   */
  maxOutputTokens?: number;
  /** The request context is the caller's: a task may read the asker's settings (feedback style…) or its random source. */
  prompt(input: z.output<I>, ctx: ServiceCtx): Prompt | Promise<Prompt>;
  offline(input: z.output<I>, ctx: ServiceCtx): z.output<O> | Promise<z.output<O>>;
  /**
   * Checks the student's work before either engine sees it (ai/engine/integrity): the engine gets the cleaned
   * input, and its answer goes through `finish` (scores capped, the reason told first), so a model and
   * the offline coach are held to the same checks.
   */
  guard?(input: z.output<I>, ctx: ServiceCtx): Promise<Guarded<z.output<I>, z.output<O>>>;
  /** Remembers what was generated for the asker, so it is recognised if handed back as their own work. */
  record?(input: z.output<I>, output: z.output<O>, ctx: ServiceCtx): Promise<void>;
}

/** The budget of a task that declares none. */
export const DEFAULT_OUTPUT_TOKENS = 1024;

// The AI SDK is imported with the first model call, never at start: an offline server does not need
// it, and a bundle would hoist a top-level import to the start of main.js (memory at idle).
let sdk: Promise<typeof import("ai")> | undefined;
/** Set once the SDK is loaded; before that no error can be one of its API call errors. */
let APICallError: (typeof import("ai"))["APICallError"] | undefined;
const loadSdk = () =>
  (sdk ??= import("ai").then((m) => {
    APICallError = m.APICallError;
    return m;
  }));

export function defineTask<I extends z.ZodType, O extends z.ZodType>(task: Task<I, O>): Task<I, O> {
  return task;
}

export interface TaskResult<T> {
  result: T;
  engine: string;
}

function failure(err: unknown, message: string, ctx: Pick<ServiceCtx, "log">, task: string): AppError {
  if (err instanceof AppError) return err;
  const e = err as { name?: string; lastError?: unknown; statusCode?: number };
  const last = (e?.lastError ?? err) as { name?: string; statusCode?: number };
  const timedOut = e?.name === "TimeoutError" || e?.name === "AbortError" || last?.name === "TimeoutError" || last?.name === "AbortError";
  ctx.log.warn({ task, err: { name: e?.name, message: (err as Error)?.message, status: last?.statusCode } }, "AI call failed");
  if (timedOut) return new AiUnavailable(message, 504);
  if (APICallError?.isInstance(last) && (last.statusCode === 429 || (last.statusCode ?? 0) >= 500)) return new AiUnavailable(message, 503);
  return new AiUnavailable(message, 502);
}

/** Counts one model call against the asker's daily allowance (a guest's is smaller, and shared per address: ai/usage.ts). */
const takeAllowance = (ctx: ServiceCtx): Promise<void> => takeAskerAllowance(ctx);

/** Runs a task: the model when one is configured (within the subject's daily allowance), else the offline coach. The answer always fits the output schema. */
export async function runTask<I extends z.ZodType, O extends z.ZodType>(
  ctx: ServiceCtx,
  task: Task<I, O>,
  input: z.output<I>,
): Promise<TaskResult<z.output<O>>> {
  const guarded = task.guard ? await task.guard(input, ctx) : null;
  const answer = await askEngine(ctx, task, guarded?.input ?? input);
  const result = guarded ? task.output.parse(guarded.finish(answer.result)) : answer.result;
  if (task.record) await task.record(input, result, ctx);
  return { result, engine: answer.engine };
}

async function askEngine<I extends z.ZodType, O extends z.ZodType>(
  ctx: ServiceCtx,
  task: Task<I, O>,
  input: z.output<I>,
): Promise<TaskResult<z.output<O>>> {
  try {
    const engine = await resolveEngine(ctx.config);
    if (engine.kind === "offline") {
      return { result: task.output.parse(await task.offline(input, ctx)), engine: engineLabel(engine) };
    }
    const ai = await loadSdk();
    const { generateText, Output } = ai;
    await takeAllowance(ctx);
    const { system, prompt } = await task.prompt(input, ctx);
    const signal = AbortSignal.timeout(ctx.config.llmTimeoutMs);
    const ask = (model: typeof engine.model) =>
      generateText({
        model,
        system,
        prompt,
        output: Output.object({ schema: forModel(ai, task.output) }),
        maxRetries: ctx.config.llmMaxRetries,
        maxOutputTokens: task.maxOutputTokens ?? DEFAULT_OUTPUT_TOKENS,
        abortSignal: signal,
        temperature: 0.7,
      });
    let res;
    try {
      res = await ask(engine.model);
    } catch (err) {
      // A server without structured outputs refuses `json_schema` with a 400: ask once more in JSON mode.
      if (!engine.jsonFallback || !APICallError?.isInstance(err) || err.statusCode !== 400) throw err;
      ctx.log.info({ task: task.name }, "model refused JSON-schema output; retrying in JSON mode");
      res = await ask(engine.jsonFallback);
    }
    // Output.object already validated against the schema, its scores clamped into the rubric's range
    // (score-range.ts); parse again to apply defaults and transforms.
    return { result: task.output.parse(res.output), engine: engineLabel(engine) };
  } catch (err) {
    throw failure(err, task.failMessage, ctx, task.name);
  }
}

/** A chat turn streamed as text: from the model when configured, else the offline text in word-sized pieces. */
export async function streamChat(
  ctx: ServiceCtx,
  opts: { name: string; failMessage: string; maxOutputTokens: number; system: string; messages: ModelMessage[]; offline: () => string },
): Promise<{ engine: string; stream: AsyncIterable<string> }> {
  const engine = await resolveEngine(ctx.config);
  if (engine.kind === "offline") {
    const text = opts.offline();
    return {
      engine: engineLabel(engine),
      stream: (async function* () {
        for (const piece of text.match(/\S+\s*/g) ?? []) yield piece;
      })(),
    };
  }
  let streamText;
  try {
    ({ streamText } = await loadSdk());
    await takeAllowance(ctx);
  } catch (err) {
    throw failure(err, opts.failMessage, ctx, opts.name);
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException("timed out", "TimeoutError")), ctx.config.llmTimeoutMs);
  let streamError: unknown;
  const result = streamText({
    model: engine.model,
    system: opts.system,
    messages: opts.messages,
    maxRetries: ctx.config.llmMaxRetries,
    maxOutputTokens: opts.maxOutputTokens,
    abortSignal: controller.signal,
    temperature: 0.8,
    onError: ({ error }) => {
      streamError = error;
    },
  });
  async function* pieces() {
    try {
      let any = false;
      for await (const part of result.textStream) {
        any = true;
        yield part;
      }
      if (streamError) throw streamError;
      // On abort the SDK ends textStream quietly (onAbort, not onError): a cut-off reply must not pass as complete.
      if (controller.signal.aborted) throw controller.signal.reason;
      if (!any) throw new Error("The model sent an empty reply.");
    } catch (err) {
      throw failure(err, opts.failMessage, ctx, opts.name);
    } finally {
      clearTimeout(timer);
    }
  }
  return { engine: engineLabel(engine), stream: pieces() };
}
