// Teacher lessons: what the server refuses to store. Every bad input is a 400 with the
// spec's message (or one worded like it), never a 500, and nothing is written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestServer, TEACHER_CODE, type TestClient, type TestServer } from "#tests/support/test-server.ts";
import { lessons } from "#server/db/schema/index.ts";
import { ADMIN_MESSAGES as A, COMMON_MESSAGES, LESSON_MESSAGES as L, QUIZ_MESSAGES as Q } from "#shared/messages/index.ts";
import { FOLDER_NAME_MAX, LESSON_TITLE_MAX, PROMPT_MAX, READING_MAX } from "#shared/lessons/schemas.ts";

let server: TestServer;
let teacher: TestClient;
let teacherId: string;
let lessonId: string;
const ok = { title: "T", reading: "R" };
const q = (text: string, options: string[], correct: string) => ({ text, options, correct });
const good = q("Who opens?", ["PM", "LO"], "PM");

beforeAll(async () => {
  server = await startTestServer();
  teacher = server.client();
  teacherId = (await teacher.signup({ role: "teacher", teacherCode: TEACHER_CODE })).body.user.id;
  lessonId = (await teacher.post("/api/lessons", { ...ok, title: "Untouched" })).body.lesson.id;
});
afterAll(async () => {
  await server?.close();
});

const count = async () => (await server.deps.db.select().from(lessons).where(eq(lessons.ownerId, teacherId))).length;

describe("a lesson body", () => {
  const cases: [name: string, body: unknown, error: string][] = [
    ["no title", { reading: "R" }, L.titleRequired],
    ["a blank title", { title: "   ", reading: "R" }, L.titleRequired],
    ["a title that is a number", { title: 5, reading: "R" }, L.titleRequired],
    ["no reading", { title: "T" }, L.readingRequired],
    ["a blank reading", { title: "T", reading: "\n \t" }, L.readingRequired],
    ["a reading that is a list", { title: "T", reading: ["R"] }, L.readingRequired],
    ["a title too long", { ...ok, title: "x".repeat(LESSON_TITLE_MAX + 1) }, A.titleTooLong],
    ["a reading too long", { ...ok, reading: "x".repeat(READING_MAX + 1) }, A.readingTooLong],
    ["a prompt too long", { ...ok, writing_prompt: "x".repeat(PROMPT_MAX + 1) }, A.promptTooLong],
    ["too many questions", { ...ok, quiz: Array.from({ length: 21 }, () => good) }, A.tooManyQuestions],
    ["a question without text", { ...ok, quiz: [good, q("  ", ["A", "B"], "A")] }, Q.missingText(2)],
    ["a question with one option", { ...ok, quiz: [q("Q", ["A", " ", ""], "A")] }, Q.missingOptions(1)],
    ["a question with duplicate options", { ...ok, quiz: [good, good, q("Q", ["A", " A"], "A")] }, Q.duplicateOptions(3)],
    ["a correct answer that is no option", { ...ok, quiz: [q("Q", ["A", "B"], "C")] }, Q.correctNotAnOption(1)],
    ["a NUL in the title", { ...ok, title: "T\u0000" }, COMMON_MESSAGES.unstorableText],
    ["a NUL in the reading", { ...ok, reading: "R\u0000" }, COMMON_MESSAGES.unstorableText],
    ["a NUL in the prompt", { ...ok, writing_prompt: "\u0000" }, COMMON_MESSAGES.unstorableText],
    ["a NUL in an option", { ...ok, quiz: [q("Q", ["A\u0000", "B"], "B")] }, COMMON_MESSAGES.unstorableText],
    ["a lone surrogate in the title", { ...ok, title: "T\ud800" }, COMMON_MESSAGES.unstorableText],
  ];
  for (const [name, body, error] of cases) {
    it(`refuses ${name}, on create and on edit`, async () => {
      const before = await count();
      const created = await teacher.post("/api/lessons", body);
      expect([created.status, created.body]).toEqual([400, { error }]);
      const edited = await teacher.put(`/api/lessons/${lessonId}`, body);
      expect([edited.status, edited.body]).toEqual([400, { error }]);
      expect(await count()).toBe(before);
    });
  }

  it("refuses wrong types and malformed JSON with a 400 and a message, never a 500", async () => {
    const bodies: unknown[] = [
      "{not json",
      "[]",
      "null",
      '"text"',
      "42",
      { ...ok, level: "expert" },
      { ...ok, level: 3 },
      { ...ok, quiz: "[]" },
      { ...ok, quiz: { questions: [] } },
      { ...ok, quiz: [null] },
      { ...ok, quiz: [{ text: "Q", options: "A,B", correct: "A" }] },
      { ...ok, quiz: [{ text: "Q", options: ["A", "B", "C", "D", "E", "F"], correct: "A" }] },
      { ...ok, quiz: [{ text: "Q", options: ["A", "B"], correct: 0 }] },
      { ...ok, writing_prompt: 7 },
      { ...ok, folder_id: "not-a-uuid" },
      { ...ok, folder_id: 12 },
    ];
    for (const body of bodies) {
      for (const res of [await teacher.post("/api/lessons", body), await teacher.put(`/api/lessons/${lessonId}`, body)]) {
        expect([body, res.status]).toEqual([body, 400]);
        expect(typeof res.body.error).toBe("string");
        expect(res.body.error.length).toBeGreaterThan(0);
      }
    }
    expect((await teacher.post("/api/lessons", "{not json")).body).toEqual({ error: COMMON_MESSAGES.invalidJson });
    expect((await teacher.post("/api/lessons", { ...ok, folder_id: "x" })).body).toEqual({ error: L.folderNotFound });
    const [row] = await server.deps.db.select().from(lessons).where(eq(lessons.id, lessonId));
    expect(row).toMatchObject({ title: "Untouched", reading: "R" });
  });

  it("accepts the largest lesson the limits allow", async () => {
    const options = ["A", "B", "C", "D", "E"].map((o) => o.repeat(300));
    const res = await teacher.post("/api/lessons", {
      title: "t".repeat(LESSON_TITLE_MAX),
      reading: "r".repeat(READING_MAX),
      writing_prompt: "p".repeat(PROMPT_MAX),
      quiz: Array.from({ length: 20 }, (_, i) => ({ text: `${i} `.repeat(200).slice(0, 600), options, correct: options[4] })),
    });
    expect(res.status).toBe(200);
    expect(res.body.lesson.quiz).toHaveLength(20);
    expect(res.body.lesson.quiz[19].id).toBe("q19");
  });
});

