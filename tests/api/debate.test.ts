import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TestClient } from "#tests/support/test-server.ts";
import { fakeLlmForTests, serverForTests } from "#tests/support/lifecycle.ts";
import { deltasOf, postSse } from "#tests/support/sse.ts";
import { debateMessages, debates } from "#server/db/schema/index.ts";
import { BALLOT_SKILLS } from "#shared/debate/ballot.ts";
import { wholeScores } from "#shared/debate/whole-scores.ts";
import { AI_MESSAGES as M } from "#shared/messages/index.ts";

const MOTION = "This House would ban homework in primary schools.";
const SPEECH =
  "Homework helps pupils because practice at home makes lessons stick. For example, children who read every evening improve faster. " +
  "Banning it would hurt poorer pupils most, because they have fewer other chances to practise.";

describe("the AI debater with the offline coach", () => {
  const server = serverForTests();

  it("runs a round for a guest: history, start, message, streamed message, reset", async () => {
    const c = server.client();
    expect((await c.get("/api/debate/history?userId=guest")).body).toEqual({
      motion: "",
      side: null,
      messages: [],
      started: false,
      engine: null,
      difficulty: null,
      press: null,
      assignment: null,
      format: null,
      team: null,
    });

    const start = await c.post("/api/debate/start", { userId: "guest", motion: `  ${MOTION}  `, side: "Government" });
    expect(start.status).toBe(200);
    expect(start.body.engine).toBe("offline");
    expect(start.body.opening).toContain("As Opposition, we oppose");

    const msg = await c.post("/api/debate/message", { userId: "guest", content: SPEECH });
    expect(msg.status).toBe(200);
    expect(msg.body.engine).toBe("offline");
    expect(msg.body.reply.split(/\s+/).length).toBeGreaterThan(40);

    const streamed = await postSse(c, "/api/debate/message/stream", {
      content: "Second, homework teaches discipline because deadlines build habits.",
    });
    expect(streamed.status).toBe(200);
    const deltas = deltasOf(streamed.events);
    expect(deltas.length).toBeGreaterThan(10);
    expect(streamed.events.at(-1)).toMatchObject({ event: "done", data: { engine: "offline" } });

    const h = await c.get("/api/debate/history");
    expect(h.body).toMatchObject({ motion: MOTION, side: "Government", started: true, engine: "offline" });
    expect(h.body.messages.map((m: any) => m.role)).toEqual(["assistant", "user", "assistant", "user", "assistant"]);
    expect(h.body.messages[0].content).toBe(start.body.opening);
    expect(h.body.messages[2].content).toBe(msg.body.reply);
    expect(h.body.messages[4].content).toBe(deltas.join(""));
    expect(h.body.messages[1]).toEqual({ role: "user", content: SPEECH, engine: null });

    expect((await c.post("/api/debate/reset", { userId: "guest" })).body).toEqual({ ok: true });
    expect((await c.get("/api/debate/history")).body.started).toBe(false);
    expect((await c.post("/api/debate/message", { content: SPEECH })).status).toBe(409);
  });

  it("replaces the round in progress when a new one starts", async () => {
    const c = server.client();
    await c.post("/api/debate/start", { motion: MOTION, side: "Opposition" });
    const guest = c.cookies.get("rostrum_guest");
    await c.post("/api/debate/message", { content: SPEECH });
    const second = await c.post("/api/debate/start", { motion: "This House would ban zoos.", side: "Government" });
    expect(second.status).toBe(200);
    const h = await c.get("/api/debate/history");
    expect(h.body.motion).toBe("This House would ban zoos.");
    expect(h.body.messages).toHaveLength(1);
    const rows = await server.deps.db
      .select()
      .from(debates)
      .where(eq(debates.subject, `guest:${guest}`));
    expect(rows).toHaveLength(1);
  });

  it("refuses bad input with the spec's messages", async () => {
    const c = server.client();
    const cases: Array<[string, unknown, number, string]> = [
      ["/api/debate/start", { motion: "   ", side: "Government" }, 400, M.motionRequired],
      ["/api/debate/start", { side: "Government" }, 400, M.motionRequired],
      ["/api/debate/start", { motion: "x".repeat(301), side: "Government" }, 400, M.motionTooLong],
      ["/api/debate/start", { motion: MOTION, side: "Neutral" }, 400, M.sideRequired],
      ["/api/debate/start", { motion: MOTION }, 400, M.sideRequired],
      ["/api/debate/message", { content: "  " }, 400, M.speechRequired],
      ["/api/debate/message", {}, 400, M.speechRequired],
      ["/api/debate/message", { content: "a".repeat(5001) }, 400, M.speechTooLong],
      ["/api/debate/message", { content: SPEECH }, 409, M.noRound],
      ["/api/debate/message/stream", { content: SPEECH }, 409, M.noRound],
      ["/api/debate/message/stream", { content: "" }, 400, M.speechRequired],
      ["/api/debate/end", {}, 409, M.noRound],
    ];
    for (const [path, body, status, error] of cases) {
      const res = await c.post(path, body);
      expect({ path, body, status: res.status, error: res.body?.error }).toEqual({ path, body, status, error });
    }
    const badJson = await c.post("/api/debate/start", "{not json");
    expect(badJson.status).toBe(400);
    expect(typeof badJson.body.error).toBe("string");

    await c.post("/api/debate/start", { motion: MOTION, side: "Government" });
    const early = await c.post("/api/debate/end");
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(M.nothingToJudge);
  });

  it("does not call a student's own speeches copied because the opponent quoted them back, and still sees a pasted AI speech", async () => {
    const own = [
      "Homework in primary school takes away time for play, sleep and family, and young children learn best when they are rested. Finland gives little homework to young pupils and still does well.",
      "They say homework builds habits, but habits come from reading for fun, which a tired child will not do after an hour of worksheets. Rest matters more than drills at that age.",
    ];
    const honest = server.client();
    await honest.signup();
    await honest.post("/api/debate/start", { motion: MOTION, side: "Government" });
    for (const content of own) {
      const reply = await honest.post("/api/debate/message", { content });
      expect(reply.body.reply).toContain(content.slice(0, 30)); // the opponent quotes the student back
    }
    const fair = (await honest.post("/api/debate/end")).body.verdict;
    expect(fair.reason).not.toMatch(/copied/i);

    const copier = server.client();
    await copier.signup();
    const opening = (await copier.post("/api/debate/start", { motion: MOTION, side: "Opposition" })).body;
    const theirs: string = opening.opening;
    await copier.post("/api/debate/message", { content: theirs.slice(0, 1500) });
    expect((await copier.post("/api/debate/end")).body.verdict.reason).toMatch(/copied/i);
  });

  it("ends a round with a verdict and lists past rounds for signed-in users only", async () => {
    const c = server.client();
    await c.signup();
    await c.post("/api/debate/start", { motion: MOTION, side: "Opposition" });
    await c.post("/api/debate/message", { content: SPEECH });
    const end = await c.post("/api/debate/end");
    expect(end.status).toBe(200);
    const v = end.body.verdict;
    expect(v).toMatchObject({ userSide: "Opposition", aiSide: "Government", engine: "offline" });
    expect(["user", "ai"]).toContain(v.winner);
    for (const s of [v.scores.user, v.scores.ai]) {
      for (const k of ["matter", "manner", "method"]) {
        expect(s[k]).toBeGreaterThanOrEqual(0);
        expect(s[k]).toBeLessThanOrEqual(10);
      }
      expect(s.total).toBeCloseTo(s.matter + s.manner + s.method, 5);
    }
    expect(v.winner).toBe(v.scores.user.total >= v.scores.ai.total ? "user" : "ai");
    expect(v.rubric).toMatch(/Matter/);
    // The ballot: speaker points on 60-80 with no low-point win, clashes quoting both speakers, next steps with drills.
    for (const p of [v.speakerPoints.user, v.speakerPoints.ai]) expect(p >= 60 && p <= 80).toBe(true);
    expect(v.speakerPoints[v.winner]).toBeGreaterThan(v.speakerPoints[v.winner === "user" ? "ai" : "user"]);
    const said = (await server.deps.db.select().from(debateMessages)).map((m) => m.content.replace(/\s+/g, " "));
    expect(v.clashes.length).toBeGreaterThanOrEqual(1);
    for (const c of v.clashes) {
      expect(said.some((t) => t.includes(c.government)) && said.some((t) => t.includes(c.opposition))).toBe(true);
      expect(["Government", "Opposition"]).toContain(c.winner);
    }
    expect(v.clashes.some((c: any) => SPEECH.includes(c.opposition))).toBe(true);
    expect(v.nextSteps.length).toBeGreaterThanOrEqual(1);
    for (const s of v.nextSteps) expect(Object.keys(BALLOT_SKILLS)).toContain(s.skill);
    expect((await c.get("/api/debate/history")).body.started).toBe(false);
    expect((await c.post("/api/debate/end")).status).toBe(409);

    const rounds = await c.get("/api/debate/rounds");
    expect(rounds.status).toBe(200);
    expect(rounds.body.rounds).toHaveLength(1);
    expect(rounds.body.rounds[0]).toMatchObject({
      motion: MOTION,
      side: "Opposition",
      winner: v.winner,
      reason: v.reason,
      totals: { user: wholeScores(v.scores.user).total, ai: wholeScores(v.scores.ai).total },
      speakerPoints: v.speakerPoints,
    });
    for (const t of Object.values(rounds.body.rounds[0].totals)) expect(Number.isInteger(t)).toBe(true);

    const guest = await server.client().get("/api/debate/rounds");
    expect(guest.status).toBe(401);
  });

  it("keeps at most 20 past rounds, newest first", async () => {
    const c = server.client();
    await c.signup();
    for (let i = 1; i <= 21; i++) {
      await c.post("/api/debate/start", { motion: `This House would hold debate number ${i}.`, side: "Government" });
      await c.post("/api/debate/message", { content: SPEECH });
      expect((await c.post("/api/debate/end")).status).toBe(200);
    }
    const { body } = await c.get("/api/debate/rounds");
    expect(body.rounds).toHaveLength(20);
    expect(body.rounds[0].motion).toBe("This House would hold debate number 21.");
    expect(body.rounds[19].motion).toBe("This House would hold debate number 2.");
  });

  it("keeps guests apart and ignores a forged userId", async () => {
    const a = server.client();
    const b = server.client();
    await a.post("/api/debate/start", { motion: MOTION, side: "Government" });
    await b.get("/api/debate/history");
    expect(a.cookies.get("rostrum_guest")).not.toBe(b.cookies.get("rostrum_guest"));
    expect((await b.get("/api/debate/history")).body.started).toBe(false);
    expect((await b.post("/api/debate/message", { content: SPEECH })).status).toBe(409);
    await b.post("/api/debate/reset");
    expect((await a.get("/api/debate/history")).body.motion).toBe(MOTION);

    const x = server.client();
    const xId = (await x.signup()).body.user.id;
    await x.post("/api/debate/start", { userId: xId, motion: "This House would ban zoos.", side: "Opposition" });
    const y = server.client();
    await y.signup();
    expect((await y.get(`/api/debate/history?userId=${xId}`)).body.started).toBe(false);
    expect((await y.post("/api/debate/message", { userId: xId, content: SPEECH })).status).toBe(409);
    await y.post("/api/debate/reset", { userId: xId });
    expect((await server.client().get(`/api/debate/history?userId=${xId}`)).body.started).toBe(false);
    const xh = await x.get("/api/debate/history");
    expect(xh.body.motion).toBe("This House would ban zoos.");
    const xRows = await server.deps.db
      .select()
      .from(debates)
      .where(and(eq(debates.userId, xId), eq(debates.status, "active")));
    expect(xRows).toHaveLength(1);
  });

  it("continues a round on a second app instance over the same database", async () => {
    const twin = await server.twin();
    const c = server.client();
    await c.signup();
    await c.post("/api/debate/start", { motion: MOTION, side: "Government" });
    const other = twin.client();
    other.cookies = new Map(c.cookies);
    const h = await other.get("/api/debate/history");
    expect(h.body.motion).toBe(MOTION);
    expect((await other.post("/api/debate/message", { content: SPEECH })).status).toBe(200);
    const streamed = await postSse(c, "/api/debate/message/stream", {
      content: "We also say that rest matters because tired pupils learn less.",
    });
    expect(streamed.events.at(-1)?.event).toBe("done");
    expect((await other.get("/api/debate/history")).body.messages).toHaveLength(5);
    expect((await other.post("/api/debate/end")).status).toBe(200);
    expect((await c.get("/api/debate/rounds")).body.rounds).toHaveLength(1);
  });
});

