import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DRAFT_MESSAGES as M } from "#shared/messages/drafts.ts";

// Nothing a student types is lost: a lesson answer, a drill and the debater's speech survive a reload,
// and leaving with text not yet saved asks first.

async function api(page: Page, method: "post" | "get", path: string, data?: unknown) {
  const res = await page.request[method](path, data === undefined ? {} : { data });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

const saved = (page: Page) => expect(page.getByTestId("draft-status").first()).toHaveText(M.saved, { timeout: 10_000 });

test("a lesson answer and quiz choices survive a reload, and submitting clears the draft", async ({ teacher, student }) => {
  const t = Date.now().toString(36);
  const { lesson } = await api(teacher, "post", "/api/lessons", {
    title: `Drafted ${t}`,
    reading: "A claim needs a reason and an example to be convincing in a debate.",
    writing_prompt: "Write one claim.",
    level: "beginner",
    quiz: [{ text: "What does a claim need first?", options: ["A reason", "A joke"], correct: "A reason" }],
  });
  const { classroom } = await api(teacher, "post", "/api/classrooms", { name: `Drafts ${t}` });
  await api(teacher, "post", `/api/classrooms/${classroom.id}/lessons`, { lesson_id: lesson.id });
  await api(student, "post", "/api/classrooms/join", { code: classroom.code });

  await student.goto(`/#/classrooms/student/${classroom.id}/lesson/${lesson.id}`);
  await student.getByRole("radio", { name: "A reason" }).check();
  const answer = "Homework should be optional because rest helps learning, as Finland shows.";
  await student.getByTestId("writing-response").fill(answer);
  await saved(student);
  await student.screenshot({ path: "test-results/drafts-lesson.png", fullPage: true });

  await student.reload();
  await expect(student.getByTestId("writing-response")).toHaveValue(answer);
  await expect(student.getByRole("radio", { name: "A reason" })).toBeChecked();

  await student.getByRole("button", { name: "Submit Lesson" }).click();
  await expect(student.getByTestId("lesson-result")).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(async () => (await api(student, "get", `/api/drafts?key=classroom-lesson:${classroom.id}:${lesson.id}`)).draft)
    .toBeNull();
});

test("a drill's motion and answer survive a reload", async ({ student }) => {
  await student.goto("/#/training/modeling");
  const motion = student.getByRole("textbox", { name: "Motion", exact: true });
  await motion.fill("This House would ban homework");
  const first = student.locator("form textarea").first();
  await first.fill("Homework: set tasks done at home after school.");
  await saved(student);
  await student.reload();
  await expect(motion).toHaveValue("This House would ban homework");
  await expect(student.locator("form textarea").first()).toHaveValue("Homework: set tasks done at home after school.");
});

test("the refutation drill keeps its sides and the AI's argument through a reload", async ({ student }) => {
  await student.goto("/#/training/refutation");
  await student.getByRole("textbox", { name: "Motion", exact: true }).fill("This House would ban homework");
  await student.getByRole("button", { name: "Generate AI argument" }).click();
  const panel = student.getByText(/The AI's argument \((Government|Opposition)\)/);
  await expect(panel).toBeVisible({ timeout: 20_000 });
  const title = await panel.textContent();
  const aiSide = await student.getByTestId("side-ai-side").textContent();
  // Arguing the same side as the AI is a choice the round must remember too.
  await student.getByRole("button", { name: "Set My Side Opposite" }).click();
  const mySide = await student.getByTestId("side-your-side").textContent();
  await student.getByRole("textbox", { name: "Analysis" }).fill("Their chain breaks where homework is assumed to teach.");
  // An earlier save already says "Saved": wait for the server to hold this text.
  await expect
    .poll(async () => (await api(student, "get", "/api/drafts?key=drill:refutation")).draft?.body.values.refutation.analysis)
    .toBe("Their chain breaks where homework is assumed to teach.");
  await student.reload();
  await expect(student.getByRole("textbox", { name: "Analysis" })).toHaveValue("Their chain breaks where homework is assumed to teach.");
  await expect(student.getByTestId("side-ai-side")).toHaveText(aiSide!);
  await expect(student.getByTestId("side-your-side")).toHaveText(mySide!);
  await expect(student.getByText(title!)).toBeVisible();
});

test("the debater's unsent speech and the timer's time left survive a reload", async ({ student }) => {
  await student.goto("/#/debater");
  const speech = student.getByRole("textbox", { name: "Your speech" });
  await speech.fill("Madam Speaker, homework steals the evening from rest and family.");
  await student.getByRole("button", { name: "Start timer" }).click();
  await student.waitForTimeout(2_500);
  await student.getByRole("button", { name: "Pause" }).click();
  const left = await student.getByTestId("timer").textContent();
  const [m, sec] = left!.split(":").map(Number);
  await expect.poll(async () => (await api(student, "get", "/api/drafts?key=debate")).draft?.body.seconds_left).toBe(m * 60 + sec);
  await saved(student);
  await student.screenshot({ path: "test-results/drafts-debater.png", fullPage: true });
  await student.reload();
  await expect(speech).toHaveValue("Madam Speaker, homework steals the evening from rest and family.");
  // The paused timer comes back with the time it had left, not the full length.
  expect(left).not.toBe("7:00");
  await expect(student.getByTestId("timer")).toHaveText(left!);
});

test("a save over a newer copy from another device shows that copy and keeps this page's text beside it", async ({ student }) => {
  await student.goto("/#/debater");
  const speech = student.getByRole("textbox", { name: "Your speech" });
  await speech.fill("Typed on the laptop.");
  await saved(student);
  // Another device saves over it (a save without a version replaces whatever is there).
  const phone = await student.request.put("/api/drafts?key=debate", {
    data: { body: { speech: "Typed on the phone.", seconds_left: 420 } },
  });
  expect(phone.status()).toBe(200);
  await speech.fill("Typed on the laptop, and more.");
  // The stale save is refused: the newer copy goes on screen, and nothing typed here is lost from view.
  await expect(speech).toHaveValue("Typed on the phone.");
  await expect(student.getByText(M.replaced)).toBeVisible();
  await expect(student.getByRole("textbox", { name: M.replacedLabel })).toHaveValue("Typed on the laptop, and more.");
  expect((await api(student, "get", "/api/drafts?key=debate")).draft.body.speech).toBe("Typed on the phone.");
  // Typing on saves over the newer copy.
  await speech.fill("Typed on the phone, then the laptop.");
  await saved(student);
  expect((await api(student, "get", "/api/drafts?key=debate")).draft.body.speech).toBe("Typed on the phone, then the laptop.");
});

test("leaving with text not yet saved asks first; staying keeps the text", async ({ student }) => {
  await student.goto("/#/training/modeling");
  await student.getByRole("textbox", { name: "Motion", exact: true }).fill("This House would ban cars from city centres");
  const messages: string[] = [];
  student.once("dialog", (d) => {
    messages.push(d.message());
    void d.dismiss();
  });
  await student.getByRole("link", { name: "All drills" }).click();
  await expect.poll(() => messages).toEqual([M.leaveWarning]);
  await expect(student).toHaveURL(/#\/training\/modeling$/);
  await expect(student.getByRole("textbox", { name: "Motion", exact: true })).toHaveValue("This House would ban cars from city centres");

  // Once saved, leaving is free.
  await saved(student);
  await student.getByRole("link", { name: "All drills" }).click();
  await expect(student).toHaveURL(/#\/training$/);
});
