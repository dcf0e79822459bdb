import { describe, expect, it } from "vitest";
import { fakeLlmForTests, serverForTests } from "#tests/support/lifecycle.ts";
import { drillTasks } from "#server/ai/tasks/drills.ts";
import type { DrillCall } from "#shared/drills/calls.ts";
import { DRILL_CALL_ERRORS, DRILL_MESSAGES } from "#shared/messages/index.ts";
import { defaultSettings } from "#shared/settings/rules.ts";
import { readRubric } from "#shared/settings/feedback-style.ts";
import { saveSettingsGroup as saveGroup } from "#server/platform/settings-store.ts";

const motion = "This House would ban junk food advertising to children";

/** A good request for every call. */
const requests: Record<DrillCall, Record<string, unknown>> = {
  feedback: {
    motion,
    side: "Government",
    pael: {
      point: "Junk food advertising aimed at children should be banned because it exploits their inability to recognise persuasion.",
      analysis:
        "Children under eight cannot tell adverts from content, so repeated exposure builds brand preferences before they can judge them; this leads to higher consumption of sugary food, which causes obesity that persists into adulthood.",
      example:
        "After Quebec banned advertising to children in 1980, studies found fast-food spending fell by about 13 percent among affected families.",
      link: "Therefore banning junk food advertising to children protects their health, which matters more than advertisers' lost revenue.",
    },
  },
  "characterization-feedback": {
    motion,
    actors: [
      {
        name: "Parents",
        characterization: "Time-poor and worried about pester power, they want healthy kids but give in to repeated requests.",
        argument: "A ban reduces pester power, so parents can keep healthier diets without daily conflict.",
      },
      {
        name: "Food companies",
        characterization: "Profit-driven, they target children because brand loyalty formed early lasts decades.",
        argument: "They will lose their cheapest route to lifelong customers, which is exactly why the ban works.",
      },
    ],
  },
  "characterization-example": { motion },
  "generate-argument": { motion, side: "Opposition" },
  "refutation-feedback": {
    motion,
    their_side: "Government",
    our_side: "Opposition",
    argument: { point: "Ads harm children", analysis: "They increase junk food consumption", example: "Quebec", link: "So ban them" },
    refutation: {
      impact: "The harm is overstated: advertising shifts brand choice, not total consumption, so obesity would not fall.",
      analysis:
        "Their mechanism assumes children buy food, but parents make purchases; parental education targets the real decision-maker.",
      examples: "The UK's 2007 TV restrictions reduced children's exposure by a third with no measurable change in obesity rates.",
      weighing: "Even if there is some effect, the loss of funding for children's programming matters more.",
    },
  },
  "clashes-feedback": {
    motion,
    vulnerable_actors: ["Children from low-income families", "Small food businesses"],
    clash: {
      actor: "Children from low-income families",
      clash_text: "Whether a ban protects poorer children more than it restricts information",
      gov_argument: "Poorer children watch more commercial TV, so they are most exposed and benefit most from a ban.",
      opp_argument: "",
    },
  },
  "clashes-example": { motion, actor: "Parents" },
  "modeling-feedback": {
    motion,
    terms: [
      { term: "Junk food", definition: "Food and drink high in fat, sugar or salt as defined by the UK nutrient profiling model." },
      { term: "Advertising to children", definition: "Any paid promotion on media where more than 25% of the audience is under 16." },
    ],
    how: "The media regulator enforces the ban with fines of up to 5% of turnover, starting one year after the law passes.",
    examples: "Like the UK's 9pm watershed for HFSS adverts, covering TV and online platforms.",
  },
  "framing-feedback": {
    motion,
    goal: "Persuade parents and the judge that this is about child protection",
    audience: "Parents and a lay judge",
    my_frame: "This debate is about protecting children who cannot defend themselves from manipulation.",
    why_it_matters: "Childhood habits last a lifetime, so the stakes are long-term health.",
    opponent_frame: "They frame it as free speech and parental responsibility.",
    opponent_evidence: "They cite commercial free speech protections.",
    limitations: "Parents cannot supervise every screen; free speech never protected manipulating children.",
    new_frame: "The real choice is between corporate profit and children's health.",
    language: "Manipulation, protection, childhood",
    metaphor: "Advertising is a stranger offering sweets at the school gate.",
    story: "A seven-year-old asking for the cereal with the cartoon mascot every shop.",
    values: "Protection of the vulnerable, fairness",
  },
  "framing-example": { motion, side: "Unspecified" },
};

