import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";

// The AI practice round in a format, in the browser: the classroom format (six speeches) as Opposition,
// the AI opening for Proposition, the student's second speech and reply in a row, a reload mid-round,
// the verdict with points on the format's 1–10 scale, and the format on the past rounds.

const SPEECHES = [
  "Homework builds habits because pupils practise what they learned while it is fresh. For example, reading every evening improves fluency.",
  "A ban hurts poorer pupils most, because school practice at home is the only extra help some of them get. Homework clubs can fix unequal help.",
  "In reply: the round came down to habits and fairness, and on both our case stood, because practice at home helps every child.",
];

const aiBubbles = (page: Page) => page.locator('[data-role="assistant"]');
const userBubbles = (page: Page) => page.locator('[data-role="user"]');
const speechBox = (page: Page) => page.getByRole("textbox", { name: /^Your speech/ });
/** Screenshots for review when SHOTS_DIR is set (desktop and phone widths). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-desktop.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

test("a classroom-format practice round against the AI, in the format's order, to the verdict", async ({ student: page }) => {
  await page.goto("/#/debater");
  await page.getByRole("textbox", { name: "Motion" }).fill("This House would ban homework in primary schools.");
  await page.getByRole("combobox", { name: "Format" }).click();
  await page.getByRole("option", { name: "Classroom (40 minutes)" }).click();
  await page.getByRole("combobox", { name: "Your team" }).click();
  await page.getByRole("option", { name: "Opposition" }).click();
  await expect(page.getByTestId("format-note")).toContainText("you give every speech of Opposition");
  const order = page.getByTestId("speech-order");
  await expect(order.getByRole("listitem")).toHaveCount(6);
  await expect(page.getByTestId("current-speech")).toContainText("Now: First Proposition, the AI's speech (3:00");
  await shot(page, "formats-setup");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Start", exact: true }).click();
  await expect(aiBubbles(page)).toHaveCount(1);
  await expect(aiBubbles(page).first()).toContainText("AI · First Proposition");
  await expect(page.getByTestId("current-speech")).toContainText(
    "Now: First Opposition, your speech (3:00, points of information 0:30–2:30)",
  );
  await expect(page.getByTestId("timer")).toHaveText("3:00");
  await expect(page.getByTestId("poi-state")).toContainText("Protected time: POIs open at 0:30");

  await speechBox(page).fill(SPEECHES[0]);
  await page.getByRole("button", { name: "Give speech" }).click();
  await expect(aiBubbles(page)).toHaveCount(2);
  await expect(aiBubbles(page).nth(1)).toContainText("AI · Second Proposition");
  await expect(page.getByTestId("current-speech")).toContainText("Now: Second Opposition, your speech");
  await expect(speechBox(page)).toBeEnabled();
  await shot(page, "formats-round");

  // A reload mid-round keeps the format, the order and whose turn it is.
  await page.reload();
  await expect(userBubbles(page)).toHaveCount(1);
  await expect(userBubbles(page).first()).toContainText("You · First Opposition");
  await expect(page.getByTestId("current-speech")).toContainText("Now: Second Opposition, your speech");
  await expect(page.getByRole("combobox", { name: "Format" })).toHaveValue("Classroom (40 minutes)");

  // The second speech and the reply are both the student's, in a row; then the AI's reply weighs the round.
  await speechBox(page).fill(SPEECHES[1]);
  await page.getByRole("button", { name: "Give speech" }).click();
  await expect(page.getByTestId("current-speech")).toContainText("Now: Opposition Reply, your speech (1:30, no points of information)");
  await expect(page.getByTestId("timer")).toHaveText("1:30");
  await expect(page.getByTestId("poi-state")).toHaveText("No points of information in this speech.");
  await speechBox(page).fill(SPEECHES[2]);
  await page.getByRole("button", { name: "Give speech" }).click();
  await expect(aiBubbles(page)).toHaveCount(3);
  await expect(aiBubbles(page).nth(2)).toContainText("AI · Proposition Reply");
  await expect(aiBubbles(page).nth(2)).toContainText(/no new arguments|No new material/);
  await expect(page.getByTestId("current-speech")).toHaveText("Every speech has been given: end the round for the verdict.");
  await expect(page.getByRole("button", { name: "Give speech" })).toBeDisabled();

  await page.getByRole("button", { name: "End round" }).click();
  const verdict = page.getByTestId("verdict");
  await expect(verdict).toBeVisible();
  const points = page.getByTestId("format-points-user");
  await expect(points).toContainText("First Opposition");
  await expect(points).toContainText("Opposition Reply");
  await expect(page.getByTestId("format-points")).toContainText("Classroom (40 minutes) scale (1–10; replies are not scored apart)");
  await expect(page.getByTestId("past-rounds").getByTestId("round-format").first()).toHaveText("Classroom (40 minutes)");
  await expectNoSeriousA11yViolations(page);
});
