// The sparring loop on a real server: the round stores its difficulty and the student's weakest skill,
// the model is told them with the motion's brief, its reply is checked before it is stored, a judged
// round can be read again in full by its owner only, and Progress counts the round.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { TEACHER_CODE, type TestClient, type TestServer } from "#tests/support/test-server.ts";
import { fakeLlmForTests, serverForTests } from "#tests/support/lifecycle.ts";
import { postSse } from "#tests/support/sse.ts";
import { checkMatrix, requestRoute } from "#tests/support/access-matrix.ts";
import { debates, drillAttempts } from "#server/db/schema/index.ts";
import { briefFor } from "#content/briefs.ts";
import { AI_MESSAGES as M } from "#shared/messages/index.ts";

const MOTION = "This House would ban homework in primary schools.";
const SPEECH =
  "Homework should go, because young pupils need rest and play after a full school day. For example, tired children learn less the next day. " +
  "This matters more than extra practice, because a child who hates learning at seven rarely loves it at twelve.";

/** Three refutation drill attempts with low scores: rebuttal is the student's weakest skill. */
async function weakAtRebuttal(server: TestServer, userId: string) {
  const scores = { impact_address: 2, analysis_address: 3, examples_address: 2, prioritization: 2, overall: 2.3 };
  for (let i = 0; i < 3; i++)
    await server.deps.db.insert(drillAttempts).values({
      userId,
      drill: "refutation",
      motion: MOTION,
      input: {},
      result: { scores },
      overall: scores.overall,
      engine: "offline",
    });
}

