// Teacher feedback in the browser: a teacher grades a submitted lesson with AI Suggest and the slider and
// saves it; the student reads the feedback on the read-only view; the teacher opens the student's
// progress page. The state is set up through the API (lesson, class, join, submit); axe scans each screen.
import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, expectNoSeriousA11yViolations } from "./fixtures";
import { FEEDBACK_MESSAGES as F, CLASSROOM_MESSAGES as C } from "#shared/messages/classrooms.ts";

const WRITING =
  "Schools should ban phones during lessons because they split attention, which means students learn less. " +
  "For example, a 2015 study in England found test scores rose after bans, especially for weaker students.";

interface Setup {
  classroomId: string;
  lessonId: string;
  studentId: string;
  title: string;
}

/** The server's origin, which the origin guard wants on every write (set per test from its baseURL). */
let origin = "";

async function api(request: APIRequestContext, method: "post" | "get" | "put", path: string, data?: unknown) {
  const res = await request[method](path, { data, headers: { origin } });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** A lesson with two questions and a writing prompt, a class, the student joined and the lesson submitted. */
async function submittedLesson(teacher: Page, student: Page, baseURL: string | undefined): Promise<Setup> {
  origin = new URL(baseURL ?? "").origin;
  const title = `Phones in Class ${Math.random().toString(36).slice(2, 6)}`;
  const made = await api(teacher.request, "post", "/api/lessons", {
    title,
    reading: "## The debate\n\nMany schools are considering a ban on phones during lessons.",
    writing_prompt: "Should schools ban mobile phones during lessons? Take a side and justify it.",
    level: "beginner",
    quiz: [
      { text: "What does the P in PAEL stand for?", options: ["Point", "Proof", "Premise"], correct: "Point" },
      { text: "Which speaker opens the debate?", options: ["Opposition", "Prime Minister"], correct: "Prime Minister" },
    ],
  });
  const lessonId: string = (made.lesson ?? made).id;
  const room = (await api(teacher.request, "post", "/api/classrooms", { name: "Feedback Club" })).classroom;
  await api(teacher.request, "post", `/api/classrooms/${room.id}/lessons`, { lesson_id: lessonId });
  await api(student.request, "post", "/api/classrooms/join", { code: room.code });
  await api(student.request, "post", `/api/classrooms/${room.id}/lessons/${lessonId}/submit`, {
    answers: { q0: "Point", q1: "Opposition" },
    writing_response: WRITING,
  });
  const me = await api(student.request, "get", "/api/me");
  return { classroomId: room.id, lessonId, studentId: me.user.id, title };
}

test("a teacher grades with AI Suggest and the slider; the student reads the feedback", async ({ teacher, student, baseURL }) => {
  const s = await submittedLesson(teacher, student, baseURL);

  await teacher.goto(`/#/feedback/${s.classroomId}/${s.lessonId}/${s.studentId}`);
  await expect(teacher.getByRole("heading", { level: 1 })).toContainText(s.title);
  await expect(teacher.getByTestId("writing-response")).toContainText("split attention");
  const review = teacher.getByTestId("quiz-review-item");
  await expect(review).toHaveCount(2);
  await expect(review.nth(0)).toHaveAttribute("data-right", "true");
  await expect(review.nth(1)).toHaveAttribute("data-right", "false");
  await expect(review.nth(1)).toContainText("Correct: Prime Minister");
  await expectNoSeriousA11yViolations(teacher);

  // AI Suggest fills the feedback box and the grade.
  await teacher.getByTestId("ai-suggest").click();
  await expect(teacher.getByTestId("feedback-text")).not.toHaveValue("");
  const grade = teacher.getByTestId("grade-input");
  await expect(grade).not.toHaveValue("");
  await teacher.getByTestId("feedback-text").fill("Clear position and a good example. Explain the mechanism further.");

  // The number box and the slider move together.
  await grade.fill("70");
  const thumb = teacher.getByRole("slider", { name: "Grade" });
  await expect(thumb).toHaveAttribute("aria-valuenow", "70");
  await thumb.focus();
  await teacher.keyboard.press("ArrowRight");
  await teacher.keyboard.press("ArrowRight");
  await expect(grade).toHaveValue("72");
  await expect(teacher.getByTestId("grade-readout")).toHaveText("72 / 100");

  await teacher.getByTestId("save-feedback").click();
  await expect(teacher.getByTestId("save-feedback")).toHaveText(F.saved);
  // A change makes it a Save button again.
  await grade.fill("73");
  await expect(teacher.getByTestId("save-feedback")).toHaveText("Save");
  await teacher.getByTestId("save-feedback").click();
  await expect(teacher.getByTestId("save-feedback")).toHaveText(F.saved);

  // The student's read-only view.
  await student.goto(`/#/classrooms/${s.classroomId}/lesson/${s.lessonId}/feedback/${s.studentId}`);
  await expect(student.getByTestId("teacher-feedback")).toContainText("Explain the mechanism further.");
  await expect(student.getByTestId("teacher-grade")).toHaveText("73 / 100");
  await expect(student.getByTestId("reading-section")).toContainText("ban on phones");
  await expect(student.getByTestId("writing-prompt")).toContainText("Should schools ban mobile phones");
  await expect(student.getByTestId("writing-response")).toContainText("split attention");
  await expect(student.getByRole("textbox")).toHaveCount(0);
  await expectNoSeriousA11yViolations(student);

  // Nobody else's: the student cannot open the editor's data for another student.
  await student.goto(`/#/classrooms/${s.classroomId}/lesson/${s.lessonId}/feedback/someone-else`);
  await expect(student.getByTestId("load-error")).toHaveText(F.notYourWork);
});

test("the student's progress page lists their lessons with search and links", async ({ teacher, student, baseURL }) => {
  const s = await submittedLesson(teacher, student, baseURL);
  const graded = await submittedLesson(teacher, student, baseURL);
  await api(
    teacher.request,
    "put",
    `/api/classrooms/${graded.classroomId}/lessons/${graded.lessonId}/students/${graded.studentId}/feedback`,
    {
      teacher_feedback: "Good",
      teacher_score: 90,
    },
  );
  await teacher.goto(`/#/profiles/${s.studentId}`);
  await expect(teacher.getByTestId("student-profile")).toBeVisible();
  await expect(teacher.getByTestId("student-lesson")).toHaveCount(2);
  await expect(teacher.getByTestId("student-lesson").filter({ hasText: graded.title })).toContainText("Graded");
  const row = teacher.getByTestId("student-lesson").filter({ hasText: s.title });
  await expect(row).toContainText(s.title);
  await expect(row.getByRole("link", { name: "Review & Grade" })).toHaveAttribute(
    "href",
    `#/feedback/${s.classroomId}/${s.lessonId}/${s.studentId}`,
  );
  await expect(row.getByRole("link", { name: "Open lesson" })).toHaveAttribute(
    "href",
    `#/modules/beginner/${s.lessonId}?classroomId=${s.classroomId}`,
  );
  await expectNoSeriousA11yViolations(teacher);
  await teacher.getByTestId("lesson-search").fill("no such lesson");
  await expect(teacher.getByTestId("no-lessons")).toHaveText(C.noMatchingLessons);

  await teacher.goto("/#/profiles/no-such-student");
  await expect(teacher.getByTestId("load-error")).toHaveText(C.studentNotFound);
  // A student may not look at anyone's progress page.
  await student.goto(`/#/profiles/${s.studentId}`);
  await expect(student.getByText(/Access denied|Teachers only/i).first()).toBeVisible();
});

test("AI Suggest that fails keeps what the teacher typed; without a response it asks for both", async ({ teacher, student, baseURL }) => {
  const s = await submittedLesson(teacher, student, baseURL);
  // The model's failure, as the server reports it (a 502 with the catalogue message).
  await teacher.route("**/feedback/suggest", (route) =>
    route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ error: F.suggestFailed }) }),
  );
  await teacher.goto(`/#/feedback/${s.classroomId}/${s.lessonId}/${s.studentId}`);
  await teacher.getByTestId("feedback-text").fill("My own notes so far.");
  await teacher.getByTestId("ai-suggest").click();
  await expect(teacher.getByTestId("suggest-error")).toHaveText(F.suggestFailed);
  await expect(teacher.getByTestId("feedback-text")).toHaveValue("My own notes so far.");
  await teacher.unroute("**/feedback/suggest");

  // A suggestion beside the teacher's words is offered, never written over them; they may add it below.
  await teacher.getByTestId("ai-suggest").click();
  const offered = teacher.getByTestId("ai-suggestion");
  await expect(offered).toBeVisible();
  await expect(teacher.getByTestId("feedback-text")).toHaveValue("My own notes so far.");
  await offered.getByRole("button", { name: "Add below my text" }).click();
  await expect(offered).toHaveCount(0);
  await expect(teacher.getByTestId("feedback-text")).toHaveValue(/^My own notes so far\.\n\n\S/);

  // A resubmission with no writing: nothing to suggest from.
  await api(student.request, "post", `/api/classrooms/${s.classroomId}/lessons/${s.lessonId}/submit`, {
    answers: { q0: "Point" },
    writing_response: "",
  });
  await teacher.reload();
  await teacher.getByTestId("ai-suggest").click();
  await expect(teacher.getByTestId("suggest-error")).toHaveText(F.needPromptAndResponse);
});
