// Live class rounds on the API: a teacher creates a World Schools round for six students with an audience,
// chairs it speech by speech, debaters offer POIs inside the unprotected time only, the speaker answers,
// notes are kept, every open page hears each change, and each route refuses the wrong user.
import { beforeAll, describe, expect, it } from "vitest";
import { serverForTests } from "#tests/support/lifecycle.ts";
import type { TestClient } from "#tests/support/test-server.ts";
import { sql } from "drizzle-orm";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import { STREAMS_PER_USER } from "#shared/live-rounds/schemas.ts";
import { classWith, person, type Person } from "./debate-assignments-fixtures";

const server = serverForTests();
const MOTION = "This House would make voting compulsory.";
const SLOTS = ["prop:1", "prop:2", "prop:3", "opp:1", "opp:2", "opp:3"];

let teacher: Person;
let otherTeacher: Person;
let debaters: Record<string, Person>;
let audience: Person;
let outsider: Person;
let classroomId: string;

beforeAll(async () => {
  teacher = await person(server, "teacher");
  otherTeacher = await person(server, "teacher");
  const six = await Promise.all(SLOTS.map(() => person(server)));
  debaters = Object.fromEntries(SLOTS.map((s, i) => [s, six[i]]));
  audience = await person(server);
  outsider = await person(server);
  classroomId = await classWith(server, teacher, ...six, audience);
  await classWith(server, otherTeacher, outsider);
});

const positions = () => Object.fromEntries(SLOTS.map((s) => [s, debaters[s].id]));