describe("sparring with the offline coach", () => {
  const server = serverForTests();

  it("stores the difficulty and the weakest skill on the round, and shows them with the round", async () => {
    const c = server.client();
    const id = (await c.signup()).body.user.id;
    // Too little history: nothing is pressed, and the default difficulty holds.
    const first = await c.post("/api/debate/start", { motion: MOTION, side: "Government" });
    expect(first.body).toMatchObject({ difficulty: "intermediate", press: null });

    await weakAtRebuttal(server, id);
    expect((await c.put("/api/settings/preferences", { difficulty: "advanced" })).status).toBe(200);
    const start = await c.post("/api/debate/start", { motion: MOTION, side: "Government" });
    expect(start.body).toMatchObject({ engine: "offline", difficulty: "advanced", press: "rebuttal" });
    const [row] = await server.deps.db
      .select()
      .from(debates)
      .where(eq(debates.subject, `user:${id}`));
    expect(row).toMatchObject({ difficulty: "advanced", press: "rebuttal", status: "active" });

    // The round keeps what it started with when the setting changes mid-round.
    await c.put("/api/settings/preferences", { difficulty: "beginner" });
    expect((await c.post("/api/debate/message", { content: SPEECH })).status).toBe(200);
    expect((await c.get("/api/debate/history")).body).toMatchObject({ started: true, difficulty: "advanced", press: "rebuttal" });

    // A guest has no history to read.
    const guest = server.client();
    expect((await guest.post("/api/debate/start", { motion: MOTION, side: "Opposition" })).body).toMatchObject({ press: null });
  });

  it("lets the owner read a judged round in full, and no one else", async () => {
    const owner = server.client();
    await owner.signup();
    await owner.post("/api/debate/start", { motion: MOTION, side: "Government" });
    await owner.post("/api/debate/message", { content: SPEECH });
    const verdict = (await owner.post("/api/debate/end")).body.verdict;
    const listed = (await owner.get("/api/debate/rounds")).body.rounds;
    expect(listed).toHaveLength(1);
    const [summary] = listed;

    const read = await owner.get(`/api/debate/rounds/${summary.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ ...summary, difficulty: "intermediate", press: null, verdict });
    expect(read.body.messages.map((m: any) => m.role)).toEqual(["assistant", "user", "assistant"]);
    expect(read.body.messages[1]).toEqual({ role: "user", content: SPEECH, engine: null });

    // A round still in progress is not a past round, even for its owner.
    await owner.post("/api/debate/start", { motion: MOTION, side: "Opposition" });
    const [active] = await server.deps.db.select().from(debates).where(eq(debates.status, "active"));

    type Actor = "guest" | "owner" | "otherStudent" | "teacher";
    const other = server.client();
    await other.signup();
    const teacher = server.client();
    await teacher.signup({ role: "teacher", teacherCode: TEACHER_CODE });
    const clients: Record<Actor, TestClient> = { guest: server.client(), owner, otherStudent: other, teacher };
    const NOT_FOUND = [404, M.roundNotFound] as const;
    const routes = [
      requestRoute<Actor>("GET", `/api/debate/rounds/${summary.id}`, undefined, {
        guest: 401,
        owner: 200,
        otherStudent: NOT_FOUND,
        teacher: NOT_FOUND,
      }),
      requestRoute<Actor>("GET", `/api/debate/rounds/${active.id}`, undefined, { owner: NOT_FOUND, otherStudent: NOT_FOUND }),
      requestRoute<Actor>("GET", `/api/debate/rounds/${crypto.randomUUID()}`, undefined, { owner: NOT_FOUND }),
      requestRoute<Actor>("GET", "/api/debate/rounds/not-a-round", undefined, { owner: [400, M.roundNotFound] }),
    ];
    await checkMatrix(routes, ["guest", "owner", "otherStudent", "teacher"], (a) => clients[a], undefined);
  });

  it("counts a judged round towards the skills its ballot measured in Progress", async () => {
    const c = server.client();
    await c.signup();
    const before = (await c.get("/api/training/progress")).body;
    expect(before.rounds).toEqual([]);
    expect(before.skill.bySkill).toEqual({ analysis: null, impact: null, examples: null, clarity: null });

    await c.post("/api/debate/start", { motion: MOTION, side: "Government" });
    await c.post("/api/debate/message", { content: SPEECH });
    const v = (await c.post("/api/debate/end")).body.verdict;
    const after = (await c.get("/api/training/progress")).body;
    expect(after.rounds).toHaveLength(1);
    expect(after.rounds[0]).toMatchObject({
      motion: MOTION,
      dimensions: { matter: v.scores.user.matter, manner: v.scores.user.manner, method: v.scores.user.method },
    });
    // Matter measures analysis, manner clarity and method impact, as the ballot's rubric says; examples has no score yet.
    expect(after.skill.bySkill).toEqual({
      analysis: v.scores.user.matter,
      clarity: v.scores.user.manner,
      impact: v.scores.user.method,
      examples: null,
    });
    expect(after.skill.attemptsUsed).toBe(1);
  });
});

describe("sparring with a model", () => {
  const llm = fakeLlmForTests();
  const server = serverForTests(() => ({ LLM_BASE_URL: llm.url, LLM_MODEL: "scripted", LLM_TIMEOUT_MS: "2000", LLM_MAX_RETRIES: "0" }));

  const opening = { kind: "json" as const, content: JSON.stringify({ opening: "We oppose the ban: homework builds habits." }) };
  const stream = (text: string) => ({ kind: "stream" as const, chunks: text.match(/\S+\s*/g) ?? [text] });
  const promptOf = (req: any) => req.messages.map((m: any) => m.content).join("\n");

  async function studentWeakAtRebuttal(difficulty: string) {
    const c = server.client();
    const id = (await c.signup()).body.user.id;
    await weakAtRebuttal(server, id);
    await c.put("/api/settings/preferences", { difficulty });
    return c;
  }

  it("tells the model the motion's brief, the difficulty and the skill to press, in the opening and every reply", async () => {
    const brief = briefFor(MOTION)!;
    const c = await studentWeakAtRebuttal("beginner");
    llm.script([opening]);
    expect((await c.post("/api/debate/start", { motion: MOTION, side: "Government" })).body).toMatchObject({ press: "rebuttal" });
    const openingRequest = llm.requests.at(-1);
    const reply = "Rest matters, but homework builds the habit of practice, so banning it in primary schools costs pupils that habit.";
    llm.script([stream(reply)]);
    expect((await c.post("/api/debate/message", { content: SPEECH })).body.reply).toBe(reply);
    for (const req of [openingRequest, llm.requests.at(-1)]) {
      const prompt = promptOf(req);
      expect(prompt).toContain(brief.clashes[0]);
      expect(prompt).toContain(brief.opposition.arguments[0].claim);
      expect(prompt).toContain(brief.proposition.arguments[0].rebuttal);
      expect(prompt).toContain(brief.opposition.weighing);
      expect(prompt).toContain("The student is a beginner");
      expect(prompt).toContain(
        "The student's weakest skill is rebuttal. Test it in every speech: repeat any argument of yours they left unanswered",
      );
    }
  });

  it("rejects a reply on the student's side or off the motion, storing nothing, and drops an invented quote", async () => {
    const c = server.client();
    llm.script([opening]);
    await c.post("/api/debate/start", { motion: MOTION, side: "Government" });
    const stored = async () => (await c.get("/api/debate/history")).body.messages.length;

    const wrongSide =
      "We agree with the Government: homework should be banned in primary schools. Banning homework gives young children time to rest, play and read for pleasure, and that matters more than worksheets. " +
      "Primary pupils learn best in class, so homework adds stress without adding learning.";
    const offTopic =
      "Football clubs should sign more young players, because academies train them well and fans enjoy seeing local talent on the pitch every weekend. " +
      "The league rewards clubs that develop their own squads, and supporters fill stadiums to cheer them.";
    for (const bad of [wrongSide, offTopic]) {
      llm.script([stream(bad)]);
      const res = await postSse(c, "/api/debate/message/stream", { content: SPEECH });
      expect(res.events.at(-1)).toMatchObject({ event: "error", data: { error: M.failedToReply, status: 502 } });
      expect(await stored()).toBe(1);
      llm.script([stream(bad)]);
      expect(await c.post("/api/debate/message", { content: SPEECH })).toMatchObject({ status: 502, body: { error: M.failedToReply } });
      expect(await stored()).toBe(1);
    }

    const kept =
      "Homework builds habits, because pupils practise what they learned while it is fresh, so a ban in primary schools costs them those habits.";
    const invented = `You said "homework ruins every family dinner in the whole country", but that is not so. ${kept}`;
    llm.script([stream(invented)]);
    const res = await postSse(c, "/api/debate/message/stream", { content: SPEECH });
    expect(res.events.at(-1)).toMatchObject({ event: "done", data: { engine: "model:scripted", reply: kept } });
    const messages = (await c.get("/api/debate/history")).body.messages;
    expect(messages.at(-1)).toMatchObject({ role: "assistant", content: kept });
  });
});
