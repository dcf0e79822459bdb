// The drills' generated material over HTTP: on a briefed motion it is the brief's case and varies from
// request to request; on a motion the coach cannot build sound material for, the call says so with the
// catalogue's message; what was generated is remembered for the "copied from the app" check; and with a
// model configured, the prompt carries the brief.
import { describe, expect, it } from "vitest";
import { fakeLlmForTests, serverForTests } from "#tests/support/lifecycle.ts";
import { briefFor } from "#content/briefs.ts";
import { DRILL_EXTRA_MESSAGES, DRILL_MESSAGES } from "#shared/messages/index.ts";

const MOTION = "This House would make voting compulsory.";
const brief = briefFor(MOTION)!;
const claims = (side: "proposition" | "opposition") => brief[side].arguments.map((a) => a.claim);
/** A motion whose direction the offline coach's stance reading cannot keep apart from its opposite. */
const UNSOUND = "This House opposes support for the opposition.";

describe("generated material with the offline coach", () => {
  const server = serverForTests();

  it("argues the asked side from the brief, and not always with the same argument", async () => {
    const c = server.client();
    await c.signup();
    const points = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const res = await c.post("/api/generate-argument", { motion: MOTION, side: "Opposition" });
      expect(res.status).toBe(200);
      expect(res.body.engine).toBe("offline");
      expect(claims("opposition").some((claim) => res.body.pael.point.endsWith(claim))).toBe(true);
      expect(res.body.argument).toEqual(res.body.pael);
      points.add(res.body.pael.point);
    }
    expect(points.size).toBeGreaterThan(1);
  });

  it("takes clashes, actors and frames from the brief", async () => {
    const c = server.client();
    await c.signup();
    const clash = await c.post("/api/clashes-example", { motion: MOTION, actor: "" });
    expect(clash.status).toBe(200);
    expect(brief.clashes).toContain(clash.body.clash_text);
    expect(claims("proposition").some((claim) => clash.body.gov_argument.includes(claim))).toBe(true);
    expect(claims("opposition").some((claim) => clash.body.opp_argument.includes(claim))).toBe(true);

    const actors = await c.post("/api/characterization-example", { motion: MOTION });
    expect(actors.status).toBe(200);
    for (const a of actors.body.actors) expect(brief.actors).toContain(a.name.toLowerCase());

    const frame = await c.post("/api/framing-example", { motion: MOTION, side: "Opposition" });
    expect(frame.status).toBe(200);
    expect(claims("opposition").some((claim) => frame.body.my_frame.endsWith(claim))).toBe(true);
    expect(claims("proposition").some((claim) => frame.body.opponent_frame.endsWith(claim))).toBe(true);
  });

  it("says it could not build material that fails the coach's own checks, and saves nothing", async () => {
    const c = server.client();
    await c.signup();
    for (const [call, body] of [
      ["generate-argument", { motion: UNSOUND, side: "Government" }],
      ["framing-example", { motion: UNSOUND, side: "Government" }],
    ] as const) {
      const res = await c.post(`/api/${call}`, body);
      expect(res.status, call).toBe(422);
      expect(res.body.error, call).toBe(DRILL_EXTRA_MESSAGES.materialUnavailable);
    }
    expect((await c.get("/api/training/progress")).body.attempts).toEqual([]);
  });

  it("remembers what it generated: pasted back as the student's own, it earns nothing", async () => {
    const c = server.client();
    await c.signup();
    const generated = await c.post("/api/generate-argument", { motion: MOTION, side: "Government" });
    expect(generated.status).toBe(200);
    const pasted = await c.post("/api/feedback", { motion: MOTION, side: "Government", pael: generated.body.pael });
    expect(pasted.status).toBe(200);
    expect(pasted.body.comments).toMatch(/copied from material the app wrote for you/);
    expect(pasted.body.scores.overall).toBeLessThanOrEqual(1);
  });

  it("validates the request and refuses signed-out callers", async () => {
    const c = server.client();
    expect((await c.post("/api/generate-argument", { motion: MOTION, side: "Government" })).status).toBe(401);
    await c.signup();
    const blank = await c.post("/api/generate-argument", { side: "Government" });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe(DRILL_MESSAGES.motionRequired);
    const side = await c.post("/api/generate-argument", { motion: MOTION, side: "Both" });
    expect(side.status).toBe(400);
    expect(side.body.error).toBe(DRILL_EXTRA_MESSAGES.sideInvalid);
  });
});

describe("generated material through a model", () => {
  const llm = fakeLlmForTests();
  const server = serverForTests(() => ({ LLM_BASE_URL: llm.url, LLM_MODEL: "coach-model", LLM_MAX_RETRIES: "0", LLM_TIMEOUT_MS: "2000" }));

  const pael = { point: "p", analysis: "a", example: "e", link: "l" };

  it("gives the model the side's part of the brief, and no brief for a motion without one", async () => {
    const c = server.client();
    await c.signup();
    llm.script([{ kind: "json", content: JSON.stringify({ pael, argument: pael }) }]);
    expect((await c.post("/api/generate-argument", { motion: MOTION, side: "Opposition" })).status).toBe(200);
    const sent = JSON.stringify(llm.requests.at(-1).messages);
    for (const claim of claims("opposition")) expect(sent).toContain(JSON.stringify(claim).slice(1, -1));
    expect(sent).not.toContain(JSON.stringify(claims("proposition")[0]).slice(1, -1));

    llm.script([{ kind: "json", content: JSON.stringify({ pael, argument: pael }) }]);
    const other = "This House would ban junk food advertising to children";
    expect((await c.post("/api/generate-argument", { motion: other, side: "Opposition" })).status).toBe(200);
    expect(JSON.stringify(llm.requests.at(-1).messages)).not.toContain("motion's brief");
  });

  it("gives a clash request both cases and the clashes", async () => {
    const c = server.client();
    await c.signup();
    const answer = { clash_text: "c", actor: "a", gov_argument: "g", opp_argument: "o", notes: "n" };
    llm.script([{ kind: "json", content: JSON.stringify(answer) }]);
    expect((await c.post("/api/clashes-example", { motion: MOTION, actor: "" })).status).toBe(200);
    const sent = JSON.stringify(llm.requests.at(-1).messages);
    expect(sent).toContain(JSON.stringify(brief.clashes[0]).slice(1, -1));
    expect(sent).toContain(JSON.stringify(claims("proposition")[0]).slice(1, -1));
    expect(sent).toContain(JSON.stringify(claims("opposition")[0]).slice(1, -1));
  });
});