describe("the AI debater through an OpenAI-compatible model", () => {
  const llm = fakeLlmForTests();
  const server = serverForTests(() => ({
    LLM_BASE_URL: llm.url,
    LLM_MODEL: "scripted",
    LLM_TIMEOUT_MS: "800",
    LLM_MAX_RETRIES: "1",
    AI_DAILY_LIMIT: "4",
    AI_GUEST_DAILY_LIMIT: "100",
  }));

  const opening = (text = "We oppose the motion, because homework builds habits.") => ({
    kind: "json" as const,
    content: JSON.stringify({ opening: text }),
  });
  const messagesIn = async (c: TestClient) =>
    (await c.get("/api/debate/history")).body.messages as Array<{ role: string; content: string }>;

  it("opens, then answers plain and streamed messages as the side opposite the student", async () => {
    const c = server.client();
    llm.script([opening()]);
    const start = await c.post("/api/debate/start", { motion: MOTION, side: "Government" });
    expect(start.body).toEqual({
      opening: "We oppose the motion, because homework builds habits.",
      engine: "model:scripted",
      difficulty: "intermediate",
      press: null,
    });
    const openReq = llm.requests.at(-1);
    expect(openReq.response_format?.type).toBe("json_schema");
    expect(JSON.stringify(openReq.messages)).toContain("Opposition");

    llm.script([{ kind: "stream", chunks: ["You claim ", "homework ", "helps, ", "but ", "it does not."] }]);
    const plain = await c.post("/api/debate/message", { content: SPEECH });
    expect(plain.body).toEqual({ reply: "You claim homework helps, but it does not.", engine: "model:scripted" });
    const req = llm.requests.at(-1);
    expect(req.stream).toBe(true);
    const system = req.messages[0];
    expect(system.role).toBe("system");
    expect(system.content).toContain("The student argues Government. You argue Opposition, the opposite side");
    expect(system.content).toContain("150-250 words");
    expect(system.content).toContain("no markdown headings");
    expect(req.messages.slice(1).map((m: any) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(req.messages.at(-1).content).toBe(SPEECH);

    const chunks = ["Streaming ", "one ", "word ", "at ", "a ", "time ", "to ", "you."];
    llm.script([{ kind: "stream", chunks, delayMs: 40 }]);
    const streamed = await postSse(c, "/api/debate/message/stream", {
      content: "Rest matters more than drills, because tired pupils learn less.",
    });
    expect(streamed.status).toBe(200);
    const deltas = streamed.events.filter((e) => e.event === "delta");
    expect(deltas.map((e) => e.data).join("")).toBe(chunks.join(""));
    // The pieces arrive as the model sends them, not all at once at the end.
    expect(deltas.length).toBeGreaterThanOrEqual(4);
    expect(deltas.at(-1)!.at - deltas[0].at).toBeGreaterThan(150);
    expect(streamed.events.at(-1)).toMatchObject({ event: "done", data: { engine: "model:scripted" } });
    const stored = await messagesIn(c);
    expect(stored).toHaveLength(5);
    expect(stored.at(-1)).toMatchObject({ role: "assistant", content: chunks.join(""), engine: "model:scripted" });
  });

  it("turns model failures into the catalogue message and stores nothing", async () => {
    const c = server.client();
    llm.script([opening()]);
    await c.post("/api/debate/start", { motion: MOTION, side: "Opposition" });
    const before = await messagesIn(c);

    llm.script([
      { kind: "status", status: 429, retryAfterMs: 10 },
      { kind: "status", status: 429, retryAfterMs: 10 },
    ]);
    const limited = await c.post("/api/debate/message", { content: SPEECH });
    expect([limited.status, limited.body.error]).toEqual([503, M.failedToReply]);

    llm.script([
      { kind: "status", status: 500, retryAfterMs: 10 },
      { kind: "status", status: 500, retryAfterMs: 10 },
    ]);
    const broken = await postSse(c, "/api/debate/message/stream", { content: SPEECH });
    expect([broken.status, broken.json?.error]).toEqual([503, M.failedToReply]);

    // A hung model is cut off at LLM_TIMEOUT_MS (how long that takes: npm run bench -- ai-timeout).
    llm.script([{ kind: "hang" }]);
    const hung = await postSse(c, "/api/debate/message/stream", { content: SPEECH });
    expect([hung.status, hung.json?.error]).toEqual([504, M.failedToReply]);

    llm.script([{ kind: "hang" }]);
    const hungPlain = await c.post("/api/debate/message", { content: SPEECH });
    expect([hungPlain.status, hungPlain.body.error]).toEqual([504, M.failedToReply]);

    // A stream that stalls after its first piece: the client gets an error event, the database nothing.
    llm.script([{ kind: "stream", chunks: ["We ", "never ", "finish"], delayMs: 2000 }]);
    const stalled = await postSse(c, "/api/debate/message/stream", { content: SPEECH });
    expect(stalled.status).toBe(200);
    expect(deltasOf(stalled.events)).toEqual(["We "]);
    expect(stalled.events.at(-1)).toMatchObject({ event: "error", data: { error: M.failedToReply, status: 504 } });

    expect(await messagesIn(c)).toEqual(before);

    llm.script([{ kind: "malformed" }]);
    const badStart = await c.post("/api/debate/start", { motion: "This House would ban zoos.", side: "Government" });
    expect([badStart.status, badStart.body.error]).toEqual([502, M.failedToStart]);
    expect((await c.get("/api/debate/history")).body.motion).toBe(MOTION);

    llm.script([{ kind: "stream", chunks: ["A reply."] }]);
    await c.post("/api/debate/message", { content: SPEECH });
    llm.script([{ kind: "malformed" }]);
    const badEnd = await c.post("/api/debate/end");
    expect([badEnd.status, badEnd.body.error]).toEqual([502, M.failedToJudge]);
    llm.script([
      {
        kind: "json",
        content: JSON.stringify({
          // A score out of range is clamped (tests/api/integrity.test.ts); a winner that is neither side breaks the schema.
          winner: "draw",
          reason: "Fine.",
          scores: { user: { matter: 5, manner: 1, method: 1 }, ai: { matter: 1, manner: 1, method: 1 } },
        }),
      },
    ]);
    expect((await c.post("/api/debate/end")).status).toBe(502);
    expect((await c.get("/api/debate/history")).body.started).toBe(true);
  });

  it("treats a blank reply as a failed one: an error, nothing stored, the speech left to send again", async () => {
    const c = server.client();
    llm.script([opening()]);
    await c.post("/api/debate/start", { motion: MOTION, side: "Opposition" });
    const before = await messagesIn(c);
    llm.script([{ kind: "stream", chunks: [" ", "\n", "  "] }]);
    const streamed = await postSse(c, "/api/debate/message/stream", { content: SPEECH });
    expect(streamed.events.at(-1)).toMatchObject({ event: "error", data: { error: M.failedToReply } });
    llm.script([{ kind: "stream", chunks: ["   "] }]);
    const plain = await c.post("/api/debate/message", { content: SPEECH });
    expect([plain.status, plain.body.error]).toEqual([502, M.failedToReply]);
    expect(await messagesIn(c)).toEqual(before);
  });

  it("judges through the model, with totals computed on the server", async () => {
    const c = server.client();
    llm.script([opening(), { kind: "stream", chunks: ["Our reply."] }]);
    await c.post("/api/debate/start", { motion: MOTION, side: "Government" });
    await c.post("/api/debate/message", { content: SPEECH });
    llm.script([
      {
        kind: "json",
        content: JSON.stringify({
          winner: "ai",
          reason: "The student weighed well.",
          scores: { user: { matter: 7, manner: 6.5, method: 8 }, ai: { matter: 6, manner: 6, method: 5.5 } },
          total: 99,
        }),
      },
    ]);
    const end = await c.post("/api/debate/end");
    expect(end.status).toBe(200);
    expect(end.body.verdict).toMatchObject({
      winner: "user",
      // The decision is the server's, from the totals (the model said the AI won).
      reason: "Government (you) wins on points, 22 to 18. The student weighed well.",
      userSide: "Government",
      aiSide: "Opposition",
      engine: "model:scripted",
      scores: { user: { matter: 7, manner: 6.5, method: 8, total: 21.5 }, ai: { matter: 6, manner: 6, method: 5.5, total: 17.5 } },
    });
    const transcript = llm.requests
      .at(-1)
      .messages.map((m: any) => m.content)
      .join("\n");
    expect(transcript).toContain(SPEECH);
    expect(transcript).toContain("Our reply.");
  });

  it("clamps a model's out-of-scale scores (12 of 10, a number as text) and states the decision from the final totals, never a 502", async () => {
    const c = server.client();
    llm.script([opening(), { kind: "stream", chunks: ["Our reply."] }]);
    await c.post("/api/debate/start", { motion: MOTION, side: "Government" });
    await c.post("/api/debate/message", { content: SPEECH });
    llm.script([
      {
        kind: "json",
        content: JSON.stringify({
          winner: "user",
          reason: "A close round.",
          scores: { user: { matter: 12, manner: "3", method: -2 }, ai: { matter: 7, manner: 7, method: 7 } },
        }),
      },
    ]);
    const end = await c.post("/api/debate/end");
    expect(end.status).toBe(200);
    const v = end.body.verdict;
    expect(v.scores.user).toEqual({ matter: 10, manner: 3, method: 0, total: 13 });
    // The model called it for the student; the totals give it to the AI, and the reason says so first.
    expect(v.winner).toBe("ai");
    expect(v.reason).toBe("Opposition (the AI) wins on points, 21 to 13. A close round.");
    expect(v.speakerPoints.ai).toBeGreaterThan(v.speakerPoints.user);
  });

  it("checks the model's quotes against the transcript: a real one stays, an invented one goes", async () => {
    const c = server.client();
    llm.script([opening(), { kind: "stream", chunks: ["Homework widens the gap between rich and poor families."] }]);
    await c.post("/api/debate/start", { motion: MOTION, side: "Opposition" });
    await c.post("/api/debate/message", { content: SPEECH });
    const invented = "homework is a basic human right of every child";
    llm.script([
      {
        kind: "json",
        content: JSON.stringify({
          winner: "user",
          reason: `The student was clearer. The AI said "${invented}", which went unanswered.`,
          scores: { user: { matter: 7, manner: 7, method: 6 }, ai: { matter: 5, manner: 6, method: 5 } },
          clashes: [
            {
              topic: "practice",
              studentQuote: "practice at home makes lessons stick",
              aiQuote: "Homework widens the gap between rich and poor families.",
              winner: "user",
              why: "The student gave the mechanism.",
            },
            {
              topic: "rights",
              studentQuote: "every pupil deserves a quiet evening",
              aiQuote: invented,
              winner: "ai",
              why: "Rights matter.",
            },
          ],
          nextSteps: [{ skill: "weighing", advice: "Say why practice matters more than the gap." }],
        }),
      },
    ]);
    const end = await c.post("/api/debate/end");
    expect(end.status).toBe(200);
    const v = end.body.verdict;
    expect(v.clashes).toEqual([
      {
        topic: "practice",
        government: "Homework widens the gap between rich and poor families",
        opposition: "practice at home makes lessons stick",
        winner: "Opposition",
        why: "The student gave the mechanism.",
      },
    ]);
    expect(v.reason).toBe("Opposition (you) wins on points, 20 to 16. The student was clearer.");
    expect(JSON.stringify(v)).not.toContain(invented);
    expect(v.nextSteps).toEqual([{ skill: "weighing", advice: "Say why practice matters more than the gap.", drill: "clashes" }]);
    // Weighted 6.8 and 5.4 of 10 on the panel's curve (shared/debate/ballot.ts): 74 + 3.5 × 0.3/1.5 and 70 + 4 × 0.4/1.5, to the half point.
    expect(v.speakerPoints).toEqual({ user: 74.5, ai: 71 });
    const prompt = llm.requests
      .at(-1)
      .messages.map((m: any) => m.content)
      .join("\n");
    expect(prompt).toMatch(/word for word/);
  });

  it("stops at the daily allowance without calling the model or storing the speech", async () => {
    const c = server.client();
    await c.signup();
    llm.script([
      opening(),
      { kind: "stream", chunks: ["One."] },
      { kind: "stream", chunks: ["Two."] },
      { kind: "stream", chunks: ["Three."] },
    ]);
    expect((await c.post("/api/debate/start", { motion: MOTION, side: "Government" })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await c.post("/api/debate/message", { content: `${SPEECH} ${i}` })).status).toBe(200);
    const calls = llm.requests.length;
    const over = await c.post("/api/debate/message", { content: SPEECH });
    expect([over.status, over.body.error]).toEqual([429, M.dailyLimit]);
    const overStream = await postSse(c, "/api/debate/message/stream", { content: SPEECH });
    expect([overStream.status, overStream.json?.error]).toEqual([429, M.dailyLimit]);
    expect(llm.requests.length).toBe(calls);
    expect(await messagesIn(c)).toHaveLength(7);
  });

  it("serves the e2e picker: streamed chats get the reply, JSON calls an object for their schema", async () => {
    const { scriptedModelAnswers, SCRIPTED_MOTION, SCRIPTED_OPENING, SCRIPTED_REPLY } = await import("#tests/support/e2e-model-script.ts");
    llm.setDefault(scriptedModelAnswers);
    const c = server.client();
    // On the script's own motion, with the student against free transport: its reply passes the reply checks.
    expect((await c.post("/api/debate/start", { motion: SCRIPTED_MOTION, side: "Opposition" })).body.opening).toBe(SCRIPTED_OPENING);
    const speech =
      "Fares fund the network, because without them buses would be cut. For example, councils would have to pay for every route.";
    expect((await c.post("/api/debate/message", { content: speech })).body.reply).toBe(SCRIPTED_REPLY);
    expect((await c.post("/api/debate/end")).body.verdict.winner).toBe("user");
  });
});
