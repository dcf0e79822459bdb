import { describe, expect, it } from "vitest";
import type { TestClient } from "#tests/support/test-server.ts";
import { serverForTests } from "#tests/support/lifecycle.ts";
import { deltasOf, postSse } from "#tests/support/sse.ts";
import { AI_MESSAGES as M } from "#shared/messages/index.ts";
import { FORMATS } from "#shared/debate/formats/index.ts";

// The AI practice round in a format: the student gives every speech of their team, the AI every speech of
// the other, in the format's order (replies included, Public Forum's crossfires left out), through the
// offline engine; the ballot gives points speech by speech on the format's scale.

const MOTION = "This House would ban homework in primary schools.";
const SPEECHES = [
  "Homework in primary school takes time from play and sleep, because young children need rest to learn. For example, pupils who sleep well remember more of the next lesson.",
  "Homework widens the gap between rich and poor pupils, because some homes have quiet rooms and help while others have neither. That makes school less fair.",
  "Our opponents say practice makes lessons stick, but practice in class with a teacher works better, because mistakes are corrected at once.",
  "Weighing the round: the harm to rest and fairness reaches every child, while the gain from practice can be had in class, so the ban does more good than harm.",
];

/** Gives the AI's speech while it is the AI's turn; returns the speeches it gave. */
async function aiSpeeches(c: TestClient): Promise<string[]> {
  const out: string[] = [];
  for (;;) {
    const h = (await c.get("/api/debate/history")).body;
    const res = await postSse(c, "/api/debate/speech/ai/stream", {});
    if (res.status === 409) return out;
    expect(res.status).toBe(200);
    expect(res.events.at(-1)).toMatchObject({ event: "done", data: { engine: "offline" } });
    out.push(deltasOf(res.events).join(""));
    expect((await c.get("/api/debate/history")).body.messages).toHaveLength(h.messages.length + 1);
  }
}