describe("other inputs", () => {
  it("refuses a bad folder name, move body or search", async () => {
    const folder = (await teacher.post("/api/lesson-folders", { name: "F" })).body.folder;
    for (const [body, error] of [
      [{}, L.folderNameRequired],
      [{ name: "   " }, L.folderNameRequired],
      [{ name: 3 }, L.folderNameRequired],
      [{ name: "x".repeat(FOLDER_NAME_MAX + 1) }, L.folderNameTooLong],
      [{ name: "F\u0000" }, COMMON_MESSAGES.unstorableText],
    ] as const) {
      const created = await teacher.post("/api/lesson-folders", body);
      expect([body, created.status, created.body]).toEqual([body, 400, { error }]);
      const renamed = await teacher.request("PATCH", `/api/lesson-folders/${folder.id}`, body);
      expect([body, renamed.status, renamed.body]).toEqual([body, 400, { error }]);
    }
    expect((await teacher.post("/api/lesson-folders", "{")).status).toBe(400);
    for (const body of [{}, { folder_id: "x" }, { folder_id: 1 }, "[", []]) {
      const res = await teacher.put(`/api/lessons/${lessonId}/folder`, body);
      expect([body, res.status, typeof res.body.error]).toEqual([body, 400, "string"]);
    }
    for (const search of ["x".repeat(201), "%00"]) {
      const res = await teacher.get(`/api/lessons?search=${search}`);
      expect([search.slice(0, 5), res.status, typeof res.body.error]).toEqual([search.slice(0, 5), 400, "string"]);
    }
  });
});
