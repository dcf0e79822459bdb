import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMIT, LARGE_BODY_LIMIT } from "#server/http/body-limit.ts";
import { listen } from "#server/http/listen.ts";
import { AUTH_MESSAGES, COMMON_MESSAGES } from "#shared/messages/index.ts";
import { NAME_MAX } from "#shared/validation/auth.ts";
import { startFakeLlm, type FakeLlm } from "#tests/support/fake-llm.ts";
import { TEACHER_CODE, startTestServer, type TestClient, type TestServer } from "#tests/support/test-server.ts";

// Request bodies have a size limit (413 before anything reads them),
// better-auth's own fields have length caps, the Node server times out slow requests, and text the
// database cannot store is a 400 before any model is asked.

const motion = "This House would ban junk food advertising to children";

describe("request limits", () => {
  let llm: FakeLlm;
  let server: TestServer;
  let student: TestClient;
  let teacher: TestClient;

  beforeAll(async () => {
    llm = await startFakeLlm();
    server = await startTestServer({ LLM_BASE_URL: llm.url, LLM_MODEL: "limits-model", LLM_MAX_RETRIES: "0" });
    student = server.client();
    expect((await student.signup()).status).toBe(200);
    teacher = server.client();
    expect((await teacher.signup({ role: "teacher", teacherCode: TEACHER_CODE })).status).toBe(200);
  });
  afterAll(async () => {
    await server.close();
    await llm.close();
  });

  describe("body size", () => {
    it("a body over 64 KB is 413 with a JSON error, before validation (sign-up)", async () => {
      const res = await server.client().post("/api/signup", { username: "x".repeat(BODY_LIMIT), email: "a@b.co", password: "secret123" });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ error: COMMON_MESSAGES.bodyTooLarge });
    });

    it("a chunked body (no Content-Length) is cut off at the limit too", async () => {
      const chunk = new TextEncoder().encode(`"${"y".repeat(16 * 1024)}",`);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(ctrl) {
          if (sent === 0) ctrl.enqueue(new TextEncoder().encode('{"content":['));
          if (sent++ < 64) ctrl.enqueue(chunk);
          else ctrl.close();
        },
      });
      const res = await fetch(`${server.url}/api/debate/message`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body,
        duplex: "half",
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: COMMON_MESSAGES.bodyTooLarge });
    });

    it("better-auth routes have the limit too (a 1 MB update-user name)", async () => {
      const res = await student.post("/api/auth/update-user", { name: "n".repeat(1024 * 1024) });
      expect(res.status).toBe(413);
    });

    it("a drill body over 64 KB is refused; the model is not asked", async () => {
      const before = llm.requests.length;
      const res = await student.post("/api/framing-feedback", { motion, side: "Government", my_frame: "z".repeat(BODY_LIMIT) });
      expect(res.status).toBe(413);
      expect(llm.requests.length).toBe(before);
    });

    it("a lesson with the longest reading (50,000 characters of 3-byte text) and a full quiz is accepted", async () => {
      const quiz = Array.from({ length: 20 }, (_, i) => ({
        text: `Question ${i + 1}: ${"問".repeat(500)}`,
        options: ["一", "二", "三", "四"].map((o) => o.repeat(250)),
        correct: "一".repeat(250),
      }));
      const body = { title: "Long reading", reading: "語".repeat(50_000), writing_prompt: "書".repeat(2000), quiz };
      expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(BODY_LIMIT);
      expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThanOrEqual(LARGE_BODY_LIMIT);
      const res = await teacher.post("/api/lessons", body);
      expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(200);
    });

    it("a lesson body over its larger limit is 413", async () => {
      const res = await teacher.post("/api/lessons", { title: "Too long", reading: "r".repeat(LARGE_BODY_LIMIT) });
      expect(res.status).toBe(413);
    });

    it("the larger limit is the route's own: a sibling path and another method keep the default", async () => {
      const created = await teacher.post("/api/lessons", { title: "Declared limits", reading: "Short." });
      expect(created.status).toBe(200);
      // 25,000 three-byte characters: within a reading's length, over the default's bytes.
      const big = "語".repeat(25_000);
      expect(Buffer.byteLength(big)).toBeGreaterThan(BODY_LIMIT);
      // The edit route declares the lesson limit: it reads and saves the body.
      const edited = await teacher.put(`/api/lessons/${created.body.lesson.id}`, { title: "Declared limits", reading: big });
      expect(edited.status).toBe(200);
      // Moving the same lesson to a folder declares nothing, so 64 KB is already too much.
      const moved = await teacher.put(`/api/lessons/${created.body.lesson.id}/folder`, { folder_id: null, padding: big });
      expect([moved.status, moved.body]).toEqual([413, { error: COMMON_MESSAGES.bodyTooLarge }]);
      // An unknown path under /api keeps the default too.
      expect((await teacher.post("/api/no-such-route", { padding: big })).status).toBe(413);
    });
  });

  describe("better-auth's own fields", () => {
    it("update-user refuses a name longer than a username may be", async () => {
      const res = await student.post("/api/auth/update-user", { name: "n".repeat(NAME_MAX + 1) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(AUTH_MESSAGES.nameTooLong);
    });

    it("update-user refuses an image URL of 10,000 characters", async () => {
      const res = await student.post("/api/auth/update-user", { image: `https://example.com/${"i".repeat(10_000)}` });
      expect(res.status).toBe(400);
    });

    it("sign-in with a NUL or a lone surrogate in the e-mail is a 400, not a 500", async () => {
      for (const email of ["a\u0000@example.com", "a\ud800@example.com"]) {
        const res = await server.client().signin(email, "secret123");
        expect(res.status, email).toBe(400);
        expect(res.body.message).toBe(COMMON_MESSAGES.unstorableText);
      }
    });
  });

  describe("text the database cannot store", () => {
    it.each([
      ["feedback", { motion, side: "Government", pael: { point: "P\u0000", analysis: "A", example: "E", link: "L" } }],
      ["generate-argument", { motion: `${motion}\ud800`, side: "Government" }],
      ["framing-feedback", { motion, side: "Government", my_frame: "f", opponent_frame: "o\udc00", new_frame: "n" }],
    ])("the %s drill is a 400 before any model call", async (call, body) => {
      const before = llm.requests.length;
      const res = await student.post(`/api/${call}`, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(COMMON_MESSAGES.unstorableText);
      expect(llm.requests.length).toBe(before);
    });

    it("a streamed debate speech with a NUL is a 400 before any model call", async () => {
      llm.script([{ kind: "json", content: JSON.stringify({ opening: "Opening speech for the opposition." }) }]);
      expect((await student.post("/api/debate/start", { motion, side: "Government" })).status).toBe(200);
      const before = llm.requests.length;
      const res = await student.post("/api/debate/message/stream", { content: "My speech\u0000" });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(COMMON_MESSAGES.unstorableText);
      expect(llm.requests.length).toBe(before);
    });

    it("profile settings with a lone surrogate are a 400", async () => {
      const res = await student.put("/api/settings/profile", { bio: "hi \ud83d there" });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(COMMON_MESSAGES.unstorableText);
    });
  });
});

describe("the Node server's timeouts", () => {
  let server: Server;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = listen(
        () => new Response("ok"),
        { port: 0, hostname: "127.0.0.1" },
        () => resolve(),
      );
    });
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("gives a client well under Node's 300 s to send its request", () => {
    expect(server.headersTimeout).toBeGreaterThan(0);
    expect(server.headersTimeout).toBeLessThanOrEqual(20_000);
    expect(server.requestTimeout).toBeGreaterThan(0);
    expect(server.requestTimeout).toBeLessThanOrEqual(60_000);
  });
});
