// The AI's advisory ballot and the student judges' practice ballots on a live class round: advice is read
// from the speeches' kept text in the format's scale and shown to the chair alone (offline, from a model,
// and falling back to the offline judge when the model fails); practice ballots are each student judge's
// own, compared with the chair's once she releases it. Every route is tried as every wrong user.
import { beforeAll, describe, expect, it } from "vitest";
import { fakeLlmForTests, serverForTests } from "#tests/support/lifecycle.ts";
import type { TestServer } from "#tests/support/test-server.ts";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import { onScale } from "#shared/live-rounds/ballot.ts";
import { FORMATS } from "#shared/debate/formats/index.ts";
import { classWith, person, type Person } from "./debate-assignments-fixtures";

const MOTION = "This House would make voting compulsory.";
const SLOTS = ["prop:1", "prop:2", "prop:3", "opp:1", "opp:2", "opp:3"];
const WS = FORMATS["world-schools"];
const PROP_1 =
  "Compulsory voting makes governments answer to everyone, because politicians chase the groups that vote. In Australia, where voting " +
  "has been compulsory since 1924, turnout stays above 90 percent and campaigns speak to young and poor voters. This matters more than " +
  "the small cost of a fine, since a democracy that hears only the old and the rich makes laws for them alone.";
const OPP_1 =
  "Forcing people to vote does not make them informed, because a citizen who does not care will pick at random. In Belgium many voters " +
  "spoil their ballots, which shows that compulsion adds noise rather than voice. Freedom includes the freedom not to take part, and the " +
  "state should persuade rather than fine.";
const OPP_REPLY =
  "In reply: the Proposition never answered our point on freedom, because they only counted turnout and never asked what a forced vote means.";

interface Cast {
  teacher: Person;
  otherTeacher: Person;
  debaters: Record<string, Person>;
  audience: Person;
  audience2: Person;
  outsider: Person;
  classroomId: string;
}

async function castOn(server: TestServer): Promise<Cast> {
  const teacher = await person(server, "teacher");
  const otherTeacher = await person(server, "teacher");
  const six = await Promise.all(SLOTS.map(() => person(server)));
  const audience = await person(server);
  const audience2 = await person(server);
  const outsider = await person(server);
  const classroomId = await classWith(server, teacher, ...six, audience, audience2);
  await classWith(server, otherTeacher, outsider);
  return {
    teacher,
    otherTeacher,
    debaters: Object.fromEntries(SLOTS.map((s, i) => [s, six[i]])),
    audience,
    audience2,
    outsider,
    classroomId,
  };
}

