import { describe, expect, it } from "vitest";
import { finishVerdict, openingTask, replyRequest, verdictOutput, verdictTask } from "./debate";
import { MODEL_RUBRIC, openingPrompt, replySystem, verdictPrompt } from "./debate-prompts";
import { briefFor } from "#content/briefs.ts";
import { OFFLINE_RUBRIC } from "#server/ai/engine/index.ts";
import { BALLOT_SKILLS, BALLOT_SKILL_KEYS } from "#shared/debate/ballot.ts";
import { testCtx } from "#tests/support/request-ctx.ts";

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
    const v = finishVerdict(answer("ai", [7, 6.5, 8], [6, 6, 5.5]), {
      userSide: "Government",
      engine: "model:m",
      motion: MOTION,
      messages: [],
      press: null,
    });
    expect(v.scores.user).toEqual({ matter: 7, manner: 6.5, method: 8, total: 21.5 });
    expect(v.scores.ai.total).toBe(17.5);
    expect(v.winner).toBe("user");
    expect(v).toMatchObject({ userSide: "Government", aiSide: "Opposition", engine: "model:m", rubric: MODEL_RUBRIC });
  });

  it("rounds to one decimal and leaves a tie to the judge", () => {
    const v = finishVerdict(answer("ai", [5.04, 5.04, 5.04], [5, 5, 5.1]), {
      userSide: "Opposition",
      engine: "offline",
      motion: MOTION,
      messages: [],
      press: null,
    });
    expect(v.scores.user.total).toBe(15);
    expect(v.scores.ai.total).toBe(15.1);
    expect(v.winner).toBe("ai");
    const tie = finishVerdict(answer("ai", [5, 5, 5], [5, 5, 5]), {
      userSide: "Opposition",
      engine: "offline",
      motion: MOTION,
      messages: [],
      press: null,
    });
    expect(tie.winner).toBe("ai");
    expect(tie.rubric).toBe(OFFLINE_RUBRIC);
  });
});

