import type { LanguageModel } from "ai";
import type { Config } from "#server/platform/config.ts";

export type Engine =
  | { kind: "offline" }
  | {
      kind: "model";
      model: LanguageModel;
      name: string;
      /** the same model asked for plain JSON mode, when schema mode is on */ jsonFallback?: LanguageModel;
    };

/**
 * Picks who answers AI calls: an OpenAI-compatible chat model when LLM_BASE_URL + LLM_MODEL are set,
 * else the built-in offline coach. `schema` mode asks for JSON-schema structured output and keeps a
 * JSON-mode twin for servers that refuse it; `json` mode only ever asks for a JSON object.
 * The provider package is imported here, on the first model call, never at start: an offline server
 * does not need it, and a bundle would hoist a top-level import to the start of main.js (memory held at idle).
 */
export async function resolveEngine(config: Pick<Config, "llm">): Promise<Engine> {
  if (!config.llm) return { kind: "offline" };
  const { createOpenAICompatible } = await import("@ai-sdk/openai-compatible");
  const { baseUrl, apiKey, model, jsonMode } = config.llm;
  const chat = (structured: boolean) =>
    createOpenAICompatible({ name: "llm", baseURL: baseUrl, apiKey, supportsStructuredOutputs: structured, includeUsage: true }).chatModel(
      model,
    );
  return jsonMode === "schema"
    ? { kind: "model", model: chat(true), name: model, jsonFallback: chat(false) }
    : { kind: "model", model: chat(false), name: model };
}

/** What the client is told about who answered, so nobody mistakes the offline coach for a model. */
export function engineLabel(engine: Engine): string {
  return engine.kind === "offline" ? "offline" : `model:${engine.name}`;
}
