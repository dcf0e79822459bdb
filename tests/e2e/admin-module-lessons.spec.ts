import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";

// The admin's module lessons: the builder (with the question builder's alert), My Module Lessons with
// edit mode, edit, unassign/assign and delete, and the refusal a student reads.

// On the second server (the one with the scripted model): the modules made here are private, and the
// catalogue tests on the first server count exactly the starter curriculum's locked modules.
test.use({ baseURL: async ({ modelURL }, use) => use(modelURL) });

const QUESTION_ALERT = "Each question must have at least 2 unique options, and the correct answer must match one.";

/** A private module made through the API as the signed-in admin; the lessons go into it. */
async function createModule(page: Page, baseURL: string | undefined, name: string): Promise<string> {
  // better-auth's origin check wants the header on every write (see fixtures).
  const origin = new URL(baseURL!).origin;
  const res = await page.request.post("/api/admin/modules", { data: { name, description: "Made by the e2e test." }, headers: { origin } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { module: { id: string } }).module.id;
}

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole("combobox", { name: combobox }).click();
  await page.getByRole("option", { name: option }).click();
}

async function addQuestion(page: Page, text: string, options: string[], correct?: string) {
  await page.getByRole("textbox", { name: "Question text" }).fill(text);
  for (const [i, o] of options.entries()) {
    if (i >= 3) await page.getByRole("button", { name: "Add option" }).click();
    await page.getByRole("textbox", { name: `Option ${i + 1}`, exact: true }).fill(o);
  }
  if (correct) await page.getByRole("radio", { name: correct, exact: true }).check();
  await page.getByRole("button", { name: "Add question" }).click();
}

const row = (page: Page, title: string) => page.getByTestId("module-lesson-row").filter({ hasText: title });

