import { describe, expect, it } from "vitest";
import { finishVerdict, openingTask, replyRequest, verdictOutput, verdictTask } from "./debate";
import { MODEL_RUBRIC, openingPrompt, verdictPrompt } from "./debate-prompts";
import { OFFLINE_RUBRIC } from "../offline/judge";
import { testCtx } from "../../../../tests/support/request-ctx";

const MOTION = "This House would ban homework in primary schools.";
const SPEECH =
  "Homework helps pupils because practice at home makes lessons stick. For example, children who read every evening improve faster.";
const ctx = testCtx();

describe("finishVerdict", () => {
  const answer = (winner: "user" | "ai", user: number[], ai: number[]) => ({
    winner,
    reason: "Because.",
    scores: { user: { matter: user[0], manner: user[1], method: user[2] }, ai: { matter: ai[0], manner: ai[1], method: ai[2] } },
  });

  it("computes the totals itself and lets the totals pick the winner", () => {
    const v = finishVerdict(answer("ai", [7, 6.5, 8], [6, 6, 5.5]), { userSide: "Government", engine: "model:m" });
    expect(v.scores.user).toEqual({ matter: 7, manner: 6.5, method: 8, total: 21.5 });
    expect(v.scores.ai.total).toBe(17.5);
    expect(v.winner).toBe("user");
    expect(v).toMatchObject({ userSide: "Government", aiSide: "Opposition", engine: "model:m", rubric: MODEL_RUBRIC });
  });

  it("rounds to one decimal and leaves a tie to the judge", () => {
    const v = finishVerdict(answer("ai", [5.04, 5.04, 5.04], [5, 5, 5.1]), { userSide: "Opposition", engine: "offline" });
    expect(v.scores.user.total).toBe(15);
    expect(v.scores.ai.total).toBe(15.1);
    expect(v.winner).toBe("ai");
    const tie = finishVerdict(answer("ai", [5, 5, 5], [5, 5, 5]), { userSide: "Opposition", engine: "offline" });
    expect(tie.winner).toBe("ai");
    expect(tie.rubric).toBe(OFFLINE_RUBRIC);
  });
});

describe("the debate tasks", () => {
  it("opens for the AI's side, offline and in the model prompt", async () => {
    const out = openingTask.output.parse(await openingTask.offline({ motion: MOTION, aiSide: "Opposition", difficulty: "beginner" }, ctx));
    expect(out.opening).toContain("As Opposition");
    const p = openingPrompt({ motion: MOTION, aiSide: "Government", difficulty: "advanced" });
    expect(p.system).toContain("You are the Government");
    expect(p.system).toContain("150-250 words");
    expect(p.prompt).toContain(MOTION);
  });

  it("builds a reply request that argues the opposite side and answers the last speech", () => {
    const messages = [
      { role: "assistant" as const, content: "Our opening." },
      { role: "user" as const, content: SPEECH },
    ];
    const r = replyRequest({ motion: MOTION, userSide: "Opposition", difficulty: "intermediate", messages });
    expect(r.system).toContain("The student argues Opposition. You argue Government, the opposite side");
    expect(r.system).toMatch(/never switch sides/);
    expect(r.system).toMatch(/Answer what the student actually said/);
    expect(r.system).toMatch(/Keep to the motion/);
    expect(r.system).toMatch(/150-250 words/);
    expect(r.system).toMatch(/no markdown headings/);
    expect(r.messages.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(r.messages.at(-1)?.content).toBe(SPEECH);
    const offline = r.offline();
    expect(offline.length).toBeGreaterThan(100);
    expect(offline).not.toContain("#");
  });

  it("does not add a setup turn when the round already starts with the student", () => {
    const r = replyRequest({
      motion: MOTION,
      userSide: "Government",
      difficulty: "beginner",
      messages: [{ role: "user", content: SPEECH }],
    });
    expect(r.messages).toHaveLength(1);
  });

  it("judges offline within the output schema, and gives the model a labelled transcript", () => {
    const messages = [
      { role: "assistant" as const, content: "Our opening." },
      { role: "user" as const, content: SPEECH },
    ];
    const raw = verdictTask.offline({ motion: MOTION, userSide: "Government", messages }, ctx);
    const parsed = verdictOutput.parse(raw);
    expect(Object.keys(parsed).sort()).toEqual(["reason", "scores", "winner"]);
    const p = verdictPrompt({ motion: MOTION, userSide: "Government", aiSide: "Opposition", messages });
    expect(p.prompt).toContain("[2] STUDENT (Government):");
    expect(p.prompt).toContain("[1] AI (Opposition):");
    expect(() => verdictOutput.parse({ ...parsed, scores: { ...parsed.scores, ai: { matter: 11, manner: 0, method: 0 } } })).toThrow();
  });
});
