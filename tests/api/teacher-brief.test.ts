// A teacher's own brief for a debate assignment: saved, read and checked as the host; refused to another
// teacher, a student and a signed-out visitor; argued from by the opponent of the assignment's rounds; and
// drafted by a model (the scripted OpenAI-compatible server) when one is configured.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "#tests/support/test-server.ts";
import { fakeLlmForTests, serverForTests } from "#tests/support/lifecycle.ts";
import { AUTH_MESSAGES, CLASSROOM_MESSAGES as C, TEACHER_BRIEF_MESSAGES as B } from "#shared/messages/index.ts";
import { TEACHER_BRIEF, TYPED_MOTION } from "#tests/support/teacher-brief.ts";
import { assign, classWith, person, type Person } from "./debate-assignments-fixtures";

let server: TestServer;
let teacher: Person;
let other: Person;
let student: Person;
let classroomId: string;
let assignmentId: string;

beforeAll(async () => {
  server = await startTestServer();
  teacher = await person(server, "teacher");
  other = await person(server, "teacher");
  student = await person(server);
  classroomId = await classWith(server, teacher, student);
  assignmentId = await assign(teacher, classroomId, { motion: TYPED_MOTION, side: "Opposition" });
});
afterAll(async () => {
  await server?.close();
});

const url = () => `/api/classrooms/${classroomId}/debates/${assignmentId}/brief`;

describe("a teacher's brief for her assignment", () => {
  it("starts empty, is saved and read back as the host, and shows on the assignment", async () => {
    const empty = await teacher.c.get(url());
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ motion: TYPED_MOTION, brief: null, bank_motion: null, draft_available: false });

    const saved = await teacher.c.put(url(), { brief: TEACHER_BRIEF });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.brief).toEqual(TEACHER_BRIEF);
    expect((await teacher.c.get(url())).body.brief).toEqual(TEACHER_BRIEF);
    const list = await teacher.c.get(`/api/classrooms/${classroomId}/debates`);
    expect(list.body.assignments[0]).toMatchObject({ id: assignmentId, has_brief: true });
  });

  it("takes one claim a side and nothing more, trims, and lower-cases the actors", async () => {
    const small = {
      proposition: { arguments: [{ claim: "  Pupils work harder at subjects they have chosen for themselves.  " }] },
      opposition: { arguments: [{ claim: "Fourteen is too young to close doors to later study and work." }] },
      actors: ["Pupils"],
    };
    const res = await teacher.c.put(url(), { brief: small });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.brief).toEqual({
      proposition: { arguments: [{ claim: "Pupils work harder at subjects they have chosen for themselves." }] },
      opposition: { arguments: [{ claim: "Fourteen is too young to close doors to later study and work." }] },
      clashes: [],
      actors: ["pupils"],
    });
  });

  it("refuses a brief outside the bank's shape and limits with the form's message", async () => {
    const side = TEACHER_BRIEF.proposition;
    const bad: [unknown, string][] = [
      [{ ...TEACHER_BRIEF, opposition: { arguments: [] } }, B.claimRequired],
      [{ ...TEACHER_BRIEF, proposition: { arguments: [{ claim: "Too short." }] } }, B.tooShort("A claim", 30)],
      [{ ...TEACHER_BRIEF, proposition: { ...side, weighing: "x".repeat(551) } }, B.tooLong("The weighing", 550)],
      [{ ...TEACHER_BRIEF, proposition: { arguments: [...side.arguments, ...side.arguments] } }, B.tooMany("arguments a side", 3)],
      [
        { ...TEACHER_BRIEF, proposition: { arguments: [{ ...side.arguments[0], example: { kind: "case", text: "A".repeat(80) } }] } },
        B.caseNeedsSource,
      ],
      [{ ...TEACHER_BRIEF, clashes: ["a".repeat(30), "b".repeat(30), "c".repeat(30), "d".repeat(30)] }, B.tooMany("clashes", 3)],
    ];
    for (const [brief, message] of bad) {
      const res = await teacher.c.put(url(), { brief });
      expect(res.status, JSON.stringify(brief).slice(0, 200)).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect((await teacher.c.put(url(), { brief: { nonsense: true } })).status).toBe(400);
    expect((await teacher.c.put(url(), {})).status).toBe(400);
  });

  it("is the host's alone: another teacher and a student get 403, a visitor 401, an unknown assignment 404", async () => {
    expect((await teacher.c.put(url(), { brief: TEACHER_BRIEF })).status).toBe(200);
    for (const p of [other, student]) {
      const read = await p.c.get(url());
      expect(read.status).toBe(403);
      expect(read.body.error).toBe(C.notHost);
      expect((await p.c.put(url(), { brief: null })).status).toBe(403);
      expect((await p.c.post(`${url()}/draft`)).status).toBe(403);
    }
    const visitor = server.client();
    expect((await visitor.get(url())).status).toBe(401);
    expect((await visitor.put(url(), { brief: null })).body.error).toBe(AUTH_MESSAGES.notSignedIn);
    const unknown = `/api/classrooms/${classroomId}/debates/00000000-0000-4000-8000-000000000000/brief`;
    expect((await teacher.c.get(unknown)).status).toBe(404);
    // Nothing the others tried changed it.
    expect((await teacher.c.get(url())).body.brief).toEqual(TEACHER_BRIEF);
  });

  it("offers no draft without a model", async () => {
    const res = await teacher.c.post(`${url()}/draft`);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(B.draftNeedsModel);
  });

  it("is what the opponent of the assignment's round argues from, in the opening and the replies", async () => {
    const start = await student.c.post(`/api/classrooms/${classroomId}/debates/${assignmentId}/start`);
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const history = await student.c.get("/api/debate/history");
    const opening: string = history.body.messages[0].content;
    expect(opening).toContain("your teacher wrote a brief for this motion");
    // The student argues Opposition, so the opponent runs the teacher's proposition case.
    expect(opening).toContain(TEACHER_BRIEF.proposition.arguments[0].claim);
    const reply = await student.c.post("/api/debate/message", {
      content:
        "At fourteen, pupils drop subjects for the wrong reasons and close doors they will later want open. " +
        "A pupil who hates chemistry this year may want to be a nurse in three years.",
    });
    expect(reply.status).toBe(200);
    // Her rebuttal runs on from the reply's own words, so its first letter may be lower case.
    expect(reply.body.reply).toContain(TEACHER_BRIEF.opposition.arguments[0].rebuttal!.split(". ")[0].slice(1));
  });

  it("is removed with null", async () => {
    const removed = await teacher.c.put(url(), { brief: null });
    expect(removed.status).toBe(200);
    expect(removed.body.brief).toBeNull();
    expect((await teacher.c.get(`/api/classrooms/${classroomId}/debates`)).body.assignments[0].has_brief).toBe(false);
  });
});