test("an admin builds a module lesson, finds it in My Module Lessons, edits, unassigns, assigns and deletes it", async ({
  admin: page,
  baseURL,
}) => {
  const n = Math.random().toString(36).slice(2, 7);
  const [first, second] = [`E2E Module ${n}`, `E2E Second ${n}`];
  await createModule(page, baseURL, first);
  await createModule(page, baseURL, second);
  const title = `Weighing drills ${n}`;

  await page.goto("/#/admin/create-module-lesson");
  await expect(page.getByRole("heading", { level: 1, name: "Create Module Lesson" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Required fields first; generate-from-URL does nothing on an empty URL.
  await page.getByRole("button", { name: "Create lesson" }).click();
  await expect(page.getByTestId("lesson-form-error")).toHaveText("Missing required fields");
  await page.getByRole("button", { name: "Generate from URL" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /URL/ })).toHaveCount(0);

  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await choose(page, "Module", first);
  await choose(page, "Level", "Intermediate");
  await page.getByRole("textbox", { name: "Reading" }).fill("Weighing compares the impacts of both sides.\n\nSay why yours matter more.");
  await page.getByRole("textbox", { name: "Writing prompt" }).fill("Weigh two impacts of your choice.");
  await page.getByRole("switch", { name: /^Case builder/ }).check();
  await page.getByRole("textbox", { name: "Case builder prompt" }).fill("Build a case that weighs.");

  // A question without a chosen answer, and one with the same option twice, are refused with the spec's alert.
  await addQuestion(page, "What does weighing compare?", ["Impacts", "Speakers", "Motions"]);
  await expect(page.getByTestId("question-alert")).toHaveText(QUESTION_ALERT);
  await page.getByRole("radio", { name: "Impacts" }).check();
  await page.getByRole("button", { name: "Add question" }).click();
  await expect(page.getByTestId("question-alert")).toHaveCount(0);
  await addQuestion(page, "Which is a weighing metric?", ["Magnitude", "Magnitude"], "Magnitude");
  // (the same option twice is offered once as the answer)
  await expect(page.getByTestId("question-alert")).toHaveText(QUESTION_ALERT);
  // Up to five options; the third and later can be removed, the first two cannot.
  await page.getByRole("textbox", { name: "Option 2", exact: true }).fill("Volume");
  await page.getByRole("textbox", { name: "Option 3", exact: true }).fill("Probability");
  await page.getByRole("button", { name: "Add option" }).click();
  await page.getByRole("textbox", { name: "Option 4", exact: true }).fill("Colour");
  await page.getByRole("button", { name: "Add option" }).click();
  await expect(page.getByRole("textbox", { name: "Option 5", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add option" })).toHaveCount(0);
  await page.getByRole("button", { name: "Remove option 5" }).click();
  await expect(page.getByRole("button", { name: "Remove option 2" })).toHaveCount(0);
  await page.getByRole("radio", { name: "Probability" }).check();
  await page.getByRole("button", { name: "Add question" }).click();
  await expect(page.getByTestId("question-item")).toHaveCount(2);
  await expect(page.getByTestId("question-item").nth(1)).toContainText("Which is a weighing metric?");
  // An added question can be edited in place.
  await page.getByRole("button", { name: "Edit question 1" }).click();
  await expect(page.getByRole("textbox", { name: "Question text" })).toHaveValue("What does weighing compare?");
  await page.getByRole("textbox", { name: "Question text" }).fill("What does weighing compare, above all?");
  await page.getByRole("button", { name: "Save question" }).click();
  await expect(page.getByTestId("question-item").first()).toContainText("What does weighing compare, above all?");
  await expect(page.getByTestId("question-item")).toHaveCount(2);

  await page.getByRole("button", { name: "Create lesson" }).click();
  await expect(page).toHaveURL(/#\/admin\/my-module-lessons$/);
  await expect(page.getByText(`Saved “${title}”.`)).toBeVisible();
  await expect(row(page, title)).toContainText(first);
  await expect(row(page, title)).toContainText("2 questions");
  await expect(row(page, title)).toContainText("intermediate");
  await expect(row(page, title).getByRole("link", { name: title })).toHaveAttribute("href", /#\/modules\/view\/.+\/lesson\/.+/);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("textbox", { name: "Search module lessons" }).fill(n);
  await expect(page.getByTestId("module-lesson-row")).toHaveCount(1);

  // Edit: the saved values come back; a failed save keeps what was typed and shows the server's text.
  await page.getByLabel("Edit mode").check();
  await row(page, title)
    .getByRole("link", { name: `Edit ${title}` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Module Lesson" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(title);
  await expect(page.getByTestId("question-item")).toHaveCount(2);
  const edited = `${title} (edited)`;
  await page.getByRole("textbox", { name: "Title" }).fill(edited);
  await page.route("**/api/admin/module-lessons/*", (route) =>
    route.request().method() === "PUT" ? route.fulfill({ status: 503, json: { error: "The database is busy." } }) : route.fallback(),
  );
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("lesson-form-error")).toHaveText("The database is busy.");
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(edited);
  await page.unrouteAll();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/#\/admin\/my-module-lessons$/);
  await expect(row(page, edited)).toBeVisible();

  // Unassign, then assign to the other module.
  await page.getByLabel("Edit mode").check();
  await row(page, edited)
    .getByRole("button", { name: `Unassign ${edited}` })
    .click();
  await expect(row(page, edited).getByTestId("row-module")).toHaveText("Unassigned");
  await expect(row(page, edited).getByRole("link", { name: edited, exact: true })).toHaveCount(0);
  await row(page, edited)
    .getByRole("button", { name: `Assign ${edited}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Assign to a module" });
  await choose(page, "Module", second);
  await dialog.getByRole("button", { name: "Assign" }).click();
  await expect(row(page, edited).getByTestId("row-module")).toHaveText(second);

  // Delete: the confirmation word for word; a refused delete shows the spec's alert with the server's text.
  await page.route("**/api/admin/module-lessons/*", (route) =>
    route.request().method() === "DELETE" ? route.fulfill({ status: 500, json: { error: "Disk full." } }) : route.fallback(),
  );
  await row(page, edited)
    .getByRole("button", { name: `Delete ${edited}` })
    .click();
  await expect(page.getByRole("dialog")).toContainText("Are you sure you want to delete this module lesson?");
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("lessons-action-error")).toContainText("Failed to delete module lesson: Disk full.");
  await page.unrouteAll();
  await row(page, edited)
    .getByRole("button", { name: `Delete ${edited}` })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(row(page, edited)).toHaveCount(0);
  await page.getByRole("textbox", { name: "Search module lessons" }).fill(n);
  await expect(page.getByText("No module lessons found.")).toBeVisible();
});

test("generate-from-URL: nothing on an empty URL, the server's refusal, and a reply that fills the form", async ({ admin: page }) => {
  await page.goto("/#/admin/create-module-lesson");
  const generate = page.getByRole("button", { name: "Generate from URL" });
  await generate.click();
  await expect(page.getByRole("alert")).toHaveCount(0);

  // The server refuses loopback addresses; its text is shown as it is.
  await page.getByRole("textbox", { name: "Article URL" }).fill("http://127.0.0.1:9/article");
  await generate.click();
  await expect(page.getByRole("alert")).toHaveCount(1);
  await expect(page.getByRole("alert")).not.toHaveText("");

  // A successful reply (the article server is stubbed here; the API tests fetch a real local page).
  await page.route("**/api/generate-lesson-from-url", (route) =>
    route.fulfill({
      json: {
        title: "Framing the debate",
        reading: "A frame decides what the debate is about.",
        writing_prompt: "Frame a motion of your choice.",
        quiz: [
          {
            question: "What does a frame decide?",
            options: ["What the debate is about", "Who speaks first"],
            correct: "What the debate is about",
          },
          { question: "Who frames first?", options: ["Government", "Opposition", "The judge"], correct: "Government" },
          { question: "Can a frame be contested?", options: ["Yes", "No"], correct: "Yes" },
        ],
        engine: "offline",
      },
    }),
  );
  await page.getByRole("textbox", { name: "Article URL" }).fill("https://example.com/framing");
  await generate.click();
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue("Framing the debate");
  await expect(page.getByRole("textbox", { name: "Reading" })).toHaveValue("A frame decides what the debate is about.");
  await expect(page.getByRole("textbox", { name: "Writing prompt" })).toHaveValue("Frame a motion of your choice.");
  await expect(page.getByTestId("question-item")).toHaveCount(3);
  await expect(page.getByTestId("question-item").nth(1)).toContainText("Who frames first?");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("a student opening the module-lesson builder reads the admins-only refusal", async ({ student: page }) => {
  await page.goto("/#/admin/create-module-lesson");
  await expect(page.getByRole("alert")).toHaveText("Access denied. Only admins can create module lessons.");
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveCount(0);
});