describe("drill calls with the offline coach", () => {
  const server = serverForTests();

  it("answers every call in the spec's response shape, marked offline", async () => {
    const c = server.client();
    await c.signup();
    for (const call of Object.keys(requests) as DrillCall[]) {
      const res = await c.post(`/api/${call}`, requests[call]);
      expect(res.status, call).toBe(200);
      expect(res.body.engine).toBe("offline");
      const { engine, attemptId, ...rest } = res.body;
      expect(drillTasks[call].output.safeParse(rest).success, call).toBe(true);
    }
  });

  it("refuses signed-out callers on every call", async () => {
    const c = server.client();
    for (const call of Object.keys(requests) as DrillCall[]) {
      expect((await c.post(`/api/${call}`, requests[call])).status, call).toBe(401);
    }
    expect((await c.get("/api/training/progress")).status).toBe(401);
  });

  it("rejects bad input with the spec's messages", async () => {
    const c = server.client();
    await c.signup();
    const cases: [DrillCall, unknown, string][] = [
      [
        "feedback",
        { motion: "", side: "Government", pael: { point: "a", analysis: "b", example: "c", link: "d" } },
        DRILL_MESSAGES.motionRequired,
      ],
      [
        "feedback",
        { motion, side: "Government", pael: { point: "a", analysis: "", example: "c", link: "d" } },
        DRILL_MESSAGES.paelIncomplete,
      ],
      [
        "characterization-feedback",
        { motion, actors: [{ name: "Parents", characterization: "", argument: "" }] },
        DRILL_MESSAGES.characterizationIncomplete,
      ],
      ["refutation-feedback", { motion, refutation: { impact: "x", analysis: "y" } }, DRILL_MESSAGES.aiArgumentRequired],
      [
        "refutation-feedback",
        { ...requests["refutation-feedback"], refutation: { impact: "", analysis: "", examples: "e", weighing: "w" } },
        DRILL_MESSAGES.refutationIncomplete,
      ],
      ["clashes-feedback", { motion, vulnerable_actors: [], clash: null }, DRILL_MESSAGES.vulnerableActorRequired],
      ["modeling-feedback", { motion, terms: [{ term: "Junk food", definition: "" }] }, DRILL_MESSAGES.modelingTermRequired],
      ["framing-feedback", { ...requests["framing-feedback"], my_frame: "" }, DRILL_MESSAGES.frameRequired],
      ["framing-feedback", { ...requests["framing-feedback"], opponent_frame: " " }, DRILL_MESSAGES.opponentFrameRequired],
      ["framing-feedback", { ...requests["framing-feedback"], new_frame: "" }, DRILL_MESSAGES.newFrameRequired],
      ["generate-argument", { side: "Government" }, DRILL_MESSAGES.motionRequired],
    ];
    for (const [call, body, message] of cases) {
      const res = await c.post(`/api/${call}`, body);
      expect(res.status, `${call}: ${message}`).toBe(400);
      expect(res.body.error, call).toBe(message);
    }
    const notJson = await c.request("POST", "/api/feedback", "nope");
    expect(notJson.status).toBe(400);
  });

  it("saves scored attempts and reports progress with the weighted skill score", async () => {
    const c = server.client();
    const { body } = await c.signup();
    const ids: string[] = [];
    for (const call of ["feedback", "modeling-feedback", "framing-feedback"] as DrillCall[]) {
      const res = await c.post(`/api/${call}`, requests[call]);
      ids.push(res.body.attemptId);
    }
    expect((await c.post("/api/framing-example", requests["framing-example"])).body.attemptId).toBeNull();
    const p = await c.get("/api/training/progress");
    expect(p.status).toBe(200);
    expect(p.body.attempts.map((a: { id: string }) => a.id)).toEqual(ids);
    expect(p.body.drills.argument.count).toBe(1);
    expect(p.body.skill.score).toBeGreaterThan(0);
    expect(p.body.skill.score).toBeLessThanOrEqual(10);

    // Weights change the skill score: all weight on one skill gives exactly that skill's mean.
    await saveGroup(server.deps.db, body.user.id, "weights", { analysis: 0, impact: 0, examples: 0, clarity: 100 });
    const clarityOnly = await c.get("/api/training/progress");
    expect(clarityOnly.body.skill.score).toBe(clarityOnly.body.skill.bySkill.clarity);

    const one = await c.get(`/api/training/attempts/${ids[0]}`);
    expect(one.body).toMatchObject({ drill: "argument", motion });
    expect(one.body.input.pael.point).toContain("exploits");
    // Another student cannot open it.
    const other = server.client();
    await other.signup();
    expect((await other.get(`/api/training/attempts/${ids[0]}`)).status).toBe(404);
    expect((await c.get("/api/training/attempts/not-a-uuid")).status).toBe(400);
  });

  it("follows the feedback style setting", async () => {
    const c = server.client();
    const { body } = await c.signup();
    const detailed = await c.post("/api/feedback", requests.feedback);
    await saveGroup(server.deps.db, body.user.id, "preferences", { ...defaultSettings().preferences, feedback_style: "brief" });
    const brief = await c.post("/api/feedback", requests.feedback);
    expect(brief.body.comments.length).toBeLessThan(detailed.body.comments.length);
    expect(brief.body.improvements.length).toBeLessThanOrEqual(2);
    // Rubric: a table of criteria with scores, one line each, read back by the same reader the screen uses.
    await saveGroup(server.deps.db, body.user.id, "preferences", { ...defaultSettings().preferences, feedback_style: "rubric" });
    const rubric = await c.post("/api/feedback", requests.feedback);
    const rows = readRubric(rubric.body.comments)?.rows;
    expect(rows?.map((r) => r.criterion)).toEqual(["Argument strength", "Structure", "Weighing", "Style and clarity", "Overall"]);
    expect(rows?.at(-1)?.score).toBeCloseTo(rubric.body.scores.overall, 0);
    expect(readRubric(detailed.body.comments)).toBeNull();
  });
});