/** A World Schools round in which First Proposition, First Opposition and the Opposition reply kept their text. */
async function typedRound(cast: Cast, opts: { finish?: boolean; texts?: boolean } = {}): Promise<string> {
  const { teacher, debaters, classroomId } = cast;
  const made = await teacher.c.post(`/api/classrooms/${classroomId}/live-rounds`, {
    motion: MOTION,
    format: "world-schools",
    prep_minutes: 0,
    positions: Object.fromEntries(SLOTS.map((s) => [s, debaters[s].id])),
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const id = made.body.round.id;
  if (opts.texts !== false) {
    const note = (p: Person, key: string, body: string) => p.c.put(`/api/live-rounds/${id}/notes`, { key, body });
    expect((await note(debaters["prop:1"], "speech:0", PROP_1)).status).toBe(200);
    expect((await note(debaters["opp:1"], "speech:1", OPP_1)).status).toBe(200);
    // Opposition's reply is given by its first speaker (the format's default).
    expect((await note(debaters["opp:1"], "speech:6", OPP_REPLY)).status).toBe(200);
    // A flow is not a speech: the judge never reads it.
    expect((await note(cast.audience, "flow", "Prop: turnout. Opp: freedom.")).status).toBe(200);
  }
  if (opts.finish !== false) {
    const version = (await teacher.c.get(`/api/live-rounds/${id}`)).body.round.version;
    expect((await teacher.c.post(`/api/live-rounds/${id}/actions`, { action: "end", version })).status).toBe(200);
  }
  return id;
}

describe("the AI's advisory ballot, offline", () => {
  const server = serverForTests();
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOn(server);
  });

  it("reads the typed speeches into the format's scale for the chair, names the unread ones and quotes both sides", async () => {
    const id = await typedRound(cast);
    const res = await cast.teacher.c.get(`/api/live-rounds/${id}/advice`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { advice } = res.body;
    expect(advice).toMatchObject({ engine: "offline", fallback: false, read: 3, ranks: null });
    expect(["prop", "opp"]).toContain(advice.winner);
    // Points only where a speech was read, each on the scale and its steps; none invented for the rest.
    expect(Object.keys(advice.points).sort()).toEqual([...SLOTS].sort());
    for (const slot of ["prop:1", "opp:1"]) expect(onScale(WS.ballot.speakerPoints!, advice.points[slot])).toBe(true);
    for (const slot of ["prop:2", "prop:3", "opp:2", "opp:3"]) expect(advice.points[slot]).toBeNull();
    expect(onScale(WS.ballot.replyPoints!, advice.reply_points.opp)).toBe(true);
    expect(advice.reply_points.prop).toBeNull();
    expect(advice.unread.map((u: { name: string }) => u.name)).toEqual([
      "Second Proposition",
      "Second Opposition",
      "Third Proposition",
      "Third Opposition",
      "Proposition Reply",
    ]);
    expect(advice.unread[0].speaker).not.toBe("");
    // Both sides in their own words, and the unread speeches said plainly.
    expect(advice.reason).toContain("Compulsory voting makes governments answer to everyone");
    expect(advice.reason).toContain("Forcing people to vote does not make them informed");
    expect(advice.reason).toContain("could not read");
    expect(advice.reason).not.toContain("Prop: turnout");
  });

  it("is the chair's alone: every other user is refused, and nothing of it reaches the released ballot", async () => {
    const id = await typedRound(cast);
    const url = `/api/live-rounds/${id}/advice`;
    for (const wrong of [cast.debaters["prop:1"], cast.debaters["opp:3"], cast.audience]) {
      const res = await wrong.c.get(url);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(L.chairOnly);
    }
    for (const stranger of [cast.outsider, cast.otherTeacher]) {
      const res = await stranger.c.get(url);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(L.notInClass);
    }
    expect((await server.client().get(url)).status).toBe(401);
    expect((await cast.teacher.c.get(`/api/live-rounds/00000000-0000-4000-8000-000000000000/advice`)).status).toBe(404);

    const advice = (await cast.teacher.c.get(url)).body.advice;
    const points = Object.fromEntries(SLOTS.map((s) => [s, 70]));
    const ballot = { winner: "prop", points, reply_points: { prop: 35, opp: 35 }, reason: "Proposition carried the turnout clash." };
    expect((await cast.teacher.c.put(`/api/live-rounds/${id}/ballot`, ballot)).status).toBe(200);
    await cast.teacher.c.post(`/api/live-rounds/${id}/ballot/release`, { released: true });
    for (const p of [cast.debaters["opp:1"], cast.audience]) {
      const seen = await p.c.get(`/api/live-rounds/${id}/ballot`);
      expect(seen.body.ballot.reason).toBe(ballot.reason);
      expect(JSON.stringify(seen.body)).not.toContain(advice.reason.slice(0, 40));
      expect((await p.c.get(url)).status).toBe(403);
    }
  });

  it("waits for the end of the round, and gives no result when no speech was typed", async () => {
    const running = await typedRound(cast, { finish: false });
    const early = await cast.teacher.c.get(`/api/live-rounds/${running}/advice`);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(L.adviceFinishFirst);

    const silent = await typedRound(cast, { texts: false });
    const res = await cast.teacher.c.get(`/api/live-rounds/${silent}/advice`);
    expect(res.status).toBe(200);
    expect(res.body.advice).toMatchObject({ winner: null, ranks: null, read: 0 });
    expect(Object.values(res.body.advice.points).every((p) => p === null)).toBe(true);
    expect(res.body.advice.unread).toHaveLength(WS.speeches.length);
  });
});

describe("the AI's advisory ballot from a model", () => {
  const llm = fakeLlmForTests();
  const server = serverForTests(() => ({ LLM_BASE_URL: llm.url, LLM_MODEL: "scripted", LLM_TIMEOUT_MS: "3000", LLM_MAX_RETRIES: "0" }));
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOn(server);
  });

  it("holds the model's points to the scale, drops what it could not have read, and adds the sides' own words", async () => {
    const id = await typedRound(cast);
    const answer = {
      winner: "opp",
      ranks: null,
      points: [
        { slot: "prop:1", points: 85 },
        { slot: "opp:1", points: 70.3 },
        // A speaker whose speech had no text: the model may not score her.
        { slot: "prop:2", points: 75 },
      ],
      reply_points: [
        { team: "opp", points: 29 },
        { team: "prop", points: 38 },
      ],
      reason: "Opposition won the clash on freedom, which Proposition never answered.",
    };
    llm.script([{ kind: "json", content: JSON.stringify(answer) }]);
    const res = await cast.teacher.c.get(`/api/live-rounds/${id}/advice`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { advice } = res.body;
    expect(advice.engine).toMatch(/^model:/);
    expect(advice.fallback).toBe(false);
    expect(advice.winner).toBe("opp");
    expect(advice.points).toMatchObject({ "prop:1": 80, "opp:1": 70.5, "prop:2": null, "opp:3": null });
    expect(advice.reply_points).toEqual({ opp: 30, prop: null });
    expect(advice.reason).toContain(answer.reason);
    expect(advice.reason).toContain(L.adviceOwnWords);
    expect(advice.reason).toContain("Compulsory voting makes governments answer to everyone");
    expect(advice.reason).toContain("could not read");
    const asked = llm.requests.at(-1);
    expect(asked.max_tokens).toBe(1500);
    const sent = JSON.stringify(asked.messages);
    expect(sent).toContain("Forcing people to vote");
    expect(sent).toContain("[no text kept");
    expect(sent).not.toContain("Prop: turnout");
  });

  it("falls back to the offline judge's advice when the model fails or answers outside the round, never an error", async () => {
    const id = await typedRound(cast);
    const url = `/api/live-rounds/${id}/advice`;
    for (const step of [
      { kind: "status", status: 500 } as const,
      { kind: "malformed" } as const,
      { kind: "json", content: JSON.stringify({ winner: "gov", points: [], reason: "Government won." }) } as const,
    ]) {
      llm.script([step]);
      const res = await cast.teacher.c.get(url);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.advice).toMatchObject({ engine: "offline", fallback: true, read: 3 });
      expect(res.body.advice.reason).toContain("Forcing people to vote does not make them informed");
    }
    // A student is refused before any model is asked.
    const asked = llm.requests.length;
    expect((await cast.audience.c.get(url)).status).toBe(403);
    expect(llm.requests.length).toBe(asked);
  });
});

