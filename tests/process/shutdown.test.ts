import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeLlm, type FakeLlm } from "#tests/support/fake-llm.ts";
import { TestClient } from "#tests/support/test-server.ts";
import { exited, freePort, listening, serverEnv, start, waitForHealth } from "./process-helpers";

// SIGTERM while a debate reply is streaming. The server stops accepting, ends the
// open stream with an `error` event, closes the database (the data folder's lock file is gone) and
// exits within 2 s.

describe("SIGTERM during a streamed reply", () => {
  let llm: FakeLlm;
  beforeAll(async () => {
    llm = await startFakeLlm();
    llm.setDefault((body) =>
      body.stream
        ? { kind: "stream", chunks: Array.from({ length: 100 }, (_, i) => `word${i} `), delayMs: 150 }
        : { kind: "json", content: JSON.stringify({ opening: "Opposition opens: the ban would not work." }) },
    );
  });
  afterAll(() => llm.close());

  it("ends the stream with an error event, releases the database and exits within 2 s", async () => {
    const port = await freePort();
    const { env, dataDir } = serverEnv(port, { LLM_BASE_URL: llm.url, LLM_MODEL: "slow-model", LLM_API_KEY: "k" });
    const { child, output } = start(process.execPath, ["--import", "tsx", "src/server/main.ts"], env);
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitForHealth(url, child);
      const lock = `${dataDir}/pg.lock`;
      expect(existsSync(lock)).toBe(true);

      const guest = new TestClient(url);
      const started = await guest.post("/api/debate/start", { motion: "This House would ban homework", side: "Government" });
      expect(started.status, JSON.stringify(started.body)).toBe(200);

      const res = await fetch(`${url}/api/debate/message/stream`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url, cookie: [...guest.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
        body: JSON.stringify({ content: "Homework builds habits of independent study." }),
      });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let text = "";
      while (!text.includes("event: delta")) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      expect(text).toContain("event: delta");

      const signalled = Date.now();
      const code = exited(child);
      child.kill("SIGTERM");
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      expect(text).toMatch(/event: error\ndata: \{"error":"[^"]+","status":503\}/);
      expect(text).not.toContain("event: done");

      expect(await code).toBe(0);
      const took = Date.now() - signalled;
      console.log(`shutdown took ${took} ms`);
      expect(took).toBeLessThan(2_000);
      expect(existsSync(lock), "the database lock is released").toBe(false);
      expect(await listening(port)).toBe(false);
    } catch (err) {
      console.error(output());
      throw err;
    } finally {
      child.kill("SIGKILL");
    }
  }, 120_000);
});
