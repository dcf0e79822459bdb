import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_OUTPUT_TOKENS, runTask, streamChat, type Task } from "#server/ai/task.ts";
import { drillTasks } from "#server/ai/tasks/drills.ts";
import { openingTask, replyRequest, verdictTask } from "#server/ai/tasks/debate.ts";
import { generateMotionTask } from "#server/ai/tasks/generate-motion.ts";
import { lessonFeedbackTask } from "#server/ai/tasks/lesson-feedback.ts";
import { lessonFromUrlTask } from "#server/ai/tasks/lesson-from-url.ts";
import type { ServiceCtx } from "#server/platform/context.ts";
import { closeCoachPool } from "#server/ai/coach-pool.ts";
import { DEFAULT_OUTPUT_CAP, startFakeLlm, type FakeLlm } from "#tests/support/fake-llm.ts";
import { testCtx } from "#tests/support/request-ctx.ts";
import { startTestServer, type TestServer } from "#tests/support/test-server.ts";

// Every AI task declares an output budget and sends it as max_tokens. The fake
// model server cuts an answer at the request's max_tokens (or at its default cap, as llama.cpp does when
// none is sent); each task is answered with a full answer (the offline coach's, for a long request) and
// must still come through whole, with room to spare.

const motion = "This House would ban junk food advertising to children";
const long = "Children cannot tell adverts from content, so repeated exposure builds brand preferences early. ".repeat(8);
const pael = { point: long, analysis: long, example: long, link: long };
const transcript = [
  { role: "user" as const, content: long },
  { role: "assistant" as const, content: long },
];
const article = Array.from(
  { length: 12 },
  (_, i) =>
    `Paragraph ${i + 1}. The city council voted in March to ban junk food advertising near schools, after a study found that ` +
    `children who saw such adverts daily ate 20 percent more sugar. Shop owners said sales fell by a tenth, while parents' groups ` +
    `reported fewer arguments at the checkout. The council will review the ban in 2027.`,
).join("\n\n");

const inputs: Record<string, unknown> = {
  feedback: { motion, side: "Government", pael },
  "characterization-feedback": {
    motion,
    actors: [1, 2, 3, 4, 5, 6].map((i) => ({ name: `Actor ${i}`, characterization: long, argument: long })),
  },
  "characterization-example": { motion },
  "generate-argument": { motion, side: "Opposition" },
  "refutation-feedback": {
    motion,
    their_side: "Government",
    our_side: "Opposition",
    argument: pael,
    refutation: { impact: long, analysis: long, examples: long, weighing: long },
  },
  "clashes-feedback": {
    motion,
    vulnerable_actors: ["Children", "Small shops", "Parents"],
    clash: { actor: "Children", clash_text: long, gov_argument: long, opp_argument: long },
  },
  "clashes-example": { motion, actor: "Children" },
  "modeling-feedback": { motion, terms: [{ term: "junk food", definition: long }], how: long, examples: long },
  "framing-feedback": Object.fromEntries([
    ["motion", motion],
    ["side", "Government"],
    ...["goal", "audience", "my_frame", "why_it_matters", "opponent_frame", "opponent_evidence", "limitations", "new_frame"].map((k) => [
      k,
      long,
    ]),
    ...["language", "metaphor", "story", "values"].map((k) => [k, long]),
  ]),
  "framing-example": { motion, side: "Government" },
};

type AnyTask = Task<any, any>;
const tasks: Array<[string, AnyTask, unknown]> = [
  ...Object.entries(drillTasks).map(([call, task]) => [call, task as AnyTask, inputs[call]] as [string, AnyTask, unknown]),
  ["debate-opening", openingTask, { motion, aiSide: "Opposition", difficulty: "advanced", press: "weighing" }],
  ["debate-verdict", verdictTask, { motion, userSide: "Government", messages: transcript }],
  ["generate-motion", generateMotionTask, { difficulty: "advanced", recent: [] }],
  ["lesson-feedback", lessonFeedbackTask, { prompt: "Should junk food adverts be banned near schools?", input: long }],
  ["lesson-from-url", lessonFromUrlTask, { title: "Council bans junk food adverts", reading: article }],
];

