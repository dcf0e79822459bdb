// Saving feedback e-mails the student when their feedback_email setting is on (local SMTP server).
import { describe, expect, it } from "vitest";
import { mailEnv, serverForTests, smtpForTests } from "#tests/support/lifecycle.ts";
import { classroomWith, confirmedPerson, makeLesson, setNotifications, type Person } from "./classrooms-fixtures";

// Only the feedback e-mails (sign-up and assignments send to the same server).
const feedbackMail = () => smtp.mail.filter((m) => m.raw.includes("left feedback on"));

const person = (role?: "student" | "teacher") => confirmedPerson(server, role);

const smtp = smtpForTests();
const server = serverForTests(() => mailEnv(smtp));

describe("e-mail when feedback is saved", () => {
  it("reaches the student with feedback_email on, and not one with it off", async () => {
    const host = await person("teacher");
    const on = await person();
    const off = await person();
    await setNotifications(server, off.id, { feedback_email: false });
    const room = await classroomWith(host, [on, off], "Grading Class");
    const lesson = await makeLesson(server, host.id, { title: "Rebuttal Basics" });
    await host.c.post(`/api/classrooms/${room.id}/lessons`, { lesson_id: lesson.id });
    for (const s of [on, off]) {
      expect((await s.c.post(`/api/classrooms/${room.id}/lessons/${lesson.id}/submit`, { answers: { q0: "Point" } })).status).toBe(200);
    }
    const save = (s: Person) =>
      host.c.put(`/api/classrooms/${room.id}/lessons/${lesson.id}/students/${s.id}/feedback`, {
        teacher_feedback: "Nice work",
        teacher_score: 81,
      });

    expect((await save(off)).status).toBe(200);
    expect((await save(on)).status).toBe(200);
    await expect.poll(() => feedbackMail().length, { timeout: 5000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 500));
    const sent = feedbackMail();
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toEqual([on.user.email]);
    expect(sent[0].raw).toContain("Rebuttal Basics");
    expect(sent[0].raw).toContain("81/100");
    expect(sent[0].text).toContain(`/#/classrooms/${room.id}/lesson/${lesson.id}/feedback/${on.id}`);
  });
});
