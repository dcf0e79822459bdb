import type { Page } from "@playwright/test";
import { accountOf, expect, expectNoSeriousA11yViolations, test } from "./fixtures";

// Classrooms end to end: a teacher opens a class and assigns a lesson; a student joins with the code,
// takes the lesson and submits it; the teacher sees the work in the completion grid, copies the code
// and removes the student. Every classroom screen is scanned with axe on the way.

const tag = () => Math.random().toString(36).slice(2, 8);
const reading =
  "## Claims\nA claim is what you want the judge to believe. Give it a reason and an example.\n\n- Claim\n- Reason\n- Example";

/** A teacher's lesson with two questions and a writing prompt, made through the API. */
async function apiLesson(page: Page, title: string): Promise<string> {
  const res = await page.request.post("/api/lessons", {
    data: {
      title,
      reading,
      writing_prompt: "Write one claim with a reason and an example.",
      level: "beginner",
      quiz: [
        { text: "What does a claim need first?", options: ["A reason", "A joke", "A rhyme"], correct: "A reason" },
        { text: "What makes a reason concrete?", options: ["An example", "Volume"], correct: "An example" },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { lesson: { id: string } }).lesson.id;
}

test("a teacher opens a class, a student joins with the code and submits, the teacher sees it in the grid", async ({
  teacher,
  student,
}) => {
  // The whole journey with an axe scan on every screen: most of a minute on one worker, more beside another.
  test.setTimeout(120_000);
  const t = tag();
  const lessonTitle = `Claims ${t}`;
  await apiLesson(teacher, lessonTitle);

  // The list, for a teacher with nothing yet.
  await teacher.goto("/#/classrooms");
  await expect(teacher.getByRole("heading", { level: 1, name: "Classrooms" })).toBeVisible();
  await expect(teacher.getByRole("region", { name: "My Classrooms" })).toContainText("You do not host a classroom yet");
  await expectNoSeriousA11yViolations(teacher);

  // Create: disabled below three characters, the required message on an empty name.
  await teacher.getByRole("link", { name: "Create Classroom" }).click();
  const nameBox = teacher.getByRole("textbox", { name: "Classroom name" });
  const create = teacher.getByRole("button", { name: "Create" });
  await expect(create).toBeDisabled();
  await nameBox.fill(" ab ");
  await expect(create).toBeDisabled();
  await nameBox.fill("");
  await nameBox.press("Enter");
  await expect(teacher.getByText("Classroom name is required.")).toBeVisible();
  await expectNoSeriousA11yViolations(teacher);
  const className = `Debate club ${t}`;
  await nameBox.fill(className);
  await expect(create).toBeEnabled();
  await create.click();

  // The manage page shows the new code.
  await expect(teacher).toHaveURL(/#\/classrooms\/manage\/[0-9a-f-]{36}$/);
  await expect(teacher.getByRole("heading", { level: 1, name: className })).toBeVisible();
  const code = (await teacher.getByTestId("join-code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  const manageUrl = teacher.url();

  // Assign the lesson with a due date: the chosen day takes the teacher's default deadline hour (23:00).
  await teacher.getByRole("switch", { name: "Edit Lessons" }).check();
  await teacher.getByRole("button", { name: "Assign a lesson" }).click();
  const picker = teacher.getByRole("dialog", { name: "Assign a lesson" });
  await picker.getByRole("textbox", { name: "Search lessons" }).fill(lessonTitle);
  await expect(picker.getByTestId("library-lesson")).toHaveCount(1);
  await expectNoSeriousA11yViolations(teacher);
  await picker.getByRole("button", { name: `Add ${lessonTitle}` }).click();
  await expect(picker.getByTestId("library-lesson")).toHaveCount(0);
  await picker.getByRole("button", { name: "Close" }).click();
  const assigned = teacher.getByTestId("assigned-lesson").filter({ hasText: lessonTitle });
  await expect(assigned).toBeVisible();
  const nextYear = new Date().getFullYear() + 1;
  await assigned.getByLabel(`Due date for ${lessonTitle}`, { exact: true }).fill(`${nextYear}-06-30`);
  await expect(assigned.getByLabel(`Due time for ${lessonTitle}`, { exact: true })).toHaveValue("23:00");
  await assigned.getByRole("button", { name: "Save due date" }).click();
  await expect(assigned.getByTestId("lesson-due")).toContainText(String(nextYear));
  await expectNoSeriousA11yViolations(teacher);

  // The copy button: the code lands on the clipboard and the button says so for a moment.
  await teacher.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await teacher.getByTestId("copy-code").click();
  await expect(teacher.getByTestId("copy-code")).toHaveText("Copied");
  expect(await teacher.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expect(teacher.getByTestId("copy-code")).toHaveText("Copy code", { timeout: 4000 });

  // The student: a malformed code is refused on the screen, an unknown one by the server.
  await student.goto("/#/classrooms");
  await expect(student.getByRole("region", { name: "Joined Classrooms" })).toContainText("You have not joined a classroom yet");
  await expect(student.getByRole("link", { name: "Create Classroom" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(student);
  await student.getByRole("link", { name: "Join a classroom" }).click();
  const codeBox = student.getByRole("textbox", { name: "Classroom code" });
  await codeBox.fill("ab!");
  await student.getByRole("button", { name: "Join" }).click();
  await expect(student.getByText("Please enter a valid 6-character code using letters or numbers.")).toBeVisible();
  await codeBox.fill(code === "ZZZZZZ" ? "YYYYYY" : "ZZZZZZ");
  await student.getByRole("button", { name: "Join" }).click();
  await expect(student.getByTestId("join-error")).toHaveText("Invalid code.");
  await expectNoSeriousA11yViolations(student);
  // Typed in lower case with spaces around it: trimmed and upper-cased as it is typed.
  await codeBox.fill(` ${code.toLowerCase()} `);
  await expect(codeBox).toHaveValue(code);
  await student.getByRole("button", { name: "Join" }).click();

  // The class as the student sees it.
  await expect(student).toHaveURL(/#\/classrooms\/student\/[0-9a-f-]{36}$/);
  await expect(student.getByRole("heading", { level: 1, name: className })).toBeVisible();
  const card = student.getByTestId("student-lesson").filter({ hasText: lessonTitle });
  await expect(card.getByTestId("lesson-status")).toHaveText("Not started");
  await expect(card.getByTestId("lesson-due")).toContainText(String(nextYear));
  await expectNoSeriousA11yViolations(student);

  // A student cannot open the manage page.
  await student.goto(manageUrl.slice(manageUrl.indexOf("/#/")));
  await expect(student.getByRole("heading", { level: 1, name: "Not your class" })).toBeVisible();
  await expectNoSeriousA11yViolations(student);
  await student.goBack();

  // The lesson: answer, write, submit; the score and the feedback stay after a reload.
  await student.getByRole("link", { name: `Open lesson: ${lessonTitle}` }).click();
  await expect(student.getByRole("heading", { level: 1, name: lessonTitle })).toBeVisible();
  await student.getByRole("radio", { name: "A reason" }).check();
  await student.getByRole("radio", { name: "An example" }).check();
  await student.getByTestId("writing-response").fill("Homework should be optional because rest helps learning, for example in Finland.");
  await expect(student.getByTestId("writing-response-count")).toHaveText("12 words");
  await expectNoSeriousA11yViolations(student);
  await student.getByRole("button", { name: "Submit Lesson" }).click();
  await expect(student.getByTestId("lesson-result")).toBeVisible({ timeout: 20_000 });
  await expect(student.getByTestId("lesson-feedback")).not.toBeEmpty();
  await expect(student.getByRole("button", { name: "Resubmit" })).toBeVisible();
  await expectNoSeriousA11yViolations(student);
  await student.reload();
  await expect(student.getByTestId("lesson-feedback")).not.toBeEmpty();
  await expect(student.getByRole("radio", { name: "A reason" })).toBeChecked();
  await student.getByRole("link", { name: `Back to ${className}` }).click();
  await expect(card.getByTestId("lesson-status")).toHaveText("Submitted");

  // The teacher's grid shows the submission, each cell leading to the feedback editor.
  const { name: studentName } = accountOf(student);
  await teacher.reload();
  const row = teacher.getByTestId("grid-row").filter({ hasText: studentName });
  await expect(row.getByTestId("grid-cell")).toHaveAttribute("data-status", "submitted");
  await expect(row.getByTestId("grid-cell")).toContainText("Submitted");
  await expect(row.getByRole("link", { name: new RegExp(`${lessonTitle}: Submitted`) })).toHaveAttribute(
    "href",
    /#\/feedback\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/.+/,
  );
  await expectNoSeriousA11yViolations(teacher);

  // Resetting the student's password asks first (the shared student stays signed in: Cancel; the reset
  // itself is tested on the API, and the screen after it in accounts.spec.ts).
  await teacher.getByRole("button", { name: `Reset ${studentName}'s password` }).click();
  const resetDialog = teacher.getByRole("dialog", { name: "Reset this student's password?" });
  await expect(resetDialog).toContainText(studentName);
  await expect(resetDialog).toHaveCSS("opacity", "1");
  await expectNoSeriousA11yViolations(teacher);
  await resetDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(resetDialog).toHaveCount(0);

  // Removing the student asks first; Cancel keeps them.
  await teacher.getByRole("button", { name: `Remove ${studentName}` }).click();
  const dialog = teacher.getByRole("dialog", { name: "Remove student" });
  await expect(dialog).toContainText(studentName);
  // Scanned once the opening transition is over (mid-fade, text is paler than it will be).
  await expect(dialog).toHaveCSS("opacity", "1");
  await expectNoSeriousA11yViolations(teacher);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(teacher.getByTestId("member-row").filter({ hasText: studentName })).toBeVisible();
  await teacher.getByRole("button", { name: `Remove ${studentName}` }).click();
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(teacher.getByTestId("member-row")).toHaveCount(0);
  await expect(teacher.getByTestId("completion-grid")).toHaveCount(0);

  // The list counts, then Delete class (confirmed) back to the list.
  await teacher.goto("/#/classrooms");
  const hosted = teacher.getByTestId("hosted-classroom").filter({ hasText: className });
  await expect(hosted).toContainText("0 students · 1 lesson");
  await expect(hosted.getByTestId("classroom-code")).toHaveText(code);
  await hosted.getByRole("link", { name: `Manage ${className}` }).click();
  await teacher.getByRole("button", { name: "Delete class" }).click();
  await teacher.getByRole("dialog", { name: "Delete class" }).getByRole("button", { name: "Delete class" }).click();
  await expect(teacher).toHaveURL(/#\/classrooms$/);
  await expect(teacher.getByTestId("hosted-classroom").filter({ hasText: className })).toHaveCount(0);
});

async function api(page: Page, method: "post" | "put", path: string, data: object) {
  const res = await page.request[method](path, { data });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

test("a lesson past its deadline is locked, and a failed save keeps every answer", async ({ teacher, student }) => {
  const t = tag();
  const [closed, open] = [await apiLesson(teacher, `Closed ${t}`), await apiLesson(teacher, `Open ${t}`)];
  const { classroom } = (await api(teacher, "post", "/api/classrooms", { name: `Locked class ${t}` })) as {
    classroom: { id: string; code: string };
  };
  await api(teacher, "put", "/api/settings/teacher", { auto_lock_after_deadline: true });
  await api(teacher, "post", `/api/classrooms/${classroom.id}/lessons`, {
    lesson_id: closed,
    due_at: new Date(Date.now() - 3_600_000).toISOString(),
  });
  await api(teacher, "post", `/api/classrooms/${classroom.id}/lessons`, { lesson_id: open });
  await api(student, "post", "/api/classrooms/join", { code: classroom.code });

  // Past the due date with the teacher's auto-lock on: late, and Submit is off with the reason shown.
  await student.goto(`/#/classrooms/student/${classroom.id}`);
  await expect(
    student
      .getByTestId("student-lesson")
      .filter({ hasText: `Closed ${t}` })
      .getByTestId("lesson-late"),
  ).toBeVisible();
  await student.getByRole("link", { name: `Open lesson: Closed ${t}` }).click();
  await expect(student.getByTestId("lesson-locked")).toHaveText("The due date has passed, so this lesson no longer accepts submissions.");
  await expect(student.getByRole("button", { name: "Submit Lesson" })).toBeDisabled();
  await expect(student.getByTestId("lesson-late")).toBeVisible();
  await expectNoSeriousA11yViolations(student);

  // A save that fails says so and keeps the answers and the writing on the screen; the retry goes through.
  await student.goto(`/#/classrooms/student/${classroom.id}/lesson/${open}`);
  await student.getByRole("radio", { name: "A joke" }).check();
  const writing = "Rest helps learning, so homework should be optional.";
  await student.getByTestId("writing-response").fill(writing);
  await student.route("**/submit", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
  await student.getByRole("button", { name: "Submit Lesson" }).click();
  await expect(student.getByTestId("save-error")).toHaveText("Error saving your progress.");
  await expect(student.getByRole("radio", { name: "A joke" })).toBeChecked();
  await expect(student.getByTestId("writing-response")).toHaveValue(writing);
  await student.unroute("**/submit");
  await student.getByRole("button", { name: "Submit Lesson" }).click();
  await expect(student.getByTestId("lesson-score")).toBeVisible({ timeout: 20_000 });
  await expect(student.getByTestId("save-error")).toHaveCount(0);
});
