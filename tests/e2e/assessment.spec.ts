import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { accountOf, expect, expectNoSeriousA11yViolations, test } from "./fixtures";

// Assessment rules end to end: the teacher's reveal rule beats the student's own "Straight away"; a
// graded lesson resubmitted is flagged on the gradebook and the review with both attempts; the
// gradebook downloads as CSV.

const tag = () => Math.random().toString(36).slice(2, 8);

async function api(page: Page, method: "post" | "put" | "patch", path: string, data: object) {
  const res = await page.request[method](path, { data });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** A class with one assigned two-question lesson (rules as given) and the student in it. */
async function classWithLesson(teacher: Page, student: Page, rules: object) {
  const t = tag();
  const title = `Rules ${t}`;
  const { lesson } = await api(teacher, "post", "/api/lessons", {
    title,
    reading: "## Claims\nA claim needs a reason and an example.",
    level: "beginner",
    quiz: [
      { text: "What does a claim need first?", options: ["A reason", "A joke"], correct: "A reason" },
      { text: "What makes a reason concrete?", options: ["An example", "Volume"], correct: "An example" },
    ],
  });
  const { classroom } = await api(teacher, "post", "/api/classrooms", { name: `Rules class ${t}` });
  await api(teacher, "post", `/api/classrooms/${classroom.id}/lessons`, { lesson_id: lesson.id, rules });
  await api(student, "post", "/api/classrooms/join", { code: classroom.code });
  return { classroomId: classroom.id as string, lessonId: lesson.id as string, title };
}

test("the teacher's reveal rule, not the student's own setting, decides when answers show", async ({ teacher, student }) => {
  await api(student, "put", "/api/settings/preferences", { quiz_reveal: "immediate" });
  // One attempt, so grading leaves nothing to change and the answers show (with one left they wait).
  const { classroomId, lessonId } = await classWithLesson(teacher, student, { reveal_answers: "after_grading", max_attempts: "1" });
  const lessonUrl = `/#/classrooms/student/${classroomId}/lesson/${lessonId}`;

  await student.goto(lessonUrl);
  await expect(student.getByTestId("lesson-rules")).toContainText("Answers shown: after grading");
  await expect(student.getByTestId("quiz-question")).toHaveCount(2);
  await expect(student.getByText("Correct answer")).toHaveCount(0);
  await student.getByRole("radio", { name: "A joke" }).check();
  await student.getByRole("radio", { name: "An example" }).check();
  await student.getByRole("button", { name: "Submit Lesson" }).click();
  await expect(student.getByTestId("score-quiz")).toHaveText("Quiz: 1 of 2 correct");
  await expect(student.getByTestId("score-rule")).toBeVisible();
  // Turned in but not graded: still hidden.
  await expect(student.getByText("Correct answer")).toHaveCount(0);
  await expectNoSeriousA11yViolations(student);

  const { id: studentId } = (await (await student.request.get("/api/me")).json()).user as { id: string };
  await api(teacher, "put", `/api/classrooms/${classroomId}/lessons/${lessonId}/students/${studentId}/feedback`, {
    teacher_feedback: "Question 1: a claim needs a reason.",
    teacher_score: 60,
  });
  await student.reload();
  await expect(student.getByText("Correct answer")).toHaveCount(2);
  await expect(student.getByTestId("lesson-grade")).toHaveText("Teacher’s grade: 60/100");
});

test("a resubmission after grading is flagged on the gradebook and the review, with both attempts", async ({ teacher, student }) => {
  const { classroomId, lessonId, title } = await classWithLesson(teacher, student, {
    reveal_answers: "after_submit",
    lock_on_grade: false,
  });
  const { name: studentName } = accountOf(student);
  await student.goto(`/#/classrooms/student/${classroomId}/lesson/${lessonId}`);
  await student.getByRole("radio", { name: "A joke" }).check();
  await student.getByRole("button", { name: "Submit Lesson" }).click();
  await expect(student.getByTestId("score-quiz")).toHaveText("Quiz: 0 of 2 correct");

  // The teacher returns it with a grade, on the review screen.
  await teacher.goto(`/#/classrooms/manage/${classroomId}`);
  const cell = teacher.getByTestId("grid-row").filter({ hasText: studentName }).getByTestId("grid-cell");
  await expect(cell).toHaveAttribute("data-status", "submitted");
  await cell.getByRole("link").click();
  await teacher.getByLabel("Feedback for the student").fill("The grade reflects the quiz slip.");
  await teacher.getByRole("textbox", { name: "Grade (0–100)" }).fill("40");
  await teacher.getByTestId("save-feedback").click();
  await expect(teacher.getByTestId("save-feedback")).toContainText("Saved");

  // The student fixes it and resubmits.
  await student.reload();
  await expect(student.getByTestId("lesson-grade")).toHaveText("Teacher’s grade: 40/100");
  await student.getByRole("radio", { name: "A reason" }).check();
  await student.getByRole("radio", { name: "An example" }).check();
  await student.getByRole("button", { name: "Resubmit" }).click();
  await expect(student.getByTestId("score-quiz")).toHaveText("Quiz: 2 of 2 correct");
  await student.goto(`/#/classrooms/student/${classroomId}`);
  await expect(student.getByTestId("student-lesson").filter({ hasText: title }).getByTestId("lesson-status")).toHaveText("Resubmitted");

  await teacher.goto(`/#/classrooms/manage/${classroomId}`);
  await expect(cell).toHaveAttribute("data-status", "resubmitted");
  await expect(cell.getByTestId("cell-after-grading")).toBeVisible();
  await expect(cell.getByTestId("cell-scores")).toHaveText("Q 2/2");
  // The teacher's 40 counts, with the automatic 100 of the new attempt beside it, and the grade says which attempt it is on.
  await expect(cell.getByTestId("cell-figure")).toHaveText(/^40\s*auto 100$/);
  await expect(cell.getByTestId("cell-attempt")).toHaveText("Graded attempt 1 of 2");
  await cell.getByRole("link").click();
  await expect(teacher.getByTestId("resubmitted-after-grading")).toBeVisible();
  // The grade belongs to the first attempt: the new one is not shown as saved until the teacher saves again.
  await expect(teacher.getByTestId("save-feedback")).toHaveText("Save");
  await expect(teacher.getByTestId("attempt-row")).toHaveCount(2);
  await expect(teacher.getByTestId("attempt-row").nth(1)).toContainText("After grading");
  await expectNoSeriousA11yViolations(teacher);
});

test("the gradebook downloads as CSV with the scores apart", async ({ teacher, student }) => {
  const { classroomId, lessonId, title } = await classWithLesson(teacher, student, {});
  await api(student, "post", `/api/classrooms/${classroomId}/lessons/${lessonId}/submit`, { answers: { q0: "A joke", q1: "Volume" } });
  await teacher.goto(`/#/classrooms/manage/${classroomId}`);
  await expect(teacher.getByRole("heading", { name: "Gradebook" })).toBeVisible();
  const [download] = await Promise.all([teacher.waitForEvent("download"), teacher.getByTestId("gradebook-csv").click()]);
  expect(download.suggestedFilename()).toMatch(/^gradebook-Rules-class-[a-z0-9]+\.csv$/);
  const text = readFileSync((await download.path())!, "utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  const lines = text.slice(1).trimEnd().split("\r\n");
  expect(lines[0]).toContain(`"${title}: quiz right (of 2)"`);
  expect(lines.find((l) => l.startsWith(`"${accountOf(student).name}"`))).toBe(
    `"${accountOf(student).name}","Submitted","1","","0","0","","0","","0"`,
  );
  expect(lines.at(-1)).toMatch(/^"Class average/);
});

test("a submission with a question unanswered asks first, and the last attempt leaves the answers read-only", async ({
  teacher,
  student,
}) => {
  const { classroomId, lessonId } = await classWithLesson(teacher, student, { reveal_answers: "after_submit", max_attempts: "1" });
  await student.goto(`/#/classrooms/student/${classroomId}/lesson/${lessonId}`);
  await student.getByRole("radio", { name: "A reason" }).check();
  await student.getByRole("button", { name: "Submit Lesson" }).click();
  const ask = student.getByTestId("unanswered-confirm");
  await expect(ask).toContainText("You have not answered 1 question. Submitting now uses attempt 1 of 1. Submit anyway?");
  // Keeping on answering sends nothing: the attempt is not used.
  await ask.getByRole("button", { name: "Keep answering" }).click();
  await expect(ask).toHaveCount(0);
  await expect(student.getByTestId("lesson-rules")).toContainText("Attempts: 0 of 1");
  await student.getByRole("button", { name: "Submit Lesson" }).click();
  await student.getByRole("button", { name: "Submit anyway" }).click();
  await expect(student.getByTestId("score-quiz")).toHaveText("Quiz: 1 of 2 correct");
  await expect(student.getByTestId("lesson-rules")).toContainText("Attempts: 1 of 1");
  // No attempt left: the choices are shown but cannot be changed.
  await expect(student.getByRole("radio", { name: "A reason" })).toBeChecked();
  await expect(student.getByRole("radio", { name: "An example" })).toBeDisabled();
});
