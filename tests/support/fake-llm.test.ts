import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { APICallError, generateText, NoObjectGeneratedError, Output, streamText } from "ai";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { FAKE_MODEL, startFakeLlm, type FakeLlm } from "./fake-llm";

let llm: FakeLlm;
const model = () =>
  createOpenAICompatible({ name: "fake", baseURL: llm.url, apiKey: "test-key", includeUsage: true, supportsStructuredOutputs: true })(
    FAKE_MODEL,
  );

beforeEach(async () => {
  llm = await startFakeLlm();
});
afterEach(async () => {
  await llm.close();
});

describe("fake LLM server", () => {
  it("answers a json step through generateText and records the request", async () => {
    llm.script([{ kind: "json", content: "Hello from the fake." }]);
    const result = await generateText({ model: model(), prompt: "Say hello", maxRetries: 0 });
    expect(result.text).toBe("Hello from the fake.");
    expect(result.finishReason).toBe("stop");
    expect(result.usage.totalTokens).toBeGreaterThan(0);
    expect(llm.requests).toHaveLength(1);
    expect(llm.requests[0].model).toBe(FAKE_MODEL);
    expect(JSON.stringify(llm.requests[0].messages)).toContain("Say hello");
  });

  it("streams a stream step chunk by chunk", async () => {
    llm.script([{ kind: "stream", chunks: ["Opening ", "speech ", "text."], delayMs: 5 }]);
    const result = streamText({ model: model(), prompt: "Open the debate", maxRetries: 0 });
    const parts: string[] = [];
    for await (const part of result.textStream) parts.push(part);
    expect(parts.join("")).toBe("Opening speech text.");
    expect(parts.length).toBeGreaterThan(1);
    expect(await result.finishReason).toBe("stop");
    expect(llm.requests[0].stream).toBe(true);
  });

  it("sends a json step as SSE when the client streams", async () => {
    llm.script([{ kind: "json", content: "whole answer" }]);
    const result = streamText({ model: model(), prompt: "x", maxRetries: 0 });
    expect(await result.text).toBe("whole answer");
  });

  it("uses the default step when the script is empty, and setDefault changes it", async () => {
    const first = await generateText({ model: model(), prompt: "x", maxRetries: 0 });
    expect(JSON.parse(first.text)).toEqual({ ok: true });
    llm.setDefault({ kind: "json", content: "changed" });
    const second = await generateText({ model: model(), prompt: "x", maxRetries: 0 });
    expect(second.text).toBe("changed");
  });

  it("raises an API error with the scripted status", async () => {
    llm.script([{ kind: "status", status: 429 }]);
    const error = await generateText({ model: model(), prompt: "x", maxRetries: 0 }).catch((e: unknown) => e);
    expect(APICallError.isInstance(error)).toBe(true);
    expect((error as APICallError).statusCode).toBe(429);
  });

  it("lets the SDK retry through a 503 to the next step", async () => {
    llm.script([
      { kind: "status", status: 503, retryAfterMs: 10 },
      { kind: "json", content: "recovered" },
    ]);
    const result = await generateText({ model: model(), prompt: "x", maxRetries: 1 });
    expect(result.text).toBe("recovered");
    expect(llm.requests).toHaveLength(2);
  });

  it("returns malformed content that fails a structured-output schema", async () => {
    llm.script([{ kind: "malformed" }]);
    const error = await generateText({
      model: model(),
      prompt: "x",
      maxRetries: 0,
      output: Output.object({ schema: z.object({ motion: z.string() }) }),
    })
      .then((r) => r.output)
      .catch((e: unknown) => e);
    expect(NoObjectGeneratedError.isInstance(error)).toBe(true);
    expect(llm.requests[0].response_format?.type).toBe("json_schema");
  });

  it("hangs until the caller aborts, and close() still returns", async () => {
    llm.script([{ kind: "hang" }]);
    const started = Date.now();
    const run = generateText({ model: model(), prompt: "x", maxRetries: 0, abortSignal: AbortSignal.timeout(200) });
    await expect(run).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(llm.requests).toHaveLength(1);
  });

  it("close() destroys a request that is still hanging", async () => {
    llm.script([{ kind: "hang" }]);
    const run = generateText({ model: model(), prompt: "x", maxRetries: 0 }).catch((e: unknown) => e);
    while (llm.requests.length === 0) await new Promise((r) => setTimeout(r, 10));
    await llm.close();
    expect(await run).toBeInstanceOf(Error);
    llm = await startFakeLlm(); // afterEach closes whatever is current
  });

  it("lists models", async () => {
    const res = await fetch(`${llm.url}/models`);
    const body = (await res.json()) as { object: string; data: { id: string }[] };
    expect(body.object).toBe("list");
    expect(body.data[0].id).toBe(FAKE_MODEL);
  });
});
