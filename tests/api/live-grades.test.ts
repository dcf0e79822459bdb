// Live rounds in the one gradebook and in the student's own results, through the real HTTP API. A World
// Schools round for six of a class of eight (two in the audience) and a British Parliamentary round for
// all eight: once finished with the chair's ballot, each is a column of the gradebook (JSON and CSV, the
// CSV read back with exceljs) with each debater's points, reply points and team result, the chair's
// reason, and the audience empty. Before release it is the teacher's alone (marked unreleased); the
// students see their own result, in their class view and their progress, only once it is released, and
// nothing leaks to another class, another teacher or no one.
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { profiles } from "#server/db/schema/index.ts";
import { serverForTests } from "#tests/support/lifecycle.ts";
import type { TestClient } from "#tests/support/test-server.ts";
import { GRADEBOOK_MESSAGES as G } from "#shared/messages/gradebook.ts";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/classrooms.ts";
import { classroomWith, person, setTeacher, type Person } from "./classrooms-fixtures";

const server = serverForTests();
const ZOE = "Zoë O'Brien-Núñez";
const MOTION = "This House would make voting compulsory.";
const BP_MOTION = "This House would abolish homework.";
const WS = ["prop:1", "prop:2", "prop:3", "opp:1", "opp:2", "opp:3"];
const BP = ["og:1", "og:2", "oo:1", "oo:2", "cg:1", "cg:2", "co:1", "co:2"];
// Opening with "=": a spreadsheet would run it as a formula unless the CSV defuses it.
const REASON = "=Proposition won: the turnout mechanism stood.\nOpposition's principle was never weighed.";
const BP_POINTS = { "og:1": 78, "og:2": 77, "oo:1": 80, "oo:2": 79, "cg:1": 72, "cg:2": 71, "co:1": 74, "co:2": 73 };
const POINTS = { "prop:1": 75, "prop:2": 72.5, "prop:3": 71, "opp:1": 70, "opp:2": 69.5, "opp:3": 68 };

let teacher: Person;
let otherTeacher: Person;
let students: Person[];
let outsider: Person;
let roomId: string;
let wsRound: string;
let bpRound: string;

const at = (slot: string) => students[WS.indexOf(slot)];
const audience = () => students.slice(6);

