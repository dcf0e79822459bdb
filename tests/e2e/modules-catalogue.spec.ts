import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";

// The module catalogue (/modules) over the starter curriculum the e2e servers seed: four public
// modules and one private one ("Championship Strategy").

const section = (page: Page, name: string) => page.getByRole("region", { name });
const cardNames = (page: Page, name: string) => section(page, name).getByRole("heading", { level: 3 });

async function apply(page: Page) {
  await page.getByRole("button", { name: "Apply" }).click();
}

test("signed-out visitors to the catalogue are sent to login", async ({ page }) => {
  await page.goto("/#/modules");
  await expect(page).toHaveURL(/#\/login$/);
});

test("a student browses the seeded catalogue: sections, search, level, sort, Reset, and opens a module", async ({ student: page }) => {
  await page.goto("/#/modules");
  await expect(page.getByRole("heading", { level: 1, name: "Modules" })).toBeVisible();
  await expect(section(page, "My Modules")).toContainText("No unlocked modules yet.");
  await expect(cardNames(page, "Available Modules")).toHaveCount(4);
  for (const name of ["Foundations of a Speech", "Rebuttal and Clash", "Actors and Characterization", "Framing and Modeling"])
    await expect(section(page, "Available Modules").getByRole("link", { name: new RegExp(name) })).toBeVisible();
  // Locked modules show a code box and Unlock, not a link.
  await expect(cardNames(page, "Locked Modules")).toHaveText(["Championship Strategy"]);
  await expect(section(page, "Locked Modules").getByRole("link")).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Access code for Championship Strategy" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Search waits for Apply (or Enter), and is kept in the address.
  await page.getByRole("textbox", { name: "Search" }).fill("rebuttal");
  await expect(cardNames(page, "Available Modules")).toHaveCount(4);
  await apply(page);
  await expect(cardNames(page, "Available Modules")).toHaveText(["Rebuttal and Clash"]);
  await expect(section(page, "Locked Modules")).toContainText("No locked modules.");
  await expect(page).toHaveURL(/search=rebuttal/);
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Search" })).toHaveValue("rebuttal");
  await expect(cardNames(page, "Available Modules")).toHaveText(["Rebuttal and Clash"]);

  // Nothing matches: one line says so.
  await page.getByRole("textbox", { name: "Search" }).fill("no such module anywhere");
  await page.getByRole("textbox", { name: "Search" }).press("Enter");
  await expect(page.getByTestId("catalogue-no-match")).toHaveText("No modules match your search and level. Press Reset to see them all.");

  // Reset brings every module back and empties the form.
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(page.getByRole("textbox", { name: "Search" })).toHaveValue("");
  await expect(cardNames(page, "Available Modules")).toHaveCount(4);

  // The level filter keeps modules whose dominant level is the one chosen.
  await page.getByRole("combobox", { name: "Level" }).selectOption("advanced");
  await apply(page);
  await expect(cardNames(page, "Available Modules")).toHaveText(["Framing and Modeling"]);
  await expect(section(page, "Available Modules").getByTestId("module-level")).toHaveText(["Advanced"]);
  await expect(cardNames(page, "Locked Modules")).toHaveText(["Championship Strategy"]);
  await page.getByRole("combobox", { name: "Level" }).selectOption("beginner");
  await apply(page);
  await expect(cardNames(page, "Available Modules")).toHaveText(["Foundations of a Speech"]);

  // Sort by title, A to Z.
  await page.getByRole("button", { name: "Reset" }).click();
  await page.getByRole("combobox", { name: "Sort by" }).selectOption("title");
  await apply(page);
  await expect(cardNames(page, "Available Modules")).toHaveText([
    "Actors and Characterization",
    "Foundations of a Speech",
    "Framing and Modeling",
    "Rebuttal and Clash",
  ]);

  // Four modules fit on one page: no pager.
  await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(0);

  // A card leads to its module page.
  const card = section(page, "Available Modules").getByRole("link", { name: /Foundations of a Speech/ });
  await expect(card).toContainText("4 lessons");
  await card.click();
  await expect(page).toHaveURL(/#\/modules\/view\/[0-9a-f-]{36}$/);
});

test("unlock: a malformed code is refused on the screen, a wrong one by the server", async ({ student: page }) => {
  await page.goto("/#/modules");
  const code = page.getByRole("textbox", { name: "Access code for Championship Strategy" });
  const unlock = page.getByRole("button", { name: "Unlock Championship Strategy" });
  let posts = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/unlock")) posts++;
  });

  await unlock.click();
  await expect(page.getByText("Enter a valid code.")).toBeVisible();
  await code.fill("AB-1");
  await code.press("Enter");
  await expect(page.getByText("Enter a valid code.")).toBeVisible();
  expect(posts).toBe(0);

  await code.fill("zz9zz9");
  await unlock.click();
  await expect(page.getByText("Invalid or expired code.")).toBeVisible();
  expect(posts).toBe(1);
  await expect(code).toHaveValue("zz9zz9");
  await expect(code).toHaveAttribute("aria-invalid", "true");
  // Nothing was unlocked.
  await expect(section(page, "My Modules")).toContainText("No unlocked modules yet.");
  await expect(cardNames(page, "Locked Modules")).toHaveText(["Championship Strategy"]);
  await expectNoSeriousA11yViolations(page);
});