const tokens = (s: string) => Math.ceil(s.length / 4); // as the fake server counts

describe("every AI task sends an output budget and answers within it", () => {
  let llm: FakeLlm;
  let server: TestServer;
  let ctx: ServiceCtx;

  beforeAll(async () => {
    llm = await startFakeLlm();
    server = await startTestServer({ LLM_BASE_URL: llm.url, LLM_MODEL: "budget-model", LLM_MAX_RETRIES: "0", AI_DAILY_LIMIT: "1000" });
    const { db, config, log } = server.deps;
    const user = { id: "budget-user", email: "budget@example.com", username: "budget", role: "student" as const, isAdmin: false };
    ctx = testCtx({ db, config, log, who: { kind: "user", user, subject: "user:budget-user" } });
  });
  afterAll(async () => {
    await server.close();
    await llm.close();
    await closeCoachPool();
  });

  it("the fake model server cuts an answer at its default cap when no max_tokens is sent", async () => {
    llm.script([{ kind: "json", content: "x".repeat(DEFAULT_OUTPUT_CAP * 4 + 400) }]);
    const res = await fetch(`${llm.url}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "m", messages: [{ role: "user", content: "hi" }] }),
    });
    const body = await res.json();
    expect(body.choices[0].message.content).toHaveLength(DEFAULT_OUTPUT_CAP * 4);
    expect(body.choices[0].finish_reason).toBe("length");
  });

  it.each(tasks)("%s: declares a budget, sends it, and a full answer fits with room to spare", async (name, task, input) => {
    expect(task.maxOutputTokens, `${name} declares maxOutputTokens`).toBeGreaterThan(0);
    const parsed = task.input.parse(input);
    const full = JSON.stringify(await task.offline(parsed, ctx));
    expect(tokens(full) * 1.5, `${name}: budget ${task.maxOutputTokens} vs answer ${tokens(full)} tokens`).toBeLessThanOrEqual(
      task.maxOutputTokens!,
    );
    const before = llm.requests.length;
    llm.script([{ kind: "json", content: full }]);
    const out = await runTask(ctx, task, parsed);
    expect(out.engine).toBe("model:budget-model");
    // The model's answer, as the task's integrity checks finish it (this input repeats itself on purpose).
    const answer = task.output.parse(JSON.parse(full));
    const guarded = task.guard ? await task.guard(parsed, ctx) : null;
    expect(JSON.stringify(out.result)).toBe(JSON.stringify(guarded ? task.output.parse(guarded.finish(answer)) : answer));
    expect(llm.requests[before].max_tokens).toBe(task.maxOutputTokens);
  });

  it("debate-reply (streamed): sends its budget, and a full reply streams through", async () => {
    const request = replyRequest({ motion, userSide: "Government", difficulty: "advanced", press: null, messages: transcript });
    const full = request.offline();
    expect(tokens(full) * 1.5).toBeLessThanOrEqual(request.maxOutputTokens);
    const before = llm.requests.length;
    llm.script([{ kind: "stream", chunks: full.match(/\S+\s*/g)! }]);
    const { stream } = await streamChat(ctx, request);
    let reply = "";
    for await (const piece of stream) reply += piece;
    expect(reply).toBe(full);
    expect(llm.requests[before].max_tokens).toBe(request.maxOutputTokens);
  });

  it("a task without a budget of its own still sends the default one", async () => {
    const bare = { ...generateMotionTask, maxOutputTokens: undefined };
    const before = llm.requests.length;
    llm.script([{ kind: "json", content: JSON.stringify({ motion: "This House would ban homework for primary pupils" }) }]);
    await runTask(ctx, bare, { difficulty: "beginner", recent: [] });
    expect(llm.requests[before].max_tokens).toBe(DEFAULT_OUTPUT_TOKENS);
  });
});
