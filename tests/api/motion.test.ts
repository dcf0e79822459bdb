import { describe, expect, it } from "vitest";
import { fakeLlmForTests, serverForTests } from "#tests/support/lifecycle.ts";
import { AI_MESSAGES } from "#shared/messages/index.ts";
import { saveSettingsGroup as saveGroup } from "#server/platform/settings-store.ts";
import { MOTION_BANK } from "#server/ai/engine/offline/motion-bank.ts";
import { defaultSettings } from "#shared/settings/rules.ts";

describe("motions from the offline coach", () => {
  const server = serverForTests();

  it("gives a guest a motion, marked as offline, never repeating within the cooldown", async () => {
    const c = server.client();
    const seen = new Set<string>();
    for (let i = 0; i < 25; i++) {
      const res = await c.get("/api/generate-motion");
      expect(res.status).toBe(200);
      expect(res.body.engine).toBe("offline");
      expect(res.body.motion).toMatch(/^This House/);
      seen.add(res.body.motion);
    }
    expect(seen.size).toBe(25);
  });

  it("honours the user's difficulty setting", async () => {
    const c = server.client();
    const { body } = await c.signup();
    await saveGroup(server.deps.db, body.user.id, "preferences", { ...defaultSettings().preferences, difficulty: "advanced" });
    const advanced = new Set(MOTION_BANK.filter((m) => m.difficulty === "advanced").map((m) => m.text));
    for (let i = 0; i < 5; i++) {
      const res = await c.get("/api/generate-motion");
      expect(advanced.has(res.body.motion)).toBe(true);
    }
  });
});

describe("motions through an OpenAI-compatible model", () => {
  const llm = fakeLlmForTests();
  const server = serverForTests(() => ({
    LLM_BASE_URL: llm.url,
    LLM_MODEL: "scripted",
    LLM_TIMEOUT_MS: "800",
    LLM_MAX_RETRIES: "1",
    AI_GUEST_DAILY_LIMIT: "6",
  }));

  it("asks the model with a JSON schema and returns its motion", async () => {
    llm.script([{ kind: "json", content: JSON.stringify({ motion: "This House would tax sugary drinks." }) }]);
    const res = await server.client().get("/api/generate-motion");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ motion: "This House would tax sugary drinks.", engine: "model:scripted" });
    const req = llm.requests.at(-1);
    expect(req.model).toBe("scripted");
    expect(req.response_format?.type).toBe("json_schema");
  });

  it("falls back to JSON mode when the server refuses JSON-schema output", async () => {
    llm.script([
      { kind: "status", status: 400, body: JSON.stringify({ error: { message: "response_format json_schema is not supported" } }) },
      { kind: "json", content: JSON.stringify({ motion: "This House would end daylight saving time." }) },
    ]);
    const res = await server.client().get("/api/generate-motion");
    expect(res.status).toBe(200);
    expect(res.body.motion).toBe("This House would end daylight saving time.");
    expect(llm.requests.at(-2).response_format?.type).toBe("json_schema");
    expect(llm.requests.at(-1).response_format?.type).toBe("json_object");
  });

  it("turns failures into the catalogue message, never a hang or a 500", async () => {
    const c = server.client();
    llm.script([
      { kind: "status", status: 429, retryAfterMs: 10 },
      { kind: "status", status: 429, retryAfterMs: 10 },
    ]);
    const limited = await c.get("/api/generate-motion");
    expect(limited.status).toBe(503);
    expect(limited.body.error).toBe(AI_MESSAGES.couldNotGenerateMotion);

    llm.script([{ kind: "malformed" }]);
    const malformed = await c.get("/api/generate-motion");
    expect(malformed.status).toBe(502);
    expect(malformed.body.error).toBe(AI_MESSAGES.couldNotGenerateMotion);

    llm.script([{ kind: "json", content: JSON.stringify({ title: "wrong shape" }) }]);
    const wrongShape = await c.get("/api/generate-motion");
    expect(wrongShape.status).toBe(502);

    // A hung model is cut off at LLM_TIMEOUT_MS (how long that takes: npm run bench -- ai-timeout).
    llm.script([{ kind: "hang" }]);
    const hung = await c.get("/api/generate-motion");
    expect(hung.status).toBe(504);
    expect(hung.body.error).toBe(AI_MESSAGES.couldNotGenerateMotion);
  });

  it("retries a 500 once and then succeeds", async () => {
    llm.script([
      { kind: "status", status: 500, retryAfterMs: 10 },
      { kind: "json", content: JSON.stringify({ motion: "This House would abolish homework." }) },
    ]);
    const res = await server.client().get("/api/generate-motion");
    expect(res.status).toBe(200);
    expect(res.body.motion).toBe("This House would abolish homework.");
  });

  it("stops at the daily allowance without calling the model", async () => {
    const c = server.client();
    llm.setDefault({ kind: "json", content: JSON.stringify({ motion: "This House would ban cars from city centres." }) });
    for (let i = 0; i < 6; i++) expect((await c.get("/api/generate-motion")).status).toBe(200);
    const before = llm.requests.length;
    const over = await c.get("/api/generate-motion");
    expect(over.status).toBe(429);
    expect(over.body.error).toBe(AI_MESSAGES.dailyLimit);
    expect(llm.requests.length).toBe(before);
    // Another guest has their own allowance.
    expect((await server.client().get("/api/generate-motion")).status).toBe(200);
  });
});