describe("drill calls through an OpenAI-compatible model", () => {
  const llm = fakeLlmForTests();
  const server = serverForTests(() => ({ LLM_BASE_URL: llm.url, LLM_MODEL: "coach-model", LLM_MAX_RETRIES: "0", LLM_TIMEOUT_MS: "2000" }));

  it("returns the model's answer when it fits the schema", async () => {
    const c = server.client();
    await c.signup();
    const answer = {
      definitions_coverage: 8,
      definitions_precision: 7,
      implementation_clarity: 6.5,
      examples_helpfulness: 7,
      overall: 7.2,
      comments: "Clear model.",
      improvement: "Say who pays.",
    };
    llm.script([{ kind: "json", content: JSON.stringify(answer) }]);
    const res = await c.post("/api/modeling-feedback", requests["modeling-feedback"]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...answer, engine: "model:coach-model" });
    const sent = llm.requests.at(-1);
    expect(JSON.stringify(sent.messages)).toContain("UK nutrient profiling model");
    expect((await c.get("/api/training/progress")).body.attempts[0].overall).toBe(7.2);
  });

  it("turns an answer that breaks the schema into the catalogue message and saves nothing", async () => {
    const c = server.client();
    await c.signup();
    llm.script([{ kind: "json", content: JSON.stringify({ clash_evaluation: { scores: { overall: 42 } } }) }]);
    const res = await c.post("/api/clashes-feedback", requests["clashes-feedback"]);
    expect(res.status).toBe(502);
    expect(res.body.error).toBe(DRILL_CALL_ERRORS["clashes-feedback"]);
    llm.script([{ kind: "status", status: 500 }]);
    const failed = await c.post("/api/framing-feedback", requests["framing-feedback"]);
    expect(failed.status).toBe(503);
    expect(failed.body.error).toBe("Failed to evaluate framing");
    expect((await c.get("/api/training/progress")).body.attempts).toEqual([]);
  });
});
