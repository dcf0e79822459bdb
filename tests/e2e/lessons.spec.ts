import type { Locator, Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { LESSON_MESSAGES as L } from "#shared/messages/classrooms.ts";
import { QUIZ_MESSAGES as Q } from "#shared/messages/quiz.ts";
import { LESSON_URL_MESSAGES } from "#shared/messages/lesson-url.ts";
import { AUTH_MESSAGES } from "#shared/messages/auth.ts";
import { UI_MESSAGES } from "#shared/messages/ui.ts";

// The teacher's lessons: Create Lesson (question builder alerts, required fields), My Lessons with
// folders (drag and drop with the mouse and the keyboard, Move to…, rename and delete), editing and
// deleting a lesson, the owner's preview in the lesson viewer, and who may open Create Lesson.

async function addQuestion(page: Page, text: string, options: string[], correct?: string) {
  await page.getByRole("textbox", { name: "Question text" }).fill(text);
  for (const [i, o] of options.entries()) await page.getByRole("textbox", { name: `Option ${i + 1}`, exact: true }).fill(o);
  if (correct) await page.getByRole("radio", { name: correct, exact: true }).check();
  await page.getByRole("button", { name: "Add question" }).click();
}

/** A lesson made through the API as the signed-in teacher. */
async function createLessonByApi(page: Page, baseURL: string | undefined, title: string) {
  const origin = new URL(baseURL!).origin;
  const res = await page.request.post("/api/lessons", {
    data: { title, reading: "Signposting tells the judge where you are.", level: "beginner" },
    headers: { origin },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const item = (scope: Page | Locator, title: string) => scope.getByTestId("lesson-item").filter({ hasText: title });
const folderZone = (page: Page, name: string) => page.getByRole("region", { name: `Folder ${name}` });
const unassigned = (page: Page) => page.getByRole("region", { name: "Unassigned" });

/**
 * A mouse drag by the lesson's grip, in small steps so the pointer sensor starts and the zone sees it.
 * The target is measured once the drag has started: near the window's edge the page scrolls by itself.
 */
async function mouseDrag(page: Page, handle: Locator, target: Locator) {
  await handle.evaluate((el) => el.scrollIntoView({ block: "center" }));
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 40), { steps: 15 });
  await page.mouse.up();
}

test("a teacher creates a lesson, files lessons in folders with the mouse, the keyboard and Move to…, edits and deletes", async ({
  teacher: page,
  baseURL,
}) => {
  const n = Math.random().toString(36).slice(2, 7);
  const title = `Rebuttal basics ${n}`;
  const other = `Signposting ${n}`;
  const folder = `Unit ${n}`;
  await createLessonByApi(page, baseURL, other);

  // ---- Create Lesson
  await page.goto("/#/modules/create");
  await expect(page.getByRole("heading", { level: 1, name: "Create Lesson" })).toBeVisible();
  // The teacher's auto-assign difficulty is "mixed" by default: Intermediate.
  await expect(page.getByRole("combobox", { name: "Level" })).toHaveValue("Intermediate");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Save lesson" }).click();
  await expect(page.getByTestId("lesson-form-error")).toHaveText(L.titleRequired);
  await page.getByRole("button", { name: "Generate from URL" }).click();
  await expect(page.getByRole("alert").filter({ hasText: LESSON_URL_MESSAGES.pasteUrl })).toBeVisible();

  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByRole("button", { name: "Save lesson" }).click();
  await expect(page.getByTestId("lesson-form-error")).toHaveText(L.readingRequired);
  await page.getByRole("textbox", { name: "Reading" }).fill("## Rebuttal\n\nAnswer the strongest point first.\n\n- Quote it\n- Answer it");
  await page.getByRole("textbox", { name: "Writing prompt" }).fill("Rebut one argument of the other side.");
  await expect(page.getByText("Writing practice is on: students answer this prompt.")).toBeVisible();

  // The add-question alerts: no answer chosen, then a question without text.
  await addQuestion(page, "What comes first?", ["The strongest point", "The weakest point", "Your own case"]);
  await expect(page.getByTestId("question-alert")).toHaveText(Q.correctMustMatch);
  await page.getByRole("radio", { name: "The strongest point" }).check();
  await page.getByRole("button", { name: "Add question" }).click();
  await expect(page.getByTestId("question-item")).toHaveCount(1);
  await addQuestion(page, "", ["Yes", "No"], "Yes");
  await expect(page.getByTestId("question-alert")).toHaveText(Q.enterQuestionText);
  await page.getByRole("textbox", { name: "Question text" }).fill("Should you quote the point?");
  await page.getByRole("button", { name: "Add question" }).click();
  await expect(page.getByTestId("question-item")).toHaveCount(2);

  await page.getByRole("button", { name: "Save lesson" }).click();
  await expect(page).toHaveURL(/#\/modules\/my-lessons$/);
  await expect(page.getByTestId("lessons-notice")).toHaveText(`Created “${title}”.`);
  await expect(item(unassigned(page), title)).toBeVisible();
  await expect(item(unassigned(page), other)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // ---- Search
  await page.getByRole("searchbox", { name: "Search lessons" }).fill("Signposting");
  await expect(page.getByTestId("lesson-item")).toHaveCount(1);
  await page.getByRole("searchbox", { name: "Search lessons" }).fill("");
  await expect(page.getByTestId("lesson-item")).toHaveCount(2);

  // ---- A folder; the new lesson dragged into it with the mouse; the other one moved there from its menu
  await page.getByRole("textbox", { name: "New folder" }).fill(folder);
  await page.getByRole("button", { name: "Add folder" }).click();
  await expect(folderZone(page, folder)).toBeVisible();
  await mouseDrag(page, item(page, title).getByTestId("drag-handle"), folderZone(page, folder));
  await expect(item(folderZone(page, folder), title)).toBeVisible();
  await item(page, other)
    .getByRole("button", { name: `Move ${other} to…` })
    .click();
  await page.getByRole("menuitem", { name: folder }).click();
  await expect(item(folderZone(page, folder), other)).toBeVisible();
  await expect(unassigned(page).getByTestId("lesson-item")).toHaveCount(0);

  // ---- The keyboard: focus the grip, Space picks up, the arrows go to Unassigned (the last zone), Space drops.
  // Each key waits for dnd-kit to take the last one in (on a busy machine it may lag a frame or two).
  await item(page, other).getByTestId("drag-handle").focus();
  for (const key of ["Space", "ArrowDown", "ArrowDown", "Space"]) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
  }
  await expect(item(unassigned(page), other)).toBeVisible();

  await page.reload();
  await expect(item(folderZone(page, folder), title)).toBeVisible();
  await expect(item(unassigned(page), other)).toBeVisible();

  // ---- The owner's preview in the lesson viewer: right answers shown, no Submit, a way back.
  await item(page, title).getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId("reading-section")).toContainText("Answer the strongest point first.");
  await expect(page.getByTestId("quiz-question")).toHaveCount(2);
  await expect(page.getByText("Correct answer")).toHaveCount(2);
  await expect(page.getByTestId("writing-prompt")).toHaveText("Rebut one argument of the other side.");
  await expect(page.getByRole("button", { name: /Submit/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "My Lessons" }).click();

  // ---- Rename and delete the folder (its lesson comes back to Unassigned)
  await page.getByRole("switch", { name: /^Edit/ }).check();
  await page.getByRole("button", { name: `Rename folder ${folder}` }).click();
  await page.getByRole("textbox", { name: "Folder name" }).fill(`${folder} renamed`);
  await page.getByRole("button", { name: "Rename", exact: true }).click();
  await expect(folderZone(page, `${folder} renamed`)).toBeVisible();
  await page.getByRole("button", { name: `Delete folder ${folder} renamed` }).click();
  await expect(page.getByRole("dialog", { name: "Delete folder" })).toContainText("Its lessons are kept and move to Unassigned.");
  await page.getByRole("dialog").getByRole("button", { name: "Delete folder" }).click();
  await expect(page.getByTestId("folder-zone")).toHaveCount(0);
  await expect(item(unassigned(page), title)).toBeVisible();

  // ---- Edit a lesson, then delete it from the editor
  await item(page, title)
    .getByRole("link", { name: `Edit ${title}` })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Lesson" })).toBeVisible();
  await expect(page.getByTestId("question-item")).toHaveCount(2);
  await page.getByRole("textbox", { name: "Title" }).fill(`${title} v2`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("lessons-notice")).toHaveText(`Saved “${title} v2”.`);
  await item(page, `${title} v2`)
    .getByRole("link", { name: `Edit ${title} v2` })
    .first()
    .click();
  await page.getByRole("button", { name: "Delete lesson" }).click();
  await page.getByRole("dialog", { name: "Delete lesson" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("lessons-notice")).toHaveText(`Deleted “${title} v2”.`);
  await expect(item(page, `${title} v2`)).toHaveCount(0);

  // ---- Delete the other one from My Lessons' edit mode
  await page.getByRole("switch", { name: /^Edit/ }).check();
  await page.getByRole("button", { name: `Delete ${other}` }).click();
  await page.getByRole("dialog", { name: "Delete lesson" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("lessons-empty")).toBeVisible();
});

test("a student is refused Create Lesson, and a signed-out visitor is asked to log in", async ({ student, page }) => {
  await student.goto("/#/modules/create");
  await expect(student.getByText(AUTH_MESSAGES.accessDeniedTeachers)).toBeVisible();
  await page.goto("/#/modules/create");
  await expect(page.getByText(L.mustBeLoggedIn)).toBeVisible();
});

test("failures say so and lose nothing: load with retry, a refused move goes back, a failed save keeps the form", async ({
  teacher: page,
  baseURL,
}) => {
  const n = Math.random().toString(36).slice(2, 7);
  const title = `Weighing ${n}`;
  await createLessonByApi(page, baseURL, title);
  const origin = new URL(baseURL!).origin;
  const folder = `Box ${n}`;
  expect((await page.request.post("/api/lesson-folders", { data: { name: folder }, headers: { origin } })).status()).toBe(200);

  // The first load fails; Try again loads.
  let failLoad = true;
  await page.route(/\/api\/lessons\?/, (route) => (failLoad ? route.fulfill({ status: 500, body: "{}" }) : route.fallback()));
  await page.goto("/#/modules/my-lessons");
  await expect(page.getByTestId("lessons-load-error")).toContainText(L.loadFailed);
  failLoad = false;
  await page.getByRole("button", { name: UI_MESSAGES.tryAgain }).click();
  await expect(item(unassigned(page), title)).toBeVisible();

  // A refused move: the alert, and the lesson back in Unassigned.
  await page.route(/\/api\/lessons\/[^/]+\/folder$/, (route) => route.fulfill({ status: 500, body: "{}" }));
  await item(page, title)
    .getByRole("button", { name: `Move ${title} to…` })
    .click();
  await page.getByRole("menuitem", { name: folder }).click();
  await expect(page.getByTestId("lessons-problem")).toHaveText(L.moveFailed);
  await expect(item(unassigned(page), title)).toBeVisible();
  await expect(item(folderZone(page, folder), title)).toHaveCount(0);

  // A failed save: the spec's message, every field still there.
  await page.route(/\/api\/lessons$/, (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 500, body: "{}" }) : route.fallback(),
  );
  await page.goto("/#/modules/create");
  await page.getByRole("textbox", { name: "Title" }).fill(`Kept ${n}`);
  await page.getByRole("textbox", { name: "Reading" }).fill("Nothing typed is lost.");
  await page.getByRole("button", { name: "Save lesson" }).click();
  await expect(page.getByTestId("lesson-form-error")).toHaveText(L.saveFailed);
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(`Kept ${n}`);
  await expect(page.getByRole("textbox", { name: "Reading" })).toHaveValue("Nothing typed is lost.");
});