describe("student judges' practice ballots", () => {
  const server = serverForTests();
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOn(server);
  });
  const points = Object.fromEntries(SLOTS.map((s) => [s, 70]));
  const mine = {
    winner: "opp",
    points: { ...points, "opp:1": 72 },
    reply_points: { prop: 35, opp: 35 },
    reason: "Opposition's freedom point stood.",
  };

  it("lets a student in the audience fill her own once the round ends, and refuses everyone else", async () => {
    const running = await typedRound(cast, { finish: false });
    const early = await cast.audience.c.put(`/api/live-rounds/${running}/practice-ballot`, mine);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(L.practiceFinishFirst);

    const id = await typedRound(cast);
    const url = `/api/live-rounds/${id}/practice-ballot`;
    for (const wrong of [cast.teacher, cast.debaters["prop:1"], cast.debaters["opp:2"]]) {
      for (const res of [await wrong.c.get(url), await wrong.c.put(url, mine)]) {
        expect(res.status).toBe(403);
        expect(res.body.error).toBe(L.practiceAudienceOnly);
      }
    }
    for (const stranger of [cast.outsider, cast.otherTeacher]) {
      expect((await stranger.c.get(url)).status).toBe(403);
      expect((await stranger.c.put(url, mine)).status).toBe(403);
    }
    expect((await server.client().get(url)).status).toBe(401);
    expect((await server.client().put(url, mine)).status).toBe(401);

    expect((await cast.audience.c.get(url)).body).toEqual({ ballot: null, teacher: null });
    expect((await cast.audience.c.put(url, { ...mine, points: { ...points, "opp:1": 81 } })).body.error).toBe(L.pointsInvalid);
    expect((await cast.audience.c.put(url, { ...mine, winner: "gov" })).body.error).toBe(L.resultInvalid);
    const low = await cast.audience.c.put(url, { ...mine, winner: "prop" });
    expect(low.status).toBe(409);
    expect(low.body.error).toBe(L.lowPointWin);
    const saved = await cast.audience.c.put(url, mine);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.ballot).toMatchObject({ winner: "opp", totals: { prop: 245, opp: 247 }, low_point_win: false });

    // Each student judge sees her own alone.
    expect((await cast.audience2.c.get(url)).body).toEqual({ ballot: null, teacher: null });
    expect((await cast.audience.c.get(url)).body.ballot.reason).toBe(mine.reason);

    // The chair sees how many were filled, not what they say; no one else sees even that.
    const countUrl = `/api/live-rounds/${id}/practice-ballots`;
    expect((await cast.teacher.c.get(countUrl)).body).toEqual({ filled: 1 });
    expect((await cast.audience2.c.put(url, { ...mine, reason: "Mine too." })).status).toBe(200);
    expect((await cast.teacher.c.get(countUrl)).body).toEqual({ filled: 2 });
    for (const wrong of [cast.audience, cast.debaters["prop:1"], cast.outsider, cast.otherTeacher])
      expect((await wrong.c.get(countUrl)).status).toBe(403);
    expect((await server.client().get(countUrl)).status).toBe(401);
  });

  it("shows the teacher's ballot beside hers once released, and closes practice ballots then", async () => {
    const id = await typedRound(cast);
    const url = `/api/live-rounds/${id}/practice-ballot`;
    expect((await cast.audience.c.put(url, mine)).status).toBe(200);
    const teacherBallot = { winner: "prop", points, reply_points: { prop: 36, opp: 35 }, reason: "Proposition's turnout case stood." };
    expect((await cast.teacher.c.put(`/api/live-rounds/${id}/ballot`, teacherBallot)).status).toBe(200);
    // Saved but held back: still nothing to compare with.
    expect((await cast.audience.c.get(url)).body.teacher).toBeNull();
    await cast.teacher.c.post(`/api/live-rounds/${id}/ballot/release`, { released: true });
    const compared = (await cast.audience.c.get(url)).body;
    expect(compared.ballot).toMatchObject({ winner: "opp", reason: mine.reason });
    expect(compared.teacher).toMatchObject({ winner: "prop", reason: teacherBallot.reason, released: true });
    const late = await cast.audience2.c.put(url, mine);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(L.practiceClosed);
    expect((await cast.audience2.c.get(url)).body).toMatchObject({ ballot: null, teacher: { winner: "prop" } });
  });
});