async function act(id: string, action: string) {
  const version = (await teacher.c.get(`/api/live-rounds/${id}`)).body.round.version;
  const res = await teacher.c.post(`/api/live-rounds/${id}/actions`, { action, version });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function roundWithBallot(round: Record<string, unknown>, ballot: Record<string, unknown>) {
  const made = await teacher.c.post(`/api/classrooms/${roomId}/live-rounds`, { prep_minutes: 0, ...round });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const id = made.body.round.id as string;
  await act(id, "end");
  const saved = await teacher.c.put(`/api/live-rounds/${id}/ballot`, ballot);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return id;
}

const release = async (id: string, released: boolean) =>
  expect((await teacher.c.post(`/api/live-rounds/${id}/ballot/release`, { released })).status).toBe(200);

/** The response's bytes as sent (the test client decodes text, which drops a byte-order mark). */
async function rawGet(c: TestClient, path: string) {
  const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await fetch(c.base + path, { headers: { origin: c.base, cookie } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function csvSheet() {
  const { status, bytes } = await rawGet(teacher.c, `/api/classrooms/${roomId}/gradebook.csv`);
  expect(status).toBe(200);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const sheet = await new ExcelJS.Workbook().csv.read(Readable.from([bytes]), {
    dateFormats: ["M/D", "D/M", "M/D/YYYY", "YYYY-MM-DD"],
  } as Parameters<ExcelJS.Csv["read"]>[1]);
  const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const rowOf = (name: string) => {
    for (let i = 2; i <= sheet.rowCount; i++) if (sheet.getCell(i, 1).value === name) return sheet.getRow(i);
    throw new Error(`no row for ${name}`);
  };
  const value = (r: ExcelJS.Row, name: string) => {
    const col = header.indexOf(name) + 1;
    expect(col, `${name} in ${header.join(" | ")}`).toBeGreaterThan(0);
    return r.getCell(col).value;
  };
  return { sheet, header, rowOf, value };
}

const usernameOf = async (p: Person) =>
  (await server.deps.db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, p.id)))[0].username;

beforeAll(async () => {
  teacher = await person(server, "teacher");
  otherTeacher = await person(server, "teacher");
  students = [];
  for (let i = 0; i < 8; i++) students.push(await person(server));
  outsider = await person(server);
  await server.deps.db.update(profiles).set({ username: ZOE }).where(eq(profiles.id, students[0].id));
  await setTeacher(server, teacher.id, { show_class_averages: true });
  roomId = (await classroomWith(teacher, students, "Year 10 debating")).id;
  await classroomWith(otherTeacher, [outsider], "Another class");

  wsRound = await roundWithBallot(
    {
      format: "world-schools",
      motion: MOTION,
      positions: Object.fromEntries(WS.map((s, i) => [s, students[i].id])),
      // The second Proposition speaker gives the reply (the first is the default on Opposition).
      reply_speakers: { prop: 2 },
    },
    { winner: "prop", points: POINTS, reply_points: { prop: 36.5, opp: 35 }, reason: REASON },
  );
  bpRound = await roundWithBallot(
    { format: "british-parliamentary", motion: BP_MOTION, positions: Object.fromEntries(BP.map((s, i) => [s, students[i].id])) },
    {
      ranks: { og: 2, oo: 1, cg: 4, co: 3 },
      points: BP_POINTS,
      reason: "Opening Opposition carried the clash.",
    },
  );
});

type Book = {
  columns: Array<{ id: string; kind: string; title: string; out_of: number | null; live?: Record<string, any> }>;
  rows: Array<{ student_id: string; username: string; cells: Array<Record<string, any>> }>;
  averages: Array<{ column_id: string; average: number | null; basis?: string }> | null;
};

async function gradebook(): Promise<Book> {
  const res = await teacher.c.get(`/api/classrooms/${roomId}/gradebook`);
  expect(res.status).toBe(200);
  return res.body;
}

function cellOf(book: Book, roundId: string, p: Person) {
  const i = book.columns.findIndex((c) => c.id === roundId);
  expect(i).toBeGreaterThanOrEqual(0);
  return book.rows.find((r) => r.student_id === p.id)!.cells[i];
}

async function studentSees(p: Person) {
  const inClass = await p.c.get(`/api/classrooms/${roomId}/live-results`);
  const everywhere = await p.c.get(`/api/live-results`);
  expect([inClass.status, everywhere.status]).toEqual([200, 200]);
  return { inClass: inClass.body.results as Array<Record<string, any>>, everywhere: everywhere.body.results as Array<Record<string, any>> };
}

describe("a live round in the gradebook before its ballot is released", () => {
  it("is a column for the teacher, marked unreleased, with each debater's points, reply and result and the audience empty", async () => {
    const book = await gradebook();
    const cols = book.columns.filter((c) => c.kind === "live_round");
    expect(cols.map((c) => c.id)).toEqual([wsRound, bpRound]);
    const ws = cols[0];
    expect(ws).toMatchObject({ title: MOTION, out_of: 80 });
    expect(ws.live).toMatchObject({
      round_id: wsRound,
      format: "world-schools",
      format_name: "World Schools",
      released: false,
      reason: REASON,
      points_scale: { min: 60, max: 80, step: 0.5 },
      reply_scale: { min: 30, max: 40, step: 0.5 },
    });
    expect(cellOf(book, wsRound, at("prop:2"))).toMatchObject({
      status: "debated",
      status_label: "Won",
      live: {
        slot: "prop:2",
        speaker_label: "Second Proposition",
        team_label: "Proposition",
        points: 72.5,
        reply_points: 36.5,
        result: "won",
      },
    });
    expect(cellOf(book, wsRound, at("opp:1")).live).toMatchObject({ points: 70, reply_points: 35, result: "lost", result_label: "Lost" });
    expect(cellOf(book, wsRound, at("prop:1")).live).toMatchObject({ points: 75, reply_points: null });
    for (const p of audience())
      expect(cellOf(book, wsRound, p)).toMatchObject({ status: "audience", status_label: G.liveAudience, live: null });
    // British Parliamentary: the team's rank, of four.
    expect(cellOf(book, bpRound, students[2]).live).toMatchObject({ result: "ranked", rank: 1, result_label: "1st of 4", points: 80 });
    expect(cellOf(book, bpRound, students[5]).live).toMatchObject({ rank: 4, result_label: "4th of 4" });

    // The averages: the six debaters' speaker points (426 / 6 = 71), saying so.
    const avg = book.averages!.find((a) => a.column_id === wsRound)!;
    expect(avg.average).toBe(71);
    expect(avg.basis).toBe(G.liveAverageOf({ min: 60, max: 80, step: 0.5 }));
    expect(avg.basis).toContain("speaker points");
    expect(book.averages!.find((a) => a.column_id === bpRound)!.average).toBe(75.5);
  });

  it("shows no student anything of it: not their result, not the ballot", async () => {
    for (const p of [at("prop:2"), at("opp:1"), ...audience()]) {
      expect(await studentSees(p)).toEqual({ inClass: [], everywhere: [] });
      expect((await p.c.get(`/api/live-rounds/${wsRound}/ballot`)).body).toEqual({ ballot: null });
      expect(JSON.stringify((await p.c.get(`/api/live-rounds/${wsRound}`)).body)).not.toContain("turnout mechanism");
    }
  });

  it("is in the CSV too, marked not released", async () => {
    const { rowOf, value } = await csvSheet();
    const head = `Live round: ${MOTION} (World Schools, ${new Date().toISOString().slice(0, 10)})`;
    expect(value(rowOf(ZOE), `${head}: released`)).toBe("no");
  });
});

describe("once the chair releases the ballot", () => {
  beforeAll(async () => {
    await release(wsRound, true);
    await release(bpRound, true);
  });

  it("marks the column released, and the CSV reads back with the names and numbers intact", async () => {
    const book = await gradebook();
    expect(book.columns.find((c) => c.id === wsRound)!.live!.released).toBe(true);

    const { sheet, rowOf, value } = await csvSheet();
    const day = new Date().toISOString().slice(0, 10);
    const ws = `Live round: ${MOTION} (World Schools, ${day})`;
    const bp = `Live round: ${BP_MOTION} (British Parliamentary, ${day})`;
    const zoe = rowOf(ZOE);
    expect(value(zoe, `${ws}: released`)).toBe("yes");
    expect(value(zoe, `${ws}: position`)).toBe("First Proposition");
    expect(value(zoe, `${ws}: team`)).toBe("Proposition");
    expect(value(zoe, `${ws}: result`)).toBe("Won");
    expect(value(zoe, `${ws}: speaker points`)).toBe(75);
    expect(value(zoe, `${ws}: speaker points max`)).toBe(80);
    expect(value(zoe, `${ws}: reply points`)).toBe(null);
    // The reason keeps its words; the leading "=" is defused, never run.
    expect(value(zoe, `${ws}: chair's reason`)).toBe(`'${REASON}`);
    const second = rowOf(await usernameOf(at("prop:2")));
    expect(value(second, `${ws}: speaker points`)).toBe(72.5);
    expect(value(second, `${ws}: reply points`)).toBe(36.5);
    expect(value(second, `${ws}: reply points max`)).toBe(40);
    const watcher = rowOf(await usernameOf(audience()[0]));
    expect(value(watcher, `${ws}: position`)).toBe(G.liveAudience);
    expect(value(watcher, `${ws}: speaker points`)).toBe(null);
    expect(value(watcher, `${ws}: chair's reason`)).toBe(null);
    expect(value(rowOf(await usernameOf(students[2])), `${bp}: team rank`)).toBe(1);
    expect(value(rowOf(await usernameOf(students[2])), `${bp}: result`)).toBe("1st of 4");

    const avg = rowOf(G.csvAverageRow);
    expect(value(avg, `${ws}: speaker points`)).toBe(71);
    expect(value(avg, `${ws}: speaker points max`)).toBe(80);
    expect(value(avg, `${bp}: speaker points`)).toBe(75.5);
    sheet.eachRow((r) => (r.values as unknown[]).forEach((v) => expect(v instanceof Date).toBe(false)));
  });

  it("shows each debater their own result and the chair's reason, in the class view and in their progress", async () => {
    const mine = await studentSees(at("prop:2"));
    expect(mine.inClass).toEqual(mine.everywhere);
    expect(mine.inClass.map((r) => r.round_id)).toEqual([bpRound, wsRound]);
    expect(mine.inClass[1]).toMatchObject({
      classroom_id: roomId,
      classroom_name: "Year 10 debating",
      motion: MOTION,
      format_name: "World Schools",
      reason: REASON,
      points_scale: { min: 60, max: 80, step: 0.5 },
      result: { slot: "prop:2", points: 72.5, reply_points: 36.5, result: "won" },
    });
    // Their own part only: no one else's points come with it.
    const shown = JSON.stringify(mine.inClass);
    for (const other of [POINTS["prop:1"], POINTS["opp:2"], POINTS["opp:3"]]) expect(shown).not.toMatch(new RegExp(`:${other}[,}]`));

    // Two in the audience of the World Schools round debated in BP only.
    const watcher = await studentSees(audience()[0]);
    expect(watcher.inClass.map((r) => r.round_id)).toEqual([bpRound]);
  });

  it("hides it again when the chair holds the ballot back", async () => {
    await release(wsRound, false);
    const mine = await studentSees(at("prop:2"));
    expect(mine.inClass.map((r) => r.round_id)).toEqual([bpRound]);
    expect(mine.everywhere.map((r) => r.round_id)).toEqual([bpRound]);
    expect((await gradebook()).columns.find((c) => c.id === wsRound)!.live!.released).toBe(false);
    await release(wsRound, true);
  });
});

describe("who may read live-round grades", () => {
  it("keeps the gradebook (JSON and CSV) to the class's teacher", async () => {
    for (const path of [`/api/classrooms/${roomId}/gradebook`, `/api/classrooms/${roomId}/gradebook.csv`]) {
      const replies = [
        await otherTeacher.c.get(path),
        await at("prop:1").c.get(path),
        await outsider.c.get(path),
        await server.client().get(path),
      ];
      expect(replies.map((r) => r.status)).toEqual([403, 403, 403, 401]);
      for (const r of replies) expect(JSON.stringify(r.body)).not.toContain("turnout");
    }
  });

  it("keeps a class's results to its members: another class's student, another teacher and no one get nothing", async () => {
    const path = `/api/classrooms/${roomId}/live-results`;
    for (const stranger of [outsider, otherTeacher]) {
      const res = await stranger.c.get(path);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(C.notMember);
      expect((await stranger.c.get("/api/live-results")).body).toEqual({ results: [] });
    }
    expect((await server.client().get(path)).status).toBe(401);
    expect((await server.client().get("/api/live-results")).status).toBe(401);
    // The host debated nothing: her own results are empty (the gradebook is where she reads theirs).
    expect((await teacher.c.get(path)).body).toEqual({ results: [] });
    expect((await teacher.c.get(`/api/classrooms/${crypto.randomUUID()}/live-results`)).status).toBe(404);
    expect((await teacher.c.get(`/api/classrooms/not-a-uuid/live-results`)).status).toBe(400);
  });

  it("stops showing a class's rounds in the progress of a student who is no longer in it", async () => {
    const leaver = audience()[1];
    expect((await studentSees(leaver)).everywhere.map((r) => r.round_id)).toEqual([bpRound]);
    const left = await teacher.c.request("DELETE", `/api/classrooms/${roomId}/members/${leaver.id}`);
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    expect((await leaver.c.get("/api/live-results")).body).toEqual({ results: [] });
    expect((await leaver.c.get(`/api/classrooms/${roomId}/live-results`)).status).toBe(403);
  });
});
