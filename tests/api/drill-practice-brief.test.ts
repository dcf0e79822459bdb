// A teacher's brief in her class's drills: a student of the class practises on it only when the teacher
// lets the class (the argument to refute and the clash come from it, and the feedback reads her actors);
// before that, and for anyone outside the class, the drills know only the motion. The teacher, as the
// class's host, always practises on her own brief. The saved attempt keeps the request, never the brief;
// with a model, the prompt for material carries the brief and the prompt that scores the student's work does not.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "#tests/support/test-server.ts";
import { fakeLlmForTests, serverForTests } from "#tests/support/lifecycle.ts";
import { TEACHER_BRIEF, TYPED_MOTION } from "#tests/support/teacher-brief.ts";
import { assign, classWith, person, type Person } from "./debate-assignments-fixtures";

let server: TestServer;
let teacher: Person;
let student: Person;
let outsider: Person;
let classroomId: string;
let assignmentId: string;

/** An actor no motion-word reading would name, so only the brief can put it in the feedback. */
const ACTOR = "exam boards";
const BRIEF = { ...TEACHER_BRIEF, actors: [...TEACHER_BRIEF.actors, ACTOR] };
const TEACHER_CLAIM = TEACHER_BRIEF.proposition.arguments[0].claim;
const TEACHER_CLASH = TEACHER_BRIEF.clashes[0];

beforeAll(async () => {
  server = await startTestServer();
  teacher = await person(server, "teacher");
  student = await person(server);
  outsider = await person(server);
  classroomId = await classWith(server, teacher, student);
  assignmentId = await assign(teacher, classroomId, { motion: TYPED_MOTION, side: "Opposition" });
  const saved = await teacher.c.put(`/api/classrooms/${classroomId}/debates/${assignmentId}/brief`, { brief: BRIEF });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

const setPractice = async (practice: boolean) => {
  const res = await teacher.c.put(`/api/classrooms/${classroomId}/debates/${assignmentId}/brief`, { brief: { ...BRIEF, practice } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.brief.practice).toBe(practice);
};

/** A student's own PAEL argument for the motion, sent for feedback (a scored call, saved as an attempt). */
const ARGUMENT =
  "Pupils who hate a subject stop trying in every lesson, so letting them drop one at fourteen frees time for the subjects they care about.";
const argueFor = (who: Person) => who.c.post("/api/feedback", { motion: TYPED_MOTION, side: "Government", argument: ARGUMENT });

/** Everything the drill answered, as one text. */
const textOf = (body: unknown) => JSON.stringify(body);

async function material(who: Person, motion = TYPED_MOTION) {
  const argument = await who.c.post("/api/generate-argument", { motion, side: "Government" });
  const clash = await who.c.post("/api/clashes-example", { motion });
  return { argument: textOf(argument.body), clash: textOf(clash.body) };
}

async function missedActors(who: Person) {
  const res = await who.c.post("/api/characterization-feedback", {
    motion: TYPED_MOTION,
    actors: [
      {
        name: "Pupils",
        characterization: "Pupils at fourteen often hate one subject and stop working in every lesson because of it.",
        argument: "So letting them drop it makes them work harder at the subjects they keep.",
      },
    ],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.missed_key_actors as string[];
}

describe("a teacher's brief in the drills", () => {
  it("stays the teacher's while she has not let the class practise on it", async () => {
    const seen = await material(student);
    expect(seen.argument).not.toContain(TEACHER_CLAIM);
    expect(seen.clash).not.toContain(TEACHER_CLASH);
    expect(await missedActors(student)).not.toContain(ACTOR);
  });

  it("is the teacher's own practice material at any time", async () => {
    const seen = await material(teacher);
    expect(seen.argument).toContain(TEACHER_CLAIM);
    expect(seen.clash).toContain(TEACHER_CLASH);
    expect(seen.clash).toContain("your teacher's brief");
  });

  it("feeds the class's drills once she lets them practise on it, on the motion in any case or spacing", async () => {
    const shared = async () => (await student.c.get(`/api/classrooms/${classroomId}/debates/mine`)).body.assignments[0].brief_practice;
    expect(await shared()).toBe(false);
    await setPractice(true);
    expect(await shared()).toBe(true);
    const seen = await material(student);
    expect(seen.argument).toContain(TEACHER_CLAIM);
    expect(seen.clash).toContain(TEACHER_CLASH);
    expect(await missedActors(student)).toContain(ACTOR);
    const loose = await material(student, `  ${TYPED_MOTION.toUpperCase().replace(/\.$/, "").replace(/ /g, "  ")} `);
    expect(loose.argument).toContain(TEACHER_CLAIM);
  });

  it("never reaches a student outside the class, nor another motion", async () => {
    const seen = await material(outsider);
    expect(seen.argument).not.toContain(TEACHER_CLAIM);
    expect(seen.clash).not.toContain(TEACHER_CLASH);
    const other = await material(student, "This House would let pupils choose two school subjects to drop at fourteen.");
    expect(other.argument).not.toContain(TEACHER_CLAIM);
  });

  it("keeps the student's request in the saved attempt, without the brief", async () => {
    const res = await argueFor(student);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = await student.c.get(`/api/training/attempts/${res.body.attemptId}`);
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.body.input)).not.toContain(TEACHER_CLAIM);
    expect(saved.body.input).not.toHaveProperty("brief");
  });

  it("stops reaching the class when the teacher takes the permission back", async () => {
    await setPractice(false);
    expect((await material(student)).argument).not.toContain(TEACHER_CLAIM);
  });
});

describe("a teacher's brief in the drills, through a model", () => {
  const llm = fakeLlmForTests();
  const modelServer = serverForTests(() => ({
    LLM_BASE_URL: llm.url,
    LLM_MODEL: "coach-model",
    LLM_MAX_RETRIES: "0",
    LLM_TIMEOUT_MS: "2000",
  }));
  const pael = { point: "p", analysis: "a", example: "e", link: "l" };

  it("writes the material from her brief, and scores the student's work without it", async () => {
    const host = await person(modelServer, "teacher");
    const pupil = await person(modelServer);
    const room = await classWith(modelServer, host, pupil);
    const id = await assign(host, room, { motion: TYPED_MOTION, side: "Opposition" });
    const put = await host.c.put(`/api/classrooms/${room}/debates/${id}/brief`, { brief: { ...BRIEF, practice: true } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);

    llm.script([{ kind: "json", content: JSON.stringify({ pael, argument: pael }) }]);
    expect((await pupil.c.post("/api/generate-argument", { motion: TYPED_MOTION, side: "Government" })).status).toBe(200);
    const material = JSON.stringify(llm.requests.at(-1).messages);
    expect(material).toContain("motion's brief");
    expect(material).toContain(TEACHER_CLAIM);

    const scores = { argument_strength: 6, structure: 6, weighing: 6, style_clarity: 6, overall: 6 };
    llm.script([{ kind: "json", content: JSON.stringify({ scores, comments: "c", improvements: ["i"], feedback: "f" }) }]);
    const fb = await argueFor(pupil);
    expect(fb.status, JSON.stringify(fb.body)).toBe(200);
    const scoring = JSON.stringify(llm.requests.at(-1).messages);
    expect(scoring).toContain("Pupils who hate a subject");
    expect(scoring).not.toContain(TEACHER_CLAIM);
  });
});
