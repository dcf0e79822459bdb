import { describe, expect, it } from "vitest";
import { engineLabel, resolveEngine } from "./provider";

describe("model resolver", () => {
  it("uses the offline coach when no model is configured", async () => {
    const engine = await resolveEngine({ llm: undefined });
    expect(engine.kind).toBe("offline");
    expect(engineLabel(engine)).toBe("offline");
  });

  it("asks an OpenAI-compatible model for JSON-schema output, with a JSON-mode fallback", async () => {
    const engine = await resolveEngine({ llm: { baseUrl: "http://127.0.0.1:9/v1", model: "llama3.1", apiKey: "k", jsonMode: "schema" } });
    if (engine.kind !== "model") throw new Error("expected a model");
    expect(engineLabel(engine)).toBe("model:llama3.1");
    expect((engine.model as { supportsStructuredOutputs?: boolean }).supportsStructuredOutputs).toBe(true);
    expect((engine.jsonFallback as { supportsStructuredOutputs?: boolean }).supportsStructuredOutputs).toBe(false);
    expect((engine.model as { modelId: string }).modelId).toBe("llama3.1");
  });

  it("uses JSON mode only when told the server has no structured outputs", async () => {
    const engine = await resolveEngine({ llm: { baseUrl: "http://127.0.0.1:9/v1", model: "tiny", jsonMode: "json" } });
    if (engine.kind !== "model") throw new Error("expected a model");
    expect((engine.model as { supportsStructuredOutputs?: boolean }).supportsStructuredOutputs).toBe(false);
    expect(engine.jsonFallback).toBeUndefined();
  });
});