describe("the debate tasks", () => {
  it("opens for the AI's side, offline and in the model prompt", async () => {
    const out = openingTask.output.parse(
      await openingTask.offline({ motion: MOTION, aiSide: "Opposition", difficulty: "beginner", press: null }, ctx),
    );
    expect(out.opening).toContain("As Opposition");
    const p = openingPrompt({ motion: MOTION, aiSide: "Government", difficulty: "advanced", press: null });
    expect(p.system).toContain("You are the Government");
    expect(p.system).toContain("150-250 words");
    expect(p.prompt).toContain(MOTION);
  });

  it("builds a reply request that argues the opposite side and answers the last speech", () => {
    const messages = [
      { role: "assistant" as const, content: "Our opening." },
      { role: "user" as const, content: SPEECH },
    ];
    const r = replyRequest({ motion: MOTION, userSide: "Opposition", difficulty: "intermediate", press: null, messages });
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

  it("carries the motion's brief, the difficulty and the skill to press in both prompts", () => {
    const brief = briefFor(MOTION)!;
    expect(brief).toBeDefined();
    const reply = replySystem({ motion: MOTION, userSide: "Government", aiSide: "Opposition", difficulty: "beginner", press: "weighing" });
    const opening = openingPrompt({ motion: MOTION, aiSide: "Opposition", difficulty: "advanced", press: "evidence" });
    // The AI's side's arguments and weighing, and its answers to the student's side's arguments.
    for (const text of [reply, opening.prompt]) {
      expect(text).toContain(brief.clashes[0]);
      for (const a of brief.opposition.arguments) expect(text).toContain(a.claim);
      for (const a of brief.proposition.arguments) expect(text).toContain(a.rebuttal);
      expect(text).toContain(brief.opposition.weighing);
      expect(text).not.toContain(brief.proposition.weighing);
    }
    expect(reply).toMatch(/The student is a beginner/);
    expect(reply).toMatch(/weakest skill is weighing\. Test it in every speech: challenge why their impact matters more/);
    expect(opening.system).toMatch(/The student is advanced/);
    expect(opening.system).toMatch(/weakest skill is evidence\. Test it in every speech: ask for evidence/);
    // A typed motion has no brief, and nothing pressed says nothing about a weakest skill.
    const typed = replySystem({
      motion: "This House would paint Mars green.",
      userSide: "Government",
      aiSide: "Opposition",
      difficulty: "intermediate",
      press: null,
    });
    expect(typed).not.toMatch(/Brief for this motion|weakest skill/);
  });

  it("does not add a setup turn when the round already starts with the student", () => {
    const r = replyRequest({
      motion: MOTION,
      userSide: "Government",
      difficulty: "beginner",
      press: null,
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
    expect(Object.keys(parsed).sort()).toEqual(["clashes", "nextSteps", "reason", "scores", "winner"]);
    const p = verdictPrompt({ motion: MOTION, userSide: "Government", aiSide: "Opposition", messages });
    expect(p.prompt).toContain("[2] STUDENT (Government):");
    expect(p.prompt).toContain("[1] AI (Opposition):");
    expect(() => verdictOutput.parse({ ...parsed, scores: { ...parsed.scores, ai: { matter: 11, manner: 0, method: 0 } } })).toThrow();
  });
});

describe("the ballot", () => {
  const UNIFORMS = "This House would require all pupils to wear school uniforms.";
  const GOV = [
    "Firstly, uniforms reduce bullying because children cannot be singled out for wearing cheap or unfashionable clothes. For example, a 2019 survey of schools in Manchester found that clothing-related bullying fell by a third after uniforms were introduced. Secondly, uniforms save families money, which means poorer parents are not pressured into buying expensive brands every term.",
    "The Opposition claims there will be a backlash, but that ignores the evidence. In Japan and Singapore, uniforms are universal and widely supported by parents. In conclusion, the probability and scale of our benefits clearly outweigh their speculative costs.",
  ];
  const OPP = [
    "We oppose. Forcing uniforms on every school breeds a backlash among parents, because families resent paying for blazers they did not choose. The costs fall on poorer families first.",
    "Our opponents say uniforms save money, but a blazer and two jumpers cost more than ordinary clothes, and families still buy clothes for the weekend. Bullying simply moves to shoes, bags and phones.",
    "Weigh it: the backlash and the costs are certain, while the gain on bullying is a guess.",
  ];
  // The same speeches in the same order; only who gave them changes.
  const transcript = (studentSide: "Government" | "Opposition") =>
    [OPP[0], GOV[0], OPP[1], GOV[1], OPP[2]].map((content, i) => {
      const side = i % 2 === 0 ? "Opposition" : "Government";
      return { role: side === studentSide ? ("user" as const) : ("assistant" as const), content };
    });
  const judge = (userSide: "Government" | "Opposition") => {
    const messages = transcript(userSide);
    const answer = verdictOutput.parse(verdictTask.offline({ motion: UNIFORMS, userSide, messages }, ctx));
    return finishVerdict(answer, { userSide, engine: "offline", motion: UNIFORMS, messages, press: null });
  };
  const bySide = (v: ReturnType<typeof judge>) => {
    const of = (side: string) => (side === v.userSide ? "user" : "ai");
    return {
      winner: v.winner === "user" ? v.userSide : v.aiSide,
      scores: { Government: v.scores[of("Government")], Opposition: v.scores[of("Opposition")] },
      points: { Government: v.speakerPoints[of("Government")], Opposition: v.speakerPoints[of("Opposition")] },
      clashes: v.clashes,
    };
  };

  it("mirrors when the student takes the other side with the same speeches", () => {
    const asGov = judge("Government");
    const asOpp = judge("Opposition");
    expect(asGov.winner).not.toBe(asOpp.winner);
    expect(bySide(asOpp)).toEqual(bySide(asGov));
    expect(asGov.clashes.length).toBeGreaterThanOrEqual(2);
  });

  it("puts the pressed skill's next step first when the judge found it weak in this round", () => {
    const messages = transcript("Government");
    const answer = verdictOutput.parse(verdictTask.offline({ motion: UNIFORMS, userSide: "Government", messages }, ctx));
    const named = answer.nextSteps!.map((s) => s.skill);
    expect(named.length).toBeGreaterThanOrEqual(2);
    const last = named.at(-1)!;
    const v = finishVerdict(answer, { userSide: "Government", engine: "offline", motion: UNIFORMS, messages, press: last });
    expect(v.nextSteps[0]).toMatchObject({ skill: last, drill: BALLOT_SKILLS[last].drill });
    expect(v.nextSteps.map((s) => s.skill).sort()).toEqual(named.slice(0, 3).sort());
    // A pressed skill the student was not weak at leaves the judge's order alone.
    const strong = BALLOT_SKILL_KEYS.find((k) => !named.includes(k))!;
    const same = finishVerdict(answer, { userSide: "Government", engine: "offline", motion: UNIFORMS, messages, press: strong });
    expect(same.nextSteps.map((s) => s.skill)).toEqual(named.slice(0, 3));
  });

  it("quotes both speakers word for word in every clash, and links each next step to its drill", () => {
    const v = judge("Government");
    const said = (role: string) =>
      transcript("Government")
        .filter((m) => m.role === role)
        .map((m) => m.content.replace(/\s+/g, " "));
    for (const c of v.clashes) {
      expect(said("user").some((t) => t.includes(c.government))).toBe(true);
      expect(said("assistant").some((t) => t.includes(c.opposition))).toBe(true);
      expect(c.why.length).toBeGreaterThan(10);
    }
    expect(v.nextSteps.length).toBeGreaterThanOrEqual(1);
    expect(v.nextSteps.length).toBeLessThanOrEqual(3);
    for (const s of v.nextSteps) expect(s.drill).toBe(BALLOT_SKILLS[s.skill].drill);
    expect(v.speakerPoints.user).toBeGreaterThanOrEqual(60);
    expect(v.speakerPoints.ai).toBeLessThanOrEqual(80);
    expect(v.speakerPoints[v.winner]).toBeGreaterThan(v.speakerPoints[v.winner === "user" ? "ai" : "user"]);
  });
});
