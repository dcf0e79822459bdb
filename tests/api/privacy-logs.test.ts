import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeLlm, type FakeLlm } from "#tests/support/fake-llm.ts";
import { startTestServer, type TestServer } from "#tests/support/test-server.ts";
import { createLogger } from "#server/platform/logger.ts";

// allow_data_use off (the default): what a user writes reaches the configured model and nothing else;
// in particular no log line carries it, even when the model's failure quotes it back.

const SECRET = "zebra-quartz-privacy-7731";
const request = {
  motion: `This House would ${SECRET} in schools`,
  side: "Government",
  pael: {
    point: `Schools should ${SECRET} because it helps pupils learn to argue.`,
    analysis: "Pupils who argue often learn to weigh evidence, which makes them better at judging claims in every subject.",
    example: "Schools with debating clubs report better results in essay subjects, according to several studies.",
    link: "Therefore the motion should pass, because it helps pupils learn.",
  },
};

describe("logs keep no user text (allow_data_use)", () => {
  let llm: FakeLlm;
  let server: TestServer;
  let out = "";
  beforeAll(async () => {
    llm = await startFakeLlm();
    server = await startTestServer({ LLM_BASE_URL: llm.url, LLM_MODEL: "coach-model", LLM_MAX_RETRIES: "0", LLM_TIMEOUT_MS: "2000" });
    // Everything the server logs, at every level, is captured.
    const sink = new Writable({
      write(chunk, _enc, done) {
        out += chunk.toString();
        done();
      },
    });
    server.deps.log = createLogger("trace", sink);
  });
  afterAll(async () => {
    await server?.close();
    await llm?.close();
  });

  it("an AI call that fails, quoting the user's words back, logs the failure without them", async () => {
    const c = server.client();
    await c.signup();
    expect((await c.get("/api/settings")).body.privacy).toEqual({ allow_data_use: false });

    // The model's answer breaks the schema and repeats the input; then the provider refuses, quoting the prompt;
    // then it answers text that is not JSON at all.
    llm.script([
      { kind: "json", content: JSON.stringify({ comments: `You wrote: ${request.pael.point}` }) },
      { kind: "status", status: 400, body: JSON.stringify({ error: { message: `Invalid prompt: "${request.pael.point}"` } }) },
      { kind: "status", status: 400, body: JSON.stringify({ error: { message: `Invalid prompt: "${request.pael.point}"` } }) },
      { kind: "json", content: `Sure! ${request.motion} {not json` },
    ]);
    for (let i = 0; i < 3; i++) {
      const res = await c.post("/api/feedback", request);
      expect(res.status).toBeGreaterThanOrEqual(500);
    }
    expect(JSON.stringify(llm.requests)).toContain(SECRET); // the model did get it
    await new Promise((r) => setTimeout(r, 20));
    expect(out.match(/AI call failed/g)?.length).toBe(3);
    expect(out).not.toContain(SECRET);
  });

  it("a write that fails in the database (an account deleted a moment ago) is logged without the values it carried", async () => {
    const c = server.client();
    const { input } = await c.signup();
    const elsewhere = server.client();
    await elsewhere.signin(input.email, input.password);
    expect((await elsewhere.get("/api/me")).body.user).not.toBeNull();
    expect((await c.post("/api/me/delete", { confirm: "DELETE", password: input.password })).status).toBe(200);
    // The other browser's 60-second copy of the user still names the account (docs/security.md): the save
    // fails on the missing user row, the answer is 401 (the session is gone), and nothing logged carries the bio.
    const res = await elsewhere.put("/api/settings/profile", { bio: `About me: ${SECRET}`, school: "Hill" });
    expect(res.status).toBe(401);
    await new Promise((r) => setTimeout(r, 20));
    expect(out).not.toContain(SECRET);
  });
});
