import { accountOf, expect, test } from "./fixtures";

// A teacher assigns a lesson of the starter curriculum to a class from the assign dialog (found by its
// module's name, with an attempt limit chosen there), a student takes it in the class and submits it,
// and the teacher's grid shows it.

const STARTER_LESSON = "The Structure of a Speech";

test("a teacher assigns a starter lesson and a student completes it", async ({ teacher, student }) => {
  const className = `Starter club ${Math.random().toString(36).slice(2, 8)}`;
  const made = await teacher.request.post("/api/classrooms", { data: { name: className } });
  expect(made.status()).toBe(200);
  const room = ((await made.json()) as { classroom: { id: string; code: string } }).classroom;
  expect((await student.request.post("/api/classrooms/join", { data: { code: room.code } })).status()).toBe(200);

  await teacher.goto(`/#/classrooms/manage/${room.id}`);
  await teacher.getByRole("switch", { name: "Edit Lessons" }).check();
  await teacher.getByRole("button", { name: "Assign a lesson" }).click();
  const dialog = teacher.getByRole("dialog", { name: "Assign a lesson" });
  await dialog.getByRole("textbox", { name: "Search lessons" }).fill("foundations");
  const group = dialog.getByRole("region", { name: "Foundations of a Speech" });
  await expect(group.getByTestId("library-lesson").first()).toBeVisible();
  await dialog.getByRole("combobox", { name: "Attempts" }).click();
  await teacher.getByRole("option", { name: "1 attempt" }).click();
  await expect(dialog.getByRole("combobox", { name: "Attempts" })).toHaveValue("1 attempt");
  await group.getByRole("button", { name: `Add ${STARTER_LESSON}` }).click();
  await expect(group.getByRole("button", { name: `Add ${STARTER_LESSON}` })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close" }).click();
  const assigned = teacher.getByTestId("assigned-lesson").filter({ hasText: STARTER_LESSON });
  await expect(assigned.getByTestId("lesson-rules")).toHaveText("Answers after submitting · 1 attempt");

  await student.goto(`/#/classrooms/student/${room.id}`);
  await student.getByRole("link", { name: `Open lesson: ${STARTER_LESSON}` }).click();
  await expect(student.getByRole("heading", { level: 1, name: STARTER_LESSON })).toBeVisible();
  await student.getByRole("radio", { name: "To tell the judge, in one sentence, what the speech will cover and in what order" }).check();
  await student.getByRole("button", { name: "Submit Lesson" }).click();
  // One attempt and the rest left unanswered: it asks before using the attempt.
  await expect(student.getByTestId("unanswered-confirm")).toContainText("Submitting now uses attempt 1 of 1.");
  await student.getByRole("button", { name: "Submit anyway" }).click();
  await expect(student.getByTestId("lesson-result")).toBeVisible({ timeout: 20_000 });

  const row = teacher.getByTestId("grid-row").filter({ hasText: accountOf(student).name });
  await teacher.reload();
  await expect(row.getByTestId("grid-cell")).toHaveAttribute("data-status", "submitted");
  // One attempt was the rule: the lesson takes no more.
  await student.reload();
  await expect(student.getByTestId("lesson-locked")).toBeVisible();
});
