// Return for a debate assignment: the host hands one student's judged round back with a comment and,
// if she chooses, one more round. The student sees it returned, may debate again (that student only),
// and the returned round, its verdict and its grade stay in the history. Only the class's host may return.
import { describe, expect, it } from "vitest";
import { serverForTests } from "#tests/support/lifecycle.ts";
import { DEBATE_ASSIGNMENT_MESSAGES as D } from "#shared/messages/debate-assignments.ts";
import { assign, classWith, debateToVerdict, person } from "./debate-assignments-fixtures";

const server = serverForTests();
const GRADE = { matter: 6, manner: 7, method: 5, comment: "Solid start." };

describe("returning a judged round", () => {
  it("gives that student one more round, keeps the first round and its grade, and no one else gets one", async () => {
    const host = await person(server, "teacher");
    const ann = await person(server);
    const bea = await person(server);
    const classroomId = await classWith(server, host, ann, bea);
    const id = await assign(host, classroomId);
    const base = `/api/classrooms/${classroomId}/debates`;
    const annWork = `${base}/${id}/students/${ann.id}`;
    // Nothing to return before the round is judged.
    expect((await host.c.post(annWork + "/return", { comment: "Early." })).status).toBe(409);
    await debateToVerdict(ann, classroomId, id);
    await debateToVerdict(bea, classroomId, id);
    expect((await host.c.request("PUT", `${annWork}/grade`, GRADE)).status).toBe(200);

    const returned = await host.c.post(`${annWork}/return`, { comment: "Rebut their second point.", extra_attempt: true });
    expect(returned.status).toBe(200);
    expect(returned.body).toMatchObject({
      extra_attempt_open: true,
      returned: { comment: "Rebut their second point.", extra_attempt: true },
    });
    const mine = (await ann.c.get(`${base}/mine`)).body.assignments.find((a: { id: string }) => a.id === id);
    expect(mine.work).toMatchObject({ status: "returned", return_comment: "Rebut their second point.", extra_attempt_open: true });
    const hostRow = (await host.c.get(base)).body.assignments[0].students.find((s: { student_id: string }) => s.student_id === ann.id);
    expect(hostRow).toMatchObject({ status: "returned", extra_attempt_open: true });

    // Bea was given nothing: her judged round stays the only one.
    expect((await bea.c.post(`${base}/${id}/start`)).body.error).toBe(D.alreadyFinished);
    // Ann debates again; the new round is ungraded, and the first round's grade is in the history.
    await debateToVerdict(ann, classroomId, id);
    const after = (await host.c.get(annWork)).body;
    expect(after.grade).toBeNull();
    expect(after.work).toMatchObject({ status: "finished", return_comment: null, extra_attempt_open: false });
    expect(after.returns).toHaveLength(1);
    expect(after.returns[0]).toMatchObject({ grade: { matter: 6, manner: 7, method: 5, comment: "Solid start." }, extra_attempt: true });
    // The grant is used: a third round is refused.
    expect((await ann.c.post(`${base}/${id}/start`)).body.error).toBe(D.alreadyFinished);
  });

  it("returned with a comment only, stays judged and gives no new round", async () => {
    const host = await person(server, "teacher");
    const ann = await person(server);
    const classroomId = await classWith(server, host, ann);
    const id = await assign(host, classroomId);
    const base = `/api/classrooms/${classroomId}/debates`;
    await debateToVerdict(ann, classroomId, id);
    const r = await host.c.post(`${base}/${id}/students/${ann.id}/return`, { comment: "Well done." });
    expect([r.status, r.body.extra_attempt_open]).toEqual([200, false]);
    expect((await ann.c.get(`${base}/${id}/students/${ann.id}`)).body.work).toMatchObject({
      status: "returned",
      return_comment: "Well done.",
    });
    expect((await ann.c.post(`${base}/${id}/start`)).body.error).toBe(D.alreadyFinished);
  });
});

describe("who may return a round", () => {
  it("only the class's host: not another teacher, the student, a student of another class, or someone signed out", async () => {
    const host = await person(server, "teacher");
    const ann = await person(server);
    const bea = await person(server);
    const classroomId = await classWith(server, host, ann, bea);
    const otherTeacher = await person(server, "teacher");
    const outsider = await person(server);
    await classWith(server, otherTeacher, outsider);
    const id = await assign(host, classroomId);
    const base = `/api/classrooms/${classroomId}/debates`;
    await debateToVerdict(ann, classroomId, id);
    const path = `${base}/${id}/students/${ann.id}/return`;
    const body = { comment: "Sneaky.", extra_attempt: true };
    for (const who of [otherTeacher, ann, bea, outsider]) expect((await who.c.post(path, body)).status).toBe(403);
    expect((await server.client().post(path, body)).status).toBe(401);
    expect((await ann.c.post(`${base}/${id}/start`)).body.error).toBe(D.alreadyFinished);
    expect((await host.c.post(`${base}/${id}/students/${outsider.id}/return`, body)).status).toBe(404);
  });
});
