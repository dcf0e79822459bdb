import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { Config } from "../config";

export type Engine = { kind: "offline" } | { kind: "model"; model: LanguageModel; name: string };

/**
 * Picks who answers AI calls: an OpenAI-compatible chat model when LLM_BASE_URL + LLM_MODEL are set,
 * else the built-in offline coach. `schema` mode asks for JSON-schema structured output; `json` mode
 * only for a JSON object (for servers without structured outputs).
 */
export function resolveEngine(config: Pick<Config, "llm">): Engine {
  if (!config.llm) return { kind: "offline" };
  const provider = createOpenAICompatible({
    name: "llm",
    baseURL: config.llm.baseUrl,
    apiKey: config.llm.apiKey,
    supportsStructuredOutputs: config.llm.jsonMode === "schema",
    includeUsage: true,
  });
  return { kind: "model", model: provider.chatModel(config.llm.model), name: config.llm.model };
}

/** What the client is told about who answered, so nobody mistakes the offline coach for a model. */
export function engineLabel(engine: Engine): string {
  return engine.kind === "offline" ? "offline" : `model:${engine.name}`;
}
