// The one gradebook, through the real HTTP API: a lesson and a debate assignment as columns of one table
// and one CSV; each cell says which attempt the teacher graded and both scores where they differ; the
// class average is of the teacher's grade where given, else the automatic score. The CSV is read back
// with a spreadsheet library (exceljs), told to read "3/3" as a date as spreadsheets do, and the name
// and the numbers come back intact. The host only: another teacher, a student and no one are refused.
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "#server/db/schema/index.ts";
import { startTestServer, type TestClient, type TestServer } from "#tests/support/test-server.ts";
import { ALL_RIGHT, classroomWith, makeLesson, person, setTeacher, type Person } from "./classrooms-fixtures";
import { debateToVerdict } from "./debate-assignments-fixtures";

const ZOE = "Zoë O'Brien-Núñez";
const ONE_WRONG = { q0: "Proof", q1: "Prime Minister" };

let server: TestServer;
let host: Person;
let zoe: Person;
let bea: Person;
let roomId: string;
let lessonId: string;
let debateId: string;
let judgeTotal: number;

/** The response's bytes as sent (the test client decodes text, which drops a byte-order mark). */
async function rawGet(c: TestClient, path: string) {
  const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await fetch(c.base + path, { headers: { origin: c.base, cookie } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

beforeAll(async () => {
  server = await startTestServer();
  host = await person(server, "teacher");
  zoe = await person(server);
  bea = await person(server);
  await server.deps.db.update(profiles).set({ username: ZOE }).where(eq(profiles.id, zoe.id));
  await setTeacher(server, host.id, { show_class_averages: true });
  const room = await classroomWith(host, [zoe, bea], "Year 9 debating");
  roomId = room.id;
  lessonId = (await makeLesson(server, host.id, { title: "Signposting" })).id;
  const assigned = await host.c.post(`/api/classrooms/${roomId}/lessons`, {
    lesson_id: lessonId,
    rules: { reveal_answers: "never", max_attempts: "2", lock_on_grade: false },
  });
  expect(assigned.status).toBe(200);
  const lessonPath = `/api/classrooms/${roomId}/lessons/${lessonId}`;

  // Zoë: attempt 1 (1 of 2, 50) graded 62, then attempt 2 (2 of 2, 100) after the grade. Bea: 2 of 2, ungraded.
  expect((await zoe.c.post(`${lessonPath}/submit`, { answers: ONE_WRONG })).status).toBe(200);
  const graded = await host.c.put(`${lessonPath}/students/${zoe.id}/feedback`, {
    teacher_feedback: "Signpost each point.",
    teacher_score: 62,
  });
  expect(graded.status).toBe(200);
  expect((await zoe.c.post(`${lessonPath}/submit`, { answers: ALL_RIGHT })).status).toBe(200);
  expect((await bea.c.post(`${lessonPath}/submit`, { answers: ALL_RIGHT })).status).toBe(200);

  // A debate: Zoë's round judged and graded 8 + 7 + 9 = 24 of 30; Bea has not started.
  const made = await host.c.post(`/api/classrooms/${roomId}/debates`, {
    motion: "This House would lower the voting age to 16.",
    side: "Government",
  });
  expect(made.status).toBe(200);
  debateId = made.body.assignment.id;
  await debateToVerdict(zoe, roomId, debateId);
  const round = await host.c.get(`/api/classrooms/${roomId}/debates/${debateId}/students/${zoe.id}`);
  judgeTotal = round.body.work.judge.total;
  const grade = await host.c.put(`/api/classrooms/${roomId}/debates/${debateId}/students/${zoe.id}/grade`, {
    matter: 8,
    manner: 7,
    method: 9,
    comment: "Clear case.",
  });
  expect(grade.status).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

describe("the gradebook", () => {
  it("has a column per lesson and debate, the graded attempt and both scores, and averages of the grade where given", async () => {
    const res = await host.c.get(`/api/classrooms/${roomId}/gradebook`);
    expect(res.status).toBe(200);
    const book = res.body;
    expect(book.columns.map((c: { kind: string; id: string; out_of: number }) => [c.kind, c.id, c.out_of])).toEqual([
      ["lesson", lessonId, 100],
      ["debate", debateId, 30],
    ]);
    const row = (id: string) => book.rows.find((r: { student_id: string }) => r.student_id === id);
    expect(row(zoe.id).username).toBe(ZOE);
    expect(row(zoe.id).cells[0]).toMatchObject({
      status: "resubmitted",
      auto: 100,
      grade: 62,
      graded_attempt: 1,
      graded_auto: 50,
      attempts: 2,
      after_grading: true,
      quiz_correct: 2,
      quiz_total: 2,
    });
    expect(row(zoe.id).cells[1]).toMatchObject({ status: "graded", auto: judgeTotal, grade: 24, graded_attempt: 1, attempts: 1 });
    expect(row(bea.id).cells[0]).toMatchObject({ status: "submitted", auto: 100, grade: null, graded_attempt: null, attempts: 1 });
    expect(row(bea.id).cells[1]).toMatchObject({ status: "not_started", auto: null, grade: null, attempts: 0 });
    // Zoë's 62 (the teacher's grade) and Bea's 100 (automatic): 81; the debate: Zoë's 24 alone.
    expect(book.averages).toEqual([
      { column_id: lessonId, average: 81 },
      { column_id: debateId, average: 24 },
    ]);
  });

  it("exports a CSV a spreadsheet reads back with the name and the numbers intact", async () => {
    const { status, bytes } = await rawGet(host.c, `/api/classrooms/${roomId}/gradebook.csv`);
    expect(status).toBe(200);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const read = async (dateFormats: string[]) =>
      new ExcelJS.Workbook().csv.read(Readable.from([bytes]), { dateFormats } as Parameters<ExcelJS.Csv["read"]>[1]);
    // As a spreadsheet in a US locale would, "3/3" reads as 3 March: the reader catches a quiz written that way.
    const control = await new ExcelJS.Workbook().csv.read(Readable.from([Buffer.from('"3/3"\r\n')]), {
      dateFormats: ["M/D"],
    } as Parameters<ExcelJS.Csv["read"]>[1]);
    expect(control.getCell("A1").value).toBeInstanceOf(Date);

    const sheet = await read(["M/D", "D/M", "M/D/YYYY", "YYYY-MM-DD"]);
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const col = (name: string) => header.indexOf(name) + 1;
    expect(header[0]).toBe("Student");
    const rowOf = (name: string) => {
      for (let i = 2; i <= sheet.rowCount; i++) if (sheet.getCell(i, 1).value === name) return sheet.getRow(i);
      throw new Error(`no row for ${name}`);
    };
    const zoeRow = rowOf(ZOE);
    const value = (r: ExcelJS.Row, name: string) => {
      expect(col(name), name).toBeGreaterThan(0);
      return r.getCell(col(name)).value;
    };
    expect(value(zoeRow, "Signposting: quiz right (of 2)")).toBe(2);
    expect(value(zoeRow, "Signposting: quiz %")).toBe(100);
    expect(value(zoeRow, "Signposting: overall (auto)")).toBe(100);
    expect(value(zoeRow, "Signposting: teacher grade")).toBe(62);
    expect(value(zoeRow, "Signposting: graded attempt")).toBe(1);
    expect(value(zoeRow, "Signposting: attempts")).toBe(2);
    expect(value(zoeRow, "Signposting: counted (teacher, else auto)")).toBe(62);
    const debate = "Debate: This House would lower the voting age to 16.";
    expect(value(zoeRow, `${debate}: judge (auto, of 30)`)).toBe(judgeTotal);
    expect(value(zoeRow, `${debate}: teacher grade (of 30)`)).toBe(24);

    // The average row in the same form: numbers, and the figure counted as on screen.
    const avg = rowOf("Class average (mean of each column)");
    expect(value(avg, "Signposting: quiz right (of 2)")).toBe(2);
    expect(value(avg, "Signposting: quiz %")).toBe(100);
    expect(value(avg, "Signposting: counted (teacher, else auto)")).toBe(81);
    expect(value(avg, `${debate}: counted (teacher, else auto)`)).toBe(24);
    // Not a date anywhere: every figure came back a number or a word.
    sheet.eachRow((r) => (r.values as unknown[]).forEach((v) => expect(v instanceof Date).toBe(false)));
  });

  it("refuses another teacher, a student of the class and no one, on both routes", async () => {
    const other = await person(server, "teacher");
    const stranger = server.client();
    for (const path of [`/api/classrooms/${roomId}/gradebook`, `/api/classrooms/${roomId}/gradebook.csv`]) {
      const replies = [await other.c.get(path), await zoe.c.get(path), await stranger.get(path)];
      expect(replies.map((r) => r.status)).toEqual([403, 403, 401]);
      for (const r of replies) expect(JSON.stringify(r.body)).not.toContain("Brien");
    }
    expect((await host.c.get(`/api/classrooms/${crypto.randomUUID()}/gradebook`)).status).toBe(404);
    expect((await host.c.get(`/api/classrooms/not-a-uuid/gradebook.csv`)).status).toBe(400);
  });
});