describe("AI practice rounds in a format", () => {
  const server = serverForTests();

  it("plays a full World Schools round (8 speeches) as Proposition, to a ballot on the 60–80 and 30–40 scales", async () => {
    const c = server.client();
    await c.signup();
    const start = await c.post("/api/debate/start", { motion: MOTION, side: "Opposition", format: "world-schools", team: "prop" });
    expect(start.status).toBe(200);
    // Proposition speaks first: the AI has not opened, and the side follows the team, whatever `side` said.
    expect(start.body.opening).toBe("");
    let h = (await c.get("/api/debate/history")).body;
    expect(h).toMatchObject({ started: true, side: "Government", format: "world-schools", team: "prop", messages: [] });

    // Not the AI's turn yet; the old reply endpoint is closed to a format round.
    expect((await postSse(c, "/api/debate/speech/ai/stream", {})).json).toEqual({ error: M.notAiTurn });
    expect((await c.post("/api/debate/message", { content: SPEECHES[0] })).body).toEqual({ error: M.formatRound });

    const given: string[] = [];
    for (const [i, speech] of [SPEECHES[0], SPEECHES[1], SPEECHES[2]].entries()) {
      const res = await c.post("/api/debate/speech", { content: speech });
      expect(res.status).toBe(200);
      expect(res.body.next).toBe("ai");
      // Two of the student's speeches in a row are refused: it is the AI's turn.
      expect((await c.post("/api/debate/speech", { content: speech })).body).toEqual({ error: M.notYourTurn });
      const ai = await aiSpeeches(c);
      // After the third speech the AI gives the Third Opposition and then its reply, in a row.
      expect(ai).toHaveLength(i === 2 ? 2 : 1);
      given.push(speech, ...ai);
    }
    const reply = given.at(-1)!;
    expect(reply).toContain("Opposition Reply");
    expect(reply).toMatch(/no new arguments|No new material/);
    const last = await c.post("/api/debate/speech", { content: SPEECHES[3] });
    expect(last.body).toEqual({ next: null });
    expect((await c.post("/api/debate/speech", { content: "More." })).body).toEqual({ error: M.allSpeechesGiven });

    // A reload sees the whole round in order, with its format.
    h = (await c.get("/api/debate/history")).body;
    expect(h.messages.map((m: { role: string }) => m.role)).toEqual([
      "user",
      "assistant",
      "user",
      "assistant",
      "user",
      "assistant",
      "assistant",
      "user",
    ]);
    expect(h.messages.map((m: { content: string }) => m.content)).toEqual([...given, SPEECHES[3]]);

    const end = await c.post("/api/debate/end");
    expect(end.status).toBe(200);
    const ballot = end.body.verdict.format;
    expect(ballot).toMatchObject({
      id: "world-schools",
      name: "World Schools",
      team: "prop",
      teamName: "Proposition",
      aiTeamName: "Opposition",
    });
    expect(ballot.speeches.map((s: { key: string }) => s.key)).toEqual(FORMATS["world-schools"].speeches.map((s) => s.key));
    const mine = ballot.speeches.filter((s: { by: string }) => s.by === "user");
    expect(mine.map((s: { name: string }) => s.name)).toEqual([
      "First Proposition",
      "Second Proposition",
      "Third Proposition",
      "Proposition Reply",
    ]);
    for (const s of ballot.speeches) {
      const [lo, hi] = s.kind === "reply" ? [30, 40] : [60, 80];
      expect(s.points).toBeGreaterThanOrEqual(lo);
      expect(s.points).toBeLessThanOrEqual(hi);
      expect(Number.isInteger(s.points * 2)).toBe(true);
    }
    const sum = (by: string) =>
      ballot.speeches.filter((s: { by: string }) => s.by === by).reduce((a: number, s: { points: number }) => a + s.points, 0);
    expect(ballot.totals).toEqual({ user: sum("user"), ai: sum("ai") });
    // No low-point win.
    const winner = end.body.verdict.winner as "user" | "ai";
    expect(ballot.totals[winner]).toBeGreaterThan(ballot.totals[winner === "user" ? "ai" : "user"]);

    // The past rounds list and the round page name the format.
    const rounds = (await c.get("/api/debate/rounds")).body.rounds;
    expect(rounds[0]).toMatchObject({ motion: MOTION, format: "world-schools" });
    const page = (await c.get(`/api/debate/rounds/${rounds[0].id}`)).body;
    expect(page.format).toBe("world-schools");
    expect(page.verdict.format.speeches).toHaveLength(8);
    expect(page.messages).toHaveLength(8);
  });

  it("plays a Public Forum round as Con: the AI opens, crossfires are left out, no points scale", async () => {
    const c = server.client();
    const start = await c.post("/api/debate/start", { motion: MOTION, side: "Government", format: "public-forum", team: "con" });
    expect(start.status).toBe(200);
    expect(start.body.opening.length).toBeGreaterThan(100);
    const h = (await c.get("/api/debate/history")).body;
    expect(h).toMatchObject({ side: "Opposition", format: "public-forum", team: "con" });
    // Pro Constructive, then the student's Con Constructive, Pro Rebuttal …: the speeches alternate.
    for (const speech of SPEECHES) {
      const res = await c.post("/api/debate/speech", { content: speech });
      expect(res.status).toBe(200);
      const ai = await aiSpeeches(c);
      expect(ai).toHaveLength(res.body.next === "ai" ? 1 : 0);
    }
    const roles = (await c.get("/api/debate/history")).body.messages.map((m: { role: string }) => m.role);
    expect(roles).toEqual(["assistant", "user", "assistant", "user", "assistant", "user", "assistant", "user"]);
    const end = await c.post("/api/debate/end");
    expect(end.status).toBe(200);
    const ballot = end.body.verdict.format;
    expect(ballot.speeches.map((s: { name: string }) => s.name)).toEqual([
      "Pro Constructive",
      "Con Constructive",
      "Pro Rebuttal",
      "Con Rebuttal",
      "Pro Summary",
      "Con Summary",
      "Pro Final Focus",
      "Con Final Focus",
    ]);
    expect(ballot.scale).toBeNull();
    expect(ballot.speeches.every((s: { points: unknown }) => s.points === null)).toBe(true);
    expect(ballot.totals).toEqual({ user: null, ai: null });
    expect(ballot.note).toContain("no speaker points scale");
  });

  it("keeps each asker to their own round, and refuses formats and teams it cannot play", async () => {
    const a = server.client();
    await a.signup();
    await a.post("/api/debate/start", { motion: MOTION, side: "Government", format: "classroom", team: "opp" });
    expect((await a.get("/api/debate/history")).body.messages).toHaveLength(1);

    // Another user, a guest and a user with a classic round cannot give a speech in it.
    const b = server.client();
    await b.signup();
    expect((await b.post("/api/debate/speech", { content: SPEECHES[0] })).body).toEqual({ error: M.noRound });
    expect((await postSse(b, "/api/debate/speech/ai/stream", {})).status).toBe(409);
    const guest = server.client();
    expect((await guest.post("/api/debate/speech", { content: SPEECHES[0] })).status).toBe(409);
    await b.post("/api/debate/start", { motion: MOTION, side: "Government" });
    expect((await b.post("/api/debate/speech", { content: SPEECHES[0] })).body).toEqual({ error: M.notFormatRound });
    expect((await postSse(b, "/api/debate/speech/ai/stream", {})).json).toEqual({ error: M.notFormatRound });
    expect((await a.get("/api/debate/history")).body.messages).toHaveLength(1);

    // British Parliamentary has four teams: not a practice format. A team not in the format is refused.
    expect(
      (await a.post("/api/debate/start", { motion: MOTION, side: "Government", format: "british-parliamentary", team: "og" })).status,
    ).toBe(400);
    const badTeam = await a.post("/api/debate/start", { motion: MOTION, side: "Government", format: "world-schools", team: "pro" });
    expect(badTeam.status).toBe(400);
    expect(JSON.stringify(badTeam.body)).toContain(M.teamRequired);
    expect((await a.post("/api/debate/start", { motion: MOTION, side: "Government", format: "world-schools" })).status).toBe(400);
    // The refused starts left the round in progress as it was.
    expect((await a.get("/api/debate/history")).body).toMatchObject({ format: "classroom", team: "opp" });
  });
});
