// Assigning a lesson e-mails the class's members whose classroom_updates setting is on (local SMTP).
import { describe, expect, it } from "vitest";
import { mailEnv, serverForTests, smtpForTests } from "#tests/support/lifecycle.ts";
import { classroomWith, confirmedPerson, makeLesson, setNotifications } from "./classrooms-fixtures";

// Only the assignment e-mails (sign-up sends confirmations to the same server).
const inbox = {
  get length() {
    return smtp.mail.filter((m) => m.raw.includes("New lesson in")).length;
  },
  list: () => smtp.mail.filter((m) => m.raw.includes("New lesson in")),
};

const person = (role?: "student" | "teacher") => confirmedPerson(server, role);

const smtp = smtpForTests();
const server = serverForTests(() => mailEnv(smtp));

describe("e-mail when a lesson is assigned", () => {
  it("reaches members with classroom_updates on, and no one else", async () => {
    const host = await person("teacher");
    const on = await person();
    const off = await person();
    const outsider = await person();
    await setNotifications(server, off.id, { classroom_updates: false });
    const room = await classroomWith(host, [on, off], "Mail Class");
    const lesson = await makeLesson(server, host.id, { title: "Weighing Impacts" });

    const res = await host.c.post(`/api/classrooms/${room.id}/lessons`, { lesson_id: lesson.id, due_at: "2030-03-01T23:00:00Z" });
    expect(res.status).toBe(200);
    await expect.poll(() => inbox.length, { timeout: 5000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 500));
    const sent = inbox.list();
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toEqual([on.user.email]);
    expect(sent[0].raw).toContain("Weighing Impacts");
    expect(sent[0].raw).toContain("Mail Class");
    expect(sent.some((m) => m.to.includes(off.user.email) || m.to.includes(outsider.user.email))).toBe(false);

    // Assigning it again sends nothing more.
    await host.c.post(`/api/classrooms/${room.id}/lessons`, { lesson_id: lesson.id });
    await new Promise((r) => setTimeout(r, 300));
    expect(inbox.length).toBe(1);
  });
});