describe("a draft of the brief from a model", () => {
  const llm = fakeLlmForTests();
  const modelServer = serverForTests(() => ({
    LLM_BASE_URL: llm.url,
    LLM_MODEL: "scripted",
    LLM_TIMEOUT_MS: "2000",
    LLM_MAX_RETRIES: "0",
  }));

  it("asks the model for the brief's shape and hands back its draft unsaved; a bad answer is a 502", async () => {
    const host = await person(modelServer, "teacher");
    const room = await classWith(modelServer, host);
    const id = await assign(host, room, { motion: TYPED_MOTION });
    const path = `/api/classrooms/${room}/debates/${id}/brief`;
    expect((await host.c.get(path)).body.draft_available).toBe(true);

    llm.script([{ kind: "json", content: JSON.stringify(TEACHER_BRIEF) }]);
    const draft = await host.c.post(`${path}/draft`);
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body.brief).toEqual(TEACHER_BRIEF);
    const asked = llm.requests.at(-1);
    expect(JSON.stringify(asked.messages)).toContain(TYPED_MOTION);
    expect(asked.max_tokens).toBe(5000);
    expect(asked.response_format?.type).toBe("json_schema");
    // A draft is not saved until the teacher saves it.
    expect((await host.c.get(path)).body.brief).toBeNull();

    llm.script([{ kind: "json", content: JSON.stringify({ proposition: { arguments: [] } }) }]);
    const bad = await host.c.post(`${path}/draft`);
    expect(bad.status).toBe(502);
    expect(bad.body.error).toBe(B.draftFailed);
  });
});
