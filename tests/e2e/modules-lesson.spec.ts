import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";

// The module page and a module lesson on the seeded starter curriculum, against the offline coach.

interface CatalogueModule {
  id: string;
  name: string;
  access_status: string;
}

/** A seeded module of the signed-in page's catalogue, by name or by section. */
async function seededModule(page: Page, pick: (m: CatalogueModule) => boolean): Promise<CatalogueModule> {
  const res = await page.request.get("/api/modules?limit=50");
  expect(res.status()).toBe(200);
  const { modules } = (await res.json()) as { modules: CatalogueModule[] };
  const m = modules.find(pick);
  if (!m) throw new Error("seeded module not found");
  return m;
}

const cards = (page: Page) => page.getByTestId("lesson-card");
const question = (page: Page, i: number) => page.getByTestId("quiz-question").nth(i);

test("module page: lessons, search, level filter, sort and the empty state", async ({ student: page }) => {
  const m = await seededModule(page, (x) => x.name === "Foundations of a Speech");
  await page.goto(`/#/modules/view/${m.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Foundations of a Speech" })).toBeVisible();
  await expect(cards(page)).toHaveCount(4);
  await expect(cards(page).getByRole("link", { name: /^Start/ })).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("textbox", { name: "Search lessons" }).fill("pael");
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole("textbox", { name: "Search lessons" }).fill("no such lesson");
  await expect(page.getByText("No lessons match your filters.")).toBeVisible();
  await page.getByRole("textbox", { name: "Search lessons" }).fill("");

  await page.getByRole("combobox", { name: "Level" }).click();
  await page.getByRole("option", { name: "Advanced" }).click();
  await expect(page.getByText("No lessons match your filters.")).toBeVisible();
  await page.getByRole("combobox", { name: "Level" }).click();
  await page.getByRole("option", { name: "Beginner" }).click();
  await expect(cards(page)).toHaveCount(4);

  await page.getByRole("combobox", { name: "Sort" }).click();
  await page.getByRole("option", { name: "Title A to Z" }).click();
  await expect(cards(page).first().getByRole("heading")).toHaveText("Deep Analysis: Building the Chain");

  await cards(page)
    .filter({ hasText: "PAEL" })
    .getByRole("link", { name: /^Start/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "PAEL: Point, Analysis, Example, Link" })).toBeVisible();
});

test("a locked private module is refused with a clear message", async ({ student: page }) => {
  const m = await seededModule(page, (x) => x.access_status === "locked");
  await page.goto(`/#/modules/view/${m.id}`);
  await expect(page.getByTestId("module-error")).toContainText("This module is locked.");
  await expect(cards(page)).toHaveCount(0);
});

test("lesson: quiz, writing and case builder, a failed save keeps the answers, submit scores, reload keeps them", async ({
  student: page,
}) => {
  const m = await seededModule(page, (x) => x.name === "Foundations of a Speech");
  await page.goto(`/#/modules/view/${m.id}`);
  await cards(page)
    .filter({ hasText: "PAEL" })
    .getByRole("link", { name: /^Start/ })
    .click();

  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Modules" })).toBeVisible();
  await expect(crumbs.getByRole("link", { name: "Foundations of a Speech" })).toHaveAttribute("href", `#/modules/view/${m.id}`);
  // The reading is formatted text: its headings are headings.
  await expect(page.getByTestId("lesson-reading").getByRole("heading", { name: "Analysis" })).toBeVisible();

  await expect(page.getByTestId("quiz-question")).toHaveCount(3);
  // No answer is revealed before a score exists (the default quiz_reveal is after_submit).
  await expect(page.locator("[data-correct]")).toHaveCount(0);
  for (let i = 0; i < 3; i++) await question(page, i).getByRole("radio").first().check();

  const writing = page.getByRole("textbox", { name: "Your response" });
  await writing.fill("Point: voting should be compulsory. Analysis: turnout rises, so governments answer to everyone.");
  await expect(page.getByTestId("writing-response-count")).toHaveText("13 words");
  const caseBox = page.getByRole("textbox", { name: "Your case" });
  await caseBox.fill("Stance: propose. First, legitimacy. Second, equality of voice.");
  await expectNoSeriousA11yViolations(page);

  // A failed save says so and keeps every answer on the screen.
  await page.route("**/api/modules/*/lessons/*/submit", (r) => r.fulfill({ status: 500, json: { error: "boom" } }));
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Error saving your progress." })).toBeVisible();
  await expect(question(page, 0).getByRole("radio").first()).toBeChecked();
  await expect(writing).toHaveValue(/voting should be compulsory/);
  await expect(caseBox).toHaveValue(/legitimacy/);
  await page.unroute("**/api/modules/*/lessons/*/submit");

  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByTestId("lesson-result")).toBeVisible();
  await expect(page.getByTestId("lesson-score")).toHaveText(/^\d{1,3}$/);
  await expect(page.getByTestId("lesson-feedback")).not.toBeEmpty();
  await expect(page.getByRole("button", { name: "Resubmit" })).toBeVisible();
  await expect(page.getByText("Error saving your progress.")).toHaveCount(0);
  // Once a score exists, the right answers are marked.
  await expect(page.locator("[data-correct]")).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(page.getByRole("button", { name: "Resubmit" })).toBeVisible();
  for (let i = 0; i < 3; i++) await expect(question(page, i).getByRole("radio").first()).toBeChecked();
  await expect(page.getByRole("textbox", { name: "Your response" })).toHaveValue(/voting should be compulsory/);
  await expect(page.getByRole("textbox", { name: "Your case" })).toHaveValue(/legitimacy/);
  await expect(page.getByTestId("lesson-score")).toHaveText(/^\d{1,3}$/);

  await crumbs.getByRole("link", { name: "Foundations of a Speech" }).click();
  await expect(cards(page).filter({ hasText: "PAEL" }).getByRole("link", { name: /^View/ })).toBeVisible();
});