async function newRound(body: Record<string, unknown> = {}): Promise<string> {
  const res = await teacher.c.post(`/api/classrooms/${classroomId}/live-rounds`, {
    motion: MOTION,
    format: "world-schools",
    prep_minutes: 0,
    positions: positions(),
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.round.id;
}

async function act(c: TestClient, id: string, action: string, extra: Record<string, unknown> = {}) {
  const version = (await teacher.c.get(`/api/live-rounds/${id}`)).body.round.version;
  return c.post(`/api/live-rounds/${id}/actions`, { action, version, ...extra });
}

describe("creating a live round", () => {
  it("lets the class's teacher create one with named positions, and shows it to the class alone", async () => {
    const id = await newRound({ reply_speakers: { prop: 2 } });
    const state = await debaters["opp:1"].c.get(`/api/live-rounds/${id}`);
    expect(state.status).toBe(200);
    expect(state.body.round).toMatchObject({ motion: MOTION, format: "world-schools", phase: "waiting", speech_index: -1, version: 0 });
    expect(state.body.round.reply_speakers).toEqual({ opp: 1, prop: 2 });
    expect(state.body.round.positions["opp:1"].user_id).toBe(debaters["opp:1"].id);
    expect(state.body.you).toEqual({ user_id: debaters["opp:1"].id, chair: false, slots: ["opp:1"] });
    expect((await teacher.c.get(`/api/live-rounds/${id}`)).body.you.chair).toBe(true);
    expect((await audience.c.get(`/api/live-rounds/${id}`)).body.you.slots).toEqual([]);
    expect((await audience.c.get(`/api/classrooms/${classroomId}/live-rounds`)).body.rounds.some((r: { id: string }) => r.id === id)).toBe(
      true,
    );

    for (const stranger of [outsider, otherTeacher]) {
      const seen = await stranger.c.get(`/api/live-rounds/${id}`);
      expect(seen.status).toBe(403);
      expect(seen.body.error).toBe(L.notInClass);
      expect((await stranger.c.get(`/api/classrooms/${classroomId}/live-rounds`)).status).toBe(403);
    }
    expect((await server.client().get(`/api/live-rounds/${id}`)).status).toBe(401);
    expect((await teacher.c.get(`/api/live-rounds/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it("refuses a round from anyone but the class's teacher", async () => {
    const body = { motion: MOTION, format: "world-schools", positions: "random" };
    for (const [who, status] of [
      [debaters["prop:1"], 403],
      [otherTeacher, 403],
    ] as const) {
      const res = await who.c.post(`/api/classrooms/${classroomId}/live-rounds`, body);
      expect(res.status).toBe(status);
      expect(res.body.error).toBe(L.teachersOnly);
    }
  });

  it("draws positions at random from the class, and says when the class is too small", async () => {
    const res = await teacher.c.post(`/api/classrooms/${classroomId}/live-rounds`, {
      motion: MOTION,
      format: "world-schools",
      positions: "random",
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.round.positions).sort()).toEqual([...SLOTS].sort());
    expect(new Set(Object.values(res.body.round.positions).map((p: any) => p.user_id)).size).toBe(6);
    expect(res.body.round.prep_seconds).toBe(3600);

    const bp = await teacher.c.post(`/api/classrooms/${classroomId}/live-rounds`, {
      motion: MOTION,
      format: "british-parliamentary",
      positions: "random",
    });
    expect(bp.status).toBe(400);
    expect(bp.body.error).toBe(L.notEnoughStudents(7, 8));
  });

  it("refuses positions that miss a slot, repeat a student or name someone outside the class, and a reply no format allows", async () => {
    const bad = [
      { ...positions(), "opp:3": undefined },
      { ...positions(), "opp:3": debaters["opp:2"].id },
      { ...positions(), "opp:3": outsider.id },
      { ...positions(), "opp:4": audience.id },
    ];
    for (const p of bad) {
      const res = await teacher.c.post(`/api/classrooms/${classroomId}/live-rounds`, {
        motion: MOTION,
        format: "world-schools",
        positions: p,
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(L.positionsInvalid);
    }
    const reply = await teacher.c.post(`/api/classrooms/${classroomId}/live-rounds`, {
      motion: MOTION,
      format: "world-schools",
      positions: positions(),
      reply_speakers: { prop: 3 },
    });
    expect(reply.body.error).toBe(L.replyInvalid);
  });
});

describe("chairing a round", () => {
  it("runs prep, speeches, pauses and the end, and refuses every action from anyone but the chair", async () => {
    const id = await newRound({ prep_minutes: 15 });
    const started = await act(teacher.c, id, "start");
    expect(started.body.round).toMatchObject({ phase: "prep", speech_index: -1, version: 1 });
    expect(started.body.round.running_since).not.toBeNull();
    expect(Date.parse(started.body.server_now)).toBeGreaterThanOrEqual(Date.parse(started.body.round.running_since));

    for (const wrong of [debaters["prop:1"], audience, otherTeacher, outsider]) {
      const res = await act(wrong.c, id, "next");
      expect(res.status).toBe(403);
    }
    expect((await act(debaters["prop:1"].c, id, "next")).body.error).toBe(L.chairOnly);

    const next = await act(teacher.c, id, "next");
    expect(next.body.round).toMatchObject({ phase: "speech", speech_index: 0, running_since: null, elapsed_before_ms: 0 });
    expect((await act(teacher.c, id, "pause")).body.error).toBe(L.actionInvalid);
    expect((await act(teacher.c, id, "start")).body.round.running_since).not.toBeNull();
    const paused = await act(teacher.c, id, "pause");
    expect(paused.body.round.running_since).toBeNull();
    expect(paused.body.round.elapsed_before_ms).toBeGreaterThanOrEqual(0);
    const retimed = await act(teacher.c, id, "retime", { elapsed_ms: 90_000 });
    expect(retimed.body.round).toMatchObject({ elapsed_before_ms: 90_000, running_since: null });
    expect((await act(teacher.c, id, "retime", { elapsed_ms: 480_000 + 300_001 })).body.error).toBe(L.retimeInvalid);
    expect((await act(teacher.c, id, "resume")).body.round.running_since).not.toBeNull();
    const ended = await act(teacher.c, id, "end");
    expect(ended.body.round.phase).toBe("finished");
    expect((await act(teacher.c, id, "next")).status).toBe(400);
  });

  it("walks all eight World Schools speeches, then finishes", async () => {
    const id = await newRound();
    await act(teacher.c, id, "start");
    for (let i = 1; i < 8; i++) expect((await act(teacher.c, id, "next")).body.round.speech_index).toBe(i);
    expect((await act(teacher.c, id, "next")).body.round.phase).toBe("finished");
  });

  it("gives a Public Forum team prep from its pool between speeches, on the chair's word alone", async () => {
    const four = ["prop:1", "prop:2", "opp:1", "opp:2"].map((s) => debaters[s]);
    const slots = ["pro:1", "pro:2", "con:1", "con:2"];
    const made = await teacher.c.post(`/api/classrooms/${classroomId}/live-rounds`, {
      motion: MOTION,
      format: "public-forum",
      positions: Object.fromEntries(slots.map((s, i) => [s, four[i].id])),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.round.id;
    expect(made.body.round.prep_used_ms).toEqual({});
    // Not before the round, nor during a speech that has begun.
    expect((await act(teacher.c, id, "prep", { team: "pro" })).status).toBe(400);
    await act(teacher.c, id, "start");
    expect((await act(teacher.c, id, "prep", { team: "pro" })).status).toBe(400);
    await act(teacher.c, id, "next");
    // Between speeches: a debater cannot call it for the chair, an unknown team is refused, the chair can.
    expect((await act(four[0].c, id, "prep", { team: "pro" })).status).toBe(403);
    expect((await act(teacher.c, id, "prep", { team: "nobody" })).status).toBe(400);
    const prep = await act(teacher.c, id, "prep", { team: "con" });
    expect(prep.status, JSON.stringify(prep.body)).toBe(200);
    expect(prep.body.round).toMatchObject({ phase: "prep", prep_team: "con", speech_index: 1 });
    const back = await act(teacher.c, id, "next");
    expect(back.body.round).toMatchObject({ phase: "speech", prep_team: null, speech_index: 1, running_since: null });
    expect(back.body.round.prep_used_ms.con).toBeGreaterThanOrEqual(0);
    expect(back.body.round.prep_used_ms.con).toBeLessThanOrEqual(180_000);
    // Prep pools are Public Forum's: a World Schools round refuses the action.
    const ws = await newRound();
    await act(teacher.c, ws, "start");
    await act(teacher.c, ws, "next");
    expect((await act(teacher.c, ws, "prep", { team: "prop" })).status).toBe(400);
  });

  it("advances once when two chairs press next on the same version at once", async () => {
    const id = await newRound();
    await act(teacher.c, id, "start");
    const version = (await teacher.c.get(`/api/live-rounds/${id}`)).body.round.version;
    const second = server.client();
    second.cookies = new Map(teacher.c.cookies);
    const presses = await Promise.all(
      [teacher.c, second, teacher.c, second].map((c) => c.post(`/api/live-rounds/${id}/actions`, { action: "next", version })),
    );
    expect(presses.map((p) => p.status).sort()).toEqual([200, 409, 409, 409]);
    expect(presses.find((p) => p.status === 409)!.body.error).toBe(L.moved);
    const now = (await teacher.c.get(`/api/live-rounds/${id}`)).body.round;
    expect(now).toMatchObject({ speech_index: 1, version: version + 1 });
  });
});

describe("points of information", () => {
  let id: string;
  beforeAll(async () => {
    id = await newRound();
    await act(teacher.c, id, "start"); // no prep: the first speech (Proposition's first speaker)
    await act(teacher.c, id, "start");
  });
  const offer = (p: Person) => p.c.post(`/api/live-rounds/${id}/poi`);

  it("refuses an offer in protected time, from the speaker's own bench, the audience or the chair", async () => {
    const early = await offer(debaters["opp:2"]);
    expect(early.status).toBe(400);
    expect(early.body.error).toBe(L.poiClosed);
    await act(teacher.c, id, "retime", { elapsed_ms: 61_000 });
    for (const wrong of [debaters["prop:2"], debaters["prop:1"], audience, teacher]) {
      const res = await offer(wrong);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(L.poiDebatersOnly);
    }
    expect((await offer(outsider)).status).toBe(403);
  });

  it("takes offers from the other bench in the open time; only the speaker accepts or declines", async () => {
    await act(teacher.c, id, "retime", { elapsed_ms: 120_000 });
    expect((await offer(debaters["opp:1"])).status).toBe(200);
    const again = await offer(debaters["opp:1"]);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(L.poiAlready);
    const two = await offer(debaters["opp:3"]);
    expect(two.body.round.poi_offers.map((o: any) => o.user_id)).toEqual([debaters["opp:1"].id, debaters["opp:3"].id]);

    const answer = (p: Person, who: Person, accept: boolean) => p.c.post(`/api/live-rounds/${id}/poi/answer`, { user_id: who.id, accept });
    for (const wrong of [debaters["prop:2"], debaters["opp:1"], teacher, audience]) {
      const res = await answer(wrong, debaters["opp:1"], true);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(L.poiSpeakerOnly);
    }
    const declined = await answer(debaters["prop:1"], debaters["opp:3"], false);
    expect(declined.body.round.poi_offers.map((o: any) => o.user_id)).toEqual([debaters["opp:1"].id]);
    expect((await answer(debaters["prop:1"], debaters["opp:3"], true)).body.error).toBe(L.poiNotOffered);
    const accepted = await answer(debaters["prop:1"], debaters["opp:1"], true);
    expect(accepted.body.round.poi_offers).toEqual([]);
    expect(accepted.body.round.poi_taken).toEqual([{ user_id: debaters["opp:1"].id, name: expect.any(String), speech_index: 0 }]);
  });

  it("closes the window in the last minute, when paused, and in replies", async () => {
    await act(teacher.c, id, "retime", { elapsed_ms: 421_000 });
    expect((await offer(debaters["opp:2"])).body.error).toBe(L.poiClosed);
    await act(teacher.c, id, "retime", { elapsed_ms: 200_000 });
    await act(teacher.c, id, "pause");
    expect((await offer(debaters["opp:2"])).body.error).toBe(L.poiClosed);
    for (let i = 1; i <= 6; i++) await act(teacher.c, id, "next"); // the Opposition's reply
    await act(teacher.c, id, "start");
    await act(teacher.c, id, "retime", { elapsed_ms: 120_000 });
    expect((await offer(debaters["prop:2"])).body.error).toBe(L.poiClosed);
  });
});

describe("notes and the event stream", () => {
  it("keeps a speaker's notes for her own speeches and anyone's flow; the chair reads the speeches", async () => {
    const id = await newRound();
    const put = (p: Person, key: string, body: string) => p.c.put(`/api/live-rounds/${id}/notes`, { key, body });
    expect((await put(debaters["prop:1"], "speech:0", "Compulsory voting makes turnout equal.")).status).toBe(200);
    expect((await put(debaters["prop:2"], "speech:0", "Not mine")).body.error).toBe(L.noteInvalid);
    expect((await put(debaters["opp:1"], "speech:6", "Opposition reply notes")).status).toBe(200);
    expect((await put(audience, "flow", "PM: turnout; LO: liberty")).status).toBe(200);
    expect((await put(audience, "speech:0", "x")).status).toBe(403);
    expect((await put(outsider, "flow", "x")).status).toBe(403);
    expect((await put(audience, "other", "x")).status).toBe(400);

    const mine = await audience.c.get(`/api/live-rounds/${id}/notes`);
    expect(mine.body.notes.map((n: any) => n.key)).toEqual(["flow"]);
    const chair = await teacher.c.get(`/api/live-rounds/${id}/notes`);
    expect(chair.body.notes.map((n: any) => n.key).sort()).toEqual(["speech:0", "speech:6"]);
  });

  it("pushes the state to every open page on every change, and refuses a stream to a stranger", async () => {
    const id = await newRound();
    const pages = [debaters["prop:1"], audience, teacher].map((p) => openEvents(p.c, `/api/live-rounds/${id}/events`));
    await Promise.all(pages.map((p) => p.next()));
    await act(teacher.c, id, "start");
    const seen = await Promise.all(pages.map((p) => p.next()));
    for (const s of seen) expect(s).toMatchObject({ round: { phase: "speech", speech_index: 0, version: 1 } });
    expect(seen[0].you.slots).toEqual(["prop:1"]);
    await act(teacher.c, id, "next");
    for (const s of await Promise.all(pages.map((p) => p.next()))) expect(s.round.speech_index).toBe(1);
    pages.forEach((p) => p.close());

    const refused = await fetch(`${server.url}/api/live-rounds/${id}/events`, { headers: headersOf(outsider.c) });
    expect(refused.status).toBe(403);
  });
});

describe("the ballot", () => {
  const points = { "prop:1": 72, "prop:2": 71.5, "prop:3": 70, "opp:1": 70, "opp:2": 70, "opp:3": 70 };
  const ballot = { winner: "prop", points, reply_points: { prop: 36, opp: 35.5 }, reason: "Proposition proved the turnout mechanism." };

  it("is filled by the chair once the round is finished, in the format's scale, and released to the class", async () => {
    const id = await newRound();
    const url = `/api/live-rounds/${id}/ballot`;
    const early = await teacher.c.put(url, ballot);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(L.finishFirst);
    await act(teacher.c, id, "start");
    await act(teacher.c, id, "end");

    for (const wrong of [debaters["prop:1"], audience, otherTeacher, outsider]) expect((await wrong.c.put(url, ballot)).status).toBe(403);
    expect((await teacher.c.put(url, { ...ballot, points: { ...points, "opp:3": 80.5 } })).body.error).toBe(L.pointsInvalid);
    expect((await teacher.c.put(url, { ...ballot, points: { ...points, "opp:3": 70.3 } })).body.error).toBe(L.pointsInvalid);
    expect((await teacher.c.put(url, { ...ballot, reply_points: { prop: 41, opp: 35 } })).body.error).toBe(L.replyPointsInvalid);
    expect((await teacher.c.put(url, { ...ballot, winner: "gov" })).body.error).toBe(L.resultInvalid);
    expect((await teacher.c.put(url, { ...ballot, reason: " " })).body.error).toBe(L.reasonRequired);

    const low = await teacher.c.put(url, { ...ballot, winner: "opp" });
    expect(low.status).toBe(409);
    expect(low.body.error).toBe(L.lowPointWin);
    const confirmed = await teacher.c.put(url, { ...ballot, winner: "opp", confirm_low_point_win: true });
    expect(confirmed.body.ballot).toMatchObject({
      winner: "opp",
      low_point_win: true,
      released: false,
      totals: { prop: 249.5, opp: 245.5 },
    });
    const saved = await teacher.c.put(url, ballot);
    expect(saved.body.ballot).toMatchObject({ winner: "prop", low_point_win: false });

    // Held back, the class sees nothing; released, everyone in it does (and no one outside it).
    expect((await debaters["opp:1"].c.get(url)).body).toEqual({ ballot: null });
    expect((await debaters["opp:1"].c.post(`${url}/release`, { released: true })).status).toBe(403);
    expect((await teacher.c.post(`${url}/release`, { released: true })).body.ballot.released).toBe(true);
    for (const p of [debaters["opp:1"], audience])
      expect((await p.c.get(url)).body.ballot).toMatchObject({ winner: "prop", reason: ballot.reason });
    expect((await outsider.c.get(url)).status).toBe(403);
    expect((await teacher.c.post(`${url}/release`, { released: false })).body.ballot.released).toBe(false);
    expect((await audience.c.get(url)).body).toEqual({ ballot: null });
  });

  it("runs an Asian Parliamentary round and a Public Forum round to a released ballot in their own scales", async () => {
    // Asian Parliamentary: eight speeches (replies last, Opposition first), points 69–81 whole, no reply scale.
    const gov = { "gov:1": debaters["prop:1"], "gov:2": debaters["prop:2"], "gov:3": debaters["prop:3"] };
    const opp = { "opp:1": debaters["opp:1"], "opp:2": debaters["opp:2"], "opp:3": debaters["opp:3"] };
    const seats = { ...gov, ...opp };
    const ap = await teacher.c.post(`/api/classrooms/${classroomId}/live-rounds`, {
      motion: MOTION,
      format: "asian-parliamentary",
      prep_minutes: 0,
      positions: Object.fromEntries(Object.entries(seats).map(([slot, p]) => [slot, p.id])),
    });
    expect(ap.status, JSON.stringify(ap.body)).toBe(200);
    const apId = ap.body.round.id;
    await act(teacher.c, apId, "start");
    for (let i = 1; i < 8; i++) await act(teacher.c, apId, "next");
    expect((await act(teacher.c, apId, "next")).body.round.phase).toBe("finished");
    const apUrl = `/api/live-rounds/${apId}/ballot`;
    const apPoints = { "gov:1": 76, "gov:2": 75, "gov:3": 74, "opp:1": 75, "opp:2": 74, "opp:3": 73 };
    const apBallot = { winner: "gov", points: apPoints, reason: "Government's whip weighed the clash." };
    expect((await teacher.c.put(apUrl, { ...apBallot, points: { ...apPoints, "opp:3": 68 } })).body.error).toBe(L.pointsInvalid);
    expect((await teacher.c.put(apUrl, { ...apBallot, points: { ...apPoints, "opp:3": 73.5 } })).body.error).toBe(L.pointsInvalid);
    const apSaved = await teacher.c.put(apUrl, apBallot);
    expect(apSaved.status, JSON.stringify(apSaved.body)).toBe(200);
    expect(apSaved.body.ballot).toMatchObject({ winner: "gov", totals: { gov: 225, opp: 222 }, low_point_win: false });
    await teacher.c.post(`${apUrl}/release`, { released: true });
    expect((await debaters["opp:2"].c.get(apUrl)).body.ballot).toMatchObject({ winner: "gov", reason: apBallot.reason });

    // Public Forum: a winner and no points on its ballot.
    const slots = ["pro:1", "pro:2", "con:1", "con:2"];
    const four = [debaters["prop:1"], debaters["prop:2"], debaters["opp:1"], debaters["opp:2"]];
    const pf = await teacher.c.post(`/api/classrooms/${classroomId}/live-rounds`, {
      motion: MOTION,
      format: "public-forum",
      positions: Object.fromEntries(slots.map((s, i) => [s, four[i].id])),
    });
    const pfId = pf.body.round.id;
    await act(teacher.c, pfId, "start");
    await act(teacher.c, pfId, "end");
    const pfUrl = `/api/live-rounds/${pfId}/ballot`;
    expect((await teacher.c.put(pfUrl, { winner: "prop", points: {}, reason: "Con's final focus held." })).body.error).toBe(
      L.resultInvalid,
    );
    const pfSaved = await teacher.c.put(pfUrl, { winner: "con", points: {}, reason: "Con's final focus held." });
    expect(pfSaved.status, JSON.stringify(pfSaved.body)).toBe(200);
    await teacher.c.post(`${pfUrl}/release`, { released: true });
    expect((await four[3].c.get(pfUrl)).body.ballot).toMatchObject({ winner: "con", reason: "Con's final focus held." });
  });

  it("ranks the four teams in British Parliamentary", async () => {
    const eight = await Promise.all(Array.from({ length: 8 }, () => person(server)));
    const room = await classWith(server, teacher, ...eight);
    const slots = ["og:1", "og:2", "oo:1", "oo:2", "cg:1", "cg:2", "co:1", "co:2"];
    const made = await teacher.c.post(`/api/classrooms/${room}/live-rounds`, {
      motion: MOTION,
      format: "british-parliamentary",
      positions: Object.fromEntries(slots.map((s, i) => [s, eight[i].id])),
    });
    const id = made.body.round.id;
    await act(teacher.c, id, "end");
    const bpPoints = Object.fromEntries(slots.map((s, i) => [s, 80 - Math.floor(i / 2)]));
    const url = `/api/live-rounds/${id}/ballot`;
    expect((await teacher.c.put(url, { winner: "og", points: bpPoints, reason: "r" })).body.error).toBe(L.resultInvalid);
    const ranked = await teacher.c.put(url, { ranks: { og: 1, oo: 2, cg: 3, co: 4 }, points: bpPoints, reason: "Opening Government led." });
    expect(ranked.status).toBe(200);
    expect(ranked.body.ballot.totals).toEqual({ og: 160, oo: 158, cg: 156, co: 154 });
    expect((await teacher.c.put(url, { ranks: { og: 1, oo: 2, cg: 4, co: 3 }, points: bpPoints, reason: "r" })).status).toBe(409);
  });
});

describe("pages on other servers, and the cap on streams", () => {
  it("reaches a page connected to a second server when the chair acts through the first", async () => {
    const id = await newRound();
    const twin = await server.twin();
    const there = twin.client();
    there.cookies = new Map(debaters["opp:1"].c.cookies);
    const page = openEvents(there, `/api/live-rounds/${id}/events`);
    expect((await page.next()).round.version).toBe(0);
    await act(teacher.c, id, "start");
    expect((await page.next()).round.phase).toBe("speech");
    page.close();
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    "finds a change written by another process by polling the round's version (PostgreSQL)",
    async () => {
      const id = await newRound();
      const page = openEvents(audience.c, `/api/live-rounds/${id}/events`);
      await page.next();
      // Written straight to the database, as another server process would: no in-process announcement.
      await server.deps.db.execute(sql`update live_rounds set phase = 'prep', version = version + 1 where id = ${id}`);
      const started = performance.now();
      expect((await page.next()).round.phase).toBe("prep");
      expect(performance.now() - started).toBeLessThan(2500);
      page.close();
    },
  );

  it("caps the streams one user holds open, and frees a place when one closes", async () => {
    const id = await newRound();
    const path = `/api/live-rounds/${id}/events`;
    const pages = Array.from({ length: STREAMS_PER_USER }, () => openEvents(audience.c, path));
    await Promise.all(pages.map((p) => p.next()));
    const refused = await fetch(`${server.url}${path}`, { headers: headersOf(audience.c) });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toBe(L.tooManyStreams);
    pages[0].close();
    await expect
      .poll(async () => {
        const res = await fetch(`${server.url}${path}`, { headers: headersOf(audience.c) });
        void res.body?.cancel();
        return res.status;
      })
      .toBe(200);
    pages.slice(1).forEach((p) => p.close());
  });
});

function headersOf(c: TestClient): Record<string, string> {
  return { origin: c.base, cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ") };
}

/** An open event stream: `next()` resolves with the next state event's data. */
function openEvents(c: TestClient, path: string) {
  const abort = new AbortController();
  const queue: any[] = [];
  const waiting: Array<(v: any) => void> = [];
  void (async () => {
    const res = await fetch(c.base + path, { headers: headersOf(c), signal: abort.signal });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (!data || !/^event: state$/m.test(block)) continue;
        const parsed = JSON.parse(data);
        const w = waiting.shift();
        if (w) w(parsed);
        else queue.push(parsed);
      }
    }
  })();
  return {
    next: () => (queue.length ? Promise.resolve(queue.shift()) : new Promise<any>((r) => waiting.push(r))),
    close: () => abort.abort(),
  };
}
