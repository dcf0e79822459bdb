import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { DEBATE_ASSIGNMENT_MESSAGES as D } from "#shared/messages/index.ts";

// A debate as a classroom assignment, from assignment to grade: the teacher assigns a bank motion on a
// fixed side with a due date, the student starts it from the class and debates the offline opponent to
// the verdict (the debater says which assignment the round is for, also after a reload), the teacher
// reads the round and grades it on the ballot, and the student sees both grades.

const SPEECH =
  "Homework helps pupils because practice at home makes lessons stick. For example, children who read every evening improve faster. " +
  "Banning it would hurt poorer pupils most, because they have fewer other chances to practise, so this matters more than free time.";
const SHOTS = process.env.SHOTS_DIR;

test("a debate assignment from assignment to grade", async ({ teacher, student }) => {
  const className = `Debaters ${Date.now()}`;
  const made = await teacher.request.post("/api/classrooms", { data: { name: className } });
  const { classroom } = (await made.json()) as { classroom: { id: string; code: string } };
  expect((await student.request.post("/api/classrooms/join", { data: { code: classroom.code } })).status()).toBe(200);

  // The teacher picks a motion from the bank and fixes the student's side.
  await teacher.goto(`/#/classrooms/manage/${classroom.id}`);
  const section = teacher.getByTestId("host-debates");
  await expect(section.getByRole("heading", { name: "Debate assignments" })).toBeVisible();
  await section.getByRole("combobox", { name: "Topic" }).click();
  await teacher.getByRole("option", { name: "Education" }).click();
  await section.getByRole("combobox", { name: "Motion from the bank" }).click();
  const first = teacher.getByRole("option").first();
  const motion = ((await first.textContent()) ?? "").trim();
  await first.click();
  await expect(section.getByRole("textbox", { name: "Motion", exact: true })).toHaveValue(motion);
  await section.getByRole("combobox", { name: "Student's side" }).click();
  await teacher.getByRole("option", { name: "Government" }).click();
  await section.getByRole("textbox", { name: "Due", exact: true }).fill("2030-06-15");
  await section.getByRole("button", { name: "Assign debate" }).click();
  const card = section.getByTestId("host-debate").filter({ hasText: motion });
  await expect(card.getByTestId("debate-student-row")).toContainText("Not started");
  await expectNoSeriousA11yViolations(teacher);

  // The student starts it from the class: the debater opens on the motion and the assigned side.
  await student.goto(`/#/classrooms/student/${classroom.id}`);
  const mine = student.getByTestId("student-debate").filter({ hasText: motion });
  await expect(mine).toContainText("Your side: Government");
  if (SHOTS)
    for (const [w, h, n] of [
      [1280, 900, "desktop"],
      [390, 844, "phone"],
    ] as const) {
      await student.setViewportSize({ width: w, height: h });
      await student.screenshot({ path: `${SHOTS}/student-${n}.png`, fullPage: true });
    }
  await student.setViewportSize({ width: 1280, height: 900 });
  await mine.getByRole("button", { name: "Start debate" }).click();
  await expect(student).toHaveURL(/#\/debater$/);
  await expect(student.getByRole("textbox", { name: "Motion" })).toHaveValue(motion);
  await expect(student.getByText("Your side is locked to Government")).toBeVisible();
  // The debater says which assignment the round is for, when it is due, and what ending it does.
  const banner = student.getByTestId("assignment-banner");
  await expect(banner).toContainText(`Debate assignment · ${className}`);
  await expect(banner).toContainText(motion);
  await expect(banner).toContainText(/Due .*2030/);
  await expect(banner).toContainText("When you end the round, the transcript and the judge's verdict are handed in to your teacher.");
  await expect(banner.getByText("Late", { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(student);
  if (SHOTS)
    for (const [w, h, n] of [
      [1280, 900, "desktop"],
      [375, 844, "phone"],
    ] as const) {
      await student.setViewportSize({ width: w, height: h });
      await student.screenshot({ path: `${SHOTS}/debater-assignment-${n}.png` });
    }
  await student.setViewportSize({ width: 1280, height: 900 });
  await student
    .getByRole("textbox", { name: /speech/i })
    .first()
    .fill(SPEECH);
  await student.getByRole("button", { name: "Respond" }).click();
  await expect(student.getByRole("button", { name: "End round" })).toBeEnabled();
  // Coming back to the round (a reload) still names its assignment.
  await student.reload();
  await expect(student.getByText(SPEECH)).toBeVisible();
  await expect(banner).toContainText(`Debate assignment · ${className}`);
  await student.getByRole("button", { name: "End round" }).click();
  await expect(student.getByTestId("verdict")).toBeVisible();
  await expect(banner).toContainText("Handed in: your teacher can now read this round and grade it.");

  // The teacher sees it finished, reads the transcript and the ballot, and grades it on the same categories.
  await teacher.reload();
  await expect(card.getByTestId("debate-student-row")).toContainText("Finished");
  if (SHOTS) await teacher.screenshot({ path: `${SHOTS}/manage-desktop.png`, fullPage: true });
  await card.getByRole("link", { name: "Review" }).click();
  await expect(teacher.getByRole("heading", { level: 1, name: "Debate round" })).toBeVisible();
  await expect(teacher.getByText(SPEECH)).toBeVisible();
  await expect(teacher.getByTestId("judge-decision")).toContainText("Judge's decision");
  // The judge's figures are whole, and its total is the sum of the categories shown.
  const judgeColumn = await teacher
    .getByTestId("score-table")
    .locator("tbody tr")
    .evaluateAll((rows) => rows.slice(0, 4).map((r) => r.querySelectorAll("td")[1]?.textContent ?? ""));
  expect(
    judgeColumn.slice(0, 3).every((v) => /^\d+$/.test(v)),
    judgeColumn.join(" "),
  ).toBe(true);
  expect(judgeColumn[3]).toBe(`${judgeColumn.slice(0, 3).reduce((s, v) => s + Number(v), 0)}/30`);
  await teacher.getByRole("textbox", { name: "Matter (content)" }).fill("7");
  await teacher.getByRole("textbox", { name: "Manner (clarity and persuasive language)" }).fill("6");
  await teacher.getByRole("textbox", { name: "Method (structure and engagement)" }).fill("5");
  await teacher.getByRole("textbox", { name: "Comment", exact: true }).fill("Clear case; weigh earlier.");
  await teacher.getByRole("button", { name: "Save grade" }).click();
  await expect(teacher.getByTestId("teacher-total")).toHaveText("18/30");
  await expectNoSeriousA11yViolations(teacher);
  if (SHOTS)
    for (const [w, h, n] of [
      [1280, 900, "desktop"],
      [390, 844, "phone"],
    ] as const) {
      await teacher.setViewportSize({ width: w, height: h });
      await teacher.screenshot({ path: `${SHOTS}/review-${n}.png`, fullPage: true });
    }

  // The student sees the teacher's grade beside the judge's.
  await student.goto(`/#/classrooms/student/${classroom.id}`);
  await expect(mine).toContainText("Graded");
  await expect(mine).toContainText("Teacher: 18/30");
  await expect(mine).toContainText(new RegExp(`Judge: ${judgeColumn[3]} \\(`));
  await mine.getByRole("link", { name: "View round" }).click();
  await expect(student.getByTestId("teacher-total")).toHaveText("18/30");
  await expect(student.getByTestId("teacher-comment")).toContainText("weigh earlier");
  await expect(student.getByRole("button", { name: "Save grade" })).toHaveCount(0);

  // A round for an assignment past its due date says it will be handed in late; New Debate leaves it.
  const overdue = await teacher.request.post(`/api/classrooms/${classroom.id}/debates`, {
    data: {
      motion: "This House would abolish school uniforms.",
      side: "Opposition",
      due_at: new Date(Date.now() - 3_600_000).toISOString(),
    },
  });
  const { assignment } = (await overdue.json()) as { assignment: { id: string } };
  // A debater page opened before the assignment's round began (another tab) cannot start practice over it:
  // the refusal names the class and opens that round instead.
  await student.goto("/#/debater");
  await student.getByRole("textbox", { name: "Motion" }).fill("This House would ban zoos.");
  expect((await student.request.post(`/api/classrooms/${classroom.id}/debates/${assignment.id}/start`)).status()).toBe(200);
  // New Debate there does not throw the round away unseen either.
  await student.getByRole("button", { name: "New Debate" }).click();
  await expect(student.getByRole("alert").filter({ hasText: D.roundOpen(className) })).toBeVisible();
  await student.getByRole("button", { name: "Start", exact: true }).click();
  await expect(student.getByRole("alert").filter({ hasText: D.roundOpen(className) })).toBeVisible();
  await student.getByRole("button", { name: D.openRound }).click();
  await expect(banner).toContainText("This House would abolish school uniforms.");
  await expect(banner.getByText("Late", { exact: true })).toBeVisible();
  await expect(banner).toContainText("It is past the due date: when you end the round, it is handed in marked late.");
  if (SHOTS) await student.screenshot({ path: `${SHOTS}/debater-assignment-late.png` });
  // New Debate asks before it drops the assignment's round: kept, the banner stays; dropped, it goes.
  await student.getByRole("button", { name: "New Debate" }).click();
  await expect(student.getByTestId("drop-assignment-round")).toContainText(D.dropRoundAsk(className));
  await student.getByRole("button", { name: D.keepRound }).click();
  await expect(student.getByTestId("drop-assignment-round")).toHaveCount(0);
  await expect(banner).toBeVisible();
  await student.getByRole("button", { name: "New Debate" }).click();
  await student.getByRole("button", { name: D.dropRound }).click();
  await expect(banner).toHaveCount(0);
});
