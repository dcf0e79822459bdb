import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The whole curation loop in the browser, as an admin works through it: an admin creates a module, writes two
// lessons into it with the question builder, makes it public, and a student finds it and takes a lesson.
// On the second e2e server (see admin-modules.spec.ts: private modules would change the catalogue counts).
test.use({ baseURL: async ({ modelURL }, use) => use(modelURL) });

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole("combobox", { name: combobox }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function writeLesson(page: Page, module: string, title: string, question: { text: string; options: string[]; correct: string }) {
  await page.goto("/#/admin/create-module-lesson");
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await choose(page, "Module", module);
  await page.getByRole("textbox", { name: "Reading" }).fill(`${title}: a reading with a claim, a reason and an example.`);
  await page.getByRole("textbox", { name: "Question text" }).fill(question.text);
  for (const [i, o] of question.options.entries()) await page.getByRole("textbox", { name: `Option ${i + 1}`, exact: true }).fill(o);
  await page.getByRole("radio", { name: question.correct, exact: true }).check();
  await page.getByRole("button", { name: "Add question" }).click();
  await expect(page.getByTestId("question-item")).toHaveCount(1);
  await page.getByRole("button", { name: "Create lesson" }).click();
  // The list has rendered (not only the address changed: the router keeps the old screen while a page loads).
  await expect(page.getByText(`Saved “${title}”.`)).toBeVisible();
}

test("an admin creates a module with two lessons from the question builder, makes it public; a student takes one", async ({
  admin,
  student,
}) => {
  const t = Math.random().toString(36).slice(2, 8);
  const name = `Rebuttal Lab ${t}`;
  await admin.goto("/#/admin/create-module");
  await admin.getByRole("textbox", { name: "Module name" }).fill(name);
  await admin.getByRole("button", { name: "Create" }).click();
  await expect(admin.getByRole("heading", { level: 1, name })).toBeVisible();

  await writeLesson(admin, name, `Find the weakest link ${t}`, {
    text: "What does rebuttal attack first?",
    options: ["The weakest link", "The speaker", "The timekeeper"],
    correct: "The weakest link",
  });
  await writeLesson(admin, name, `Weigh the clash ${t}`, {
    text: "What decides a clash?",
    options: ["Weighing", "Volume", "Length"],
    correct: "Weighing",
  });

  await admin.goto("/#/admin/manage-modules");
  const card = admin.getByTestId("admin-module").filter({ has: admin.getByRole("heading", { name }) });
  await expect(card.getByTestId("admin-module-lessons")).toHaveText("2 lessons");
  await card.getByRole("button", { name: `Make Public: ${name}` }).click();
  await expect(card.getByTestId("visibility")).toHaveText("Public");

  await student.goto("/#/modules");
  await student.getByRole("textbox", { name: "Search" }).fill(name);
  await student.getByRole("button", { name: "Apply" }).click();
  await student
    .getByRole("region", { name: "Available Modules" })
    .getByRole("link", { name: new RegExp(name) })
    .click();
  await expect(student.getByRole("heading", { level: 1, name })).toBeVisible();
  await student
    .getByRole("listitem")
    .filter({ hasText: `Find the weakest link ${t}` })
    .getByRole("link", { name: /^Start/ })
    .click();
  await expect(student.getByRole("heading", { level: 1, name: `Find the weakest link ${t}` })).toBeVisible();
  await student.getByRole("radio", { name: "The weakest link" }).check();
  await student.getByRole("button", { name: "Submit" }).click();
  await expect(student.getByTestId("lesson-score")).toContainText("100");
});
