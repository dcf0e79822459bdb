import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, signUpThroughApi, test } from "./fixtures";
import { SCRIPTED_OPENING, SCRIPTED_REASON, SCRIPTED_REPLY } from "#tests/support/e2e-model-script.ts";
import { AI_MESSAGES } from "#shared/messages/index.ts";
import { submitSignIn } from "./helpers";

const SPEECH_1 =
  "First, homework builds habits because pupils practise what they learned while it is fresh. For example, reading every evening improves fluency. " +
  "Second, it involves parents, who see what their children are learning.";
const SPEECH_2 =
  "They say homework is unfair to poorer pupils, but that is outweighed: schools can run homework clubs, so the benefit reaches everyone. " +
  "This matters more because habits last for years.";

// On the scripted model's motion: the integrity checks would rightly call a homework speech off-topic there.
const TRANSPORT_SPEECH =
  "Free public transport helps poorer families first, because bus fares take a bigger share of a small income. " +
  "For example, Tallinn made its buses free for residents in 2013 and more people on low incomes rode them.";

const aiBubbles = (page: Page) => page.locator('[data-role="assistant"]');
const userBubbles = (page: Page) => page.locator('[data-role="user"]');
const speechBox = (page: Page) => page.getByRole("textbox", { name: "Your speech" });

test("a signed-out visit to the debater goes to login and comes back after signing in", async ({ page, request, baseURL }) => {
  const u = await signUpThroughApi(request, baseURL); // an account, but this browser is signed out
  await page.goto("/#/debater");
  await expect(page).toHaveURL(/#\/login$/);
  await submitSignIn(page, u);
  await expect(page).toHaveURL(/#\/debater$/);
  await expect(page.getByRole("heading", { name: "AI Debater" })).toBeVisible();
});

test("a full round with the offline coach: generate, start, two exchanges, reload, verdict, new debate", async ({ student: page }) => {
  await page.goto("/#/debater");
  await expect(page.getByRole("link", { name: "Debater" })).toBeVisible();
  const motion = page.getByRole("textbox", { name: "Motion" });
  const start = page.getByRole("button", { name: "Start", exact: true });
  await expect(start).toBeDisabled();
  await expect(page.getByRole("button", { name: "Begin" })).toBeDisabled();

  await page.getByRole("button", { name: "Generate" }).click();
  await expect(motion).toHaveValue(/^This House/);
  const motionText = await motion.inputValue();
  await page.getByRole("combobox", { name: "Your side" }).click();
  await page.getByRole("option", { name: "Government" }).click();
  await start.click();
  await expect(aiBubbles(page)).toHaveCount(1);
  await expect(aiBubbles(page).first()).toContainText("As Opposition");
  await expect(aiBubbles(page).first()).toContainText("Offline coach");
  await expect(page.getByText("Your side is locked to Government")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Your side" })).toBeDisabled();

  // Tips insert starter phrases; the word count follows the box.
  await page.getByRole("button", { name: "Tips" }).click();
  await page.getByRole("button", { name: "Insert Weighing starter" }).click();
  await expect(speechBox(page)).toHaveValue(/^Even if you accept their point/);
  await expect(page.getByTestId("word-count")).not.toHaveText("0 words");

  await speechBox(page).fill(SPEECH_1);
  await expect(page.getByTestId("word-count")).toHaveText(`${SPEECH_1.split(/\s+/).length} words`);
  await page.getByRole("button", { name: "Respond" }).click();
  await expect(userBubbles(page)).toHaveCount(1);
  await expect(aiBubbles(page)).toHaveCount(2);
  await expect(page.getByRole("button", { name: "End round" })).toBeEnabled();
  await expect(speechBox(page)).toHaveValue("");
  await expect(page.getByRole("button", { name: "Respond" })).toBeDisabled();
  const reply1 = (await aiBubbles(page).nth(1).textContent()) ?? "";
  expect(reply1.length).toBeGreaterThan(150);

  await speechBox(page).fill(SPEECH_2);
  await speechBox(page).press("Control+Enter");
  await expect(userBubbles(page)).toHaveCount(2);
  await expect(aiBubbles(page)).toHaveCount(3);
  // The reply has fully arrived (and is stored) once the buttons are free again.
  await expect(page.getByRole("button", { name: "End round" })).toBeEnabled();
  await expect.poll(async () => ((await aiBubbles(page).nth(2).textContent()) ?? "").length).toBeGreaterThan(150);

  await page.reload();
  await expect(aiBubbles(page)).toHaveCount(3);
  await expect(userBubbles(page).first()).toContainText(SPEECH_1);
  await expect(motion).toHaveValue(motionText);
  await expect(page.getByRole("button", { name: "Respond" })).toBeVisible();
  await expect(page.getByText("Your side is locked to Government")).toBeVisible();

  await page.getByRole("button", { name: "End round" }).click();
  const verdict = page.getByTestId("verdict");
  await expect(verdict).toBeVisible();
  await expect(verdict.getByRole("heading", { level: 2 })).toHaveText(/^(You win \(Government\)|The AI wins \(Opposition\))$/);
  // The ballot: speaker points on the explained scale, clashes quoting both sides, next steps linking to drills.
  await expect(verdict.getByTestId("points-user")).toContainText(/(6\d|7\d|80)(\.5)?\s*speaker points/);
  await expect(verdict).toContainText("Speaker points run from 60 to 80; 70 is an average speech");
  await expect(verdict.getByRole("heading", { name: /Reason for decision/ })).toBeVisible();
  expect(await verdict.locator("blockquote").count()).toBeGreaterThanOrEqual(2);
  const drillLink = verdict.getByTestId("next-steps").getByRole("link").first();
  // The drill opens on the round's motion.
  await expect(drillLink).toHaveAttribute("href", /#\/training\/(argument|refutation|clashes|modeling|framing)\?motion=This\+House/);
  await expect(verdict).toContainText("Matter");
  await expect(verdict).toContainText("Manner");
  await expect(verdict).toContainText("Method");
  await expect(verdict.getByRole("progressbar")).toHaveCount(6);
  await expect(page.getByTestId("past-rounds")).toContainText(motionText);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "New Debate" }).click();
  await expect(aiBubbles(page)).toHaveCount(0);
  await expect(verdict).toBeHidden();
  await expect(page.getByRole("combobox", { name: "Your side" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Begin" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "AI Debater" })).toBeVisible();
  await expect(aiBubbles(page)).toHaveCount(0);
});

test("Begin starts the round and sends the speech; a failed reply keeps the speech and says so", async ({ student: page }) => {
  await page.goto("/#/debater");
  await page.getByRole("textbox", { name: "Motion" }).fill("This House would ban homework in primary schools.");
  await speechBox(page).fill(SPEECH_1);
  await page.route("**/api/debate/message/stream", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "Failed to get reply" }) }),
  );
  await page.getByRole("button", { name: "Begin" }).click();
  await expect(aiBubbles(page).first()).toContainText("As ");
  await expect(aiBubbles(page).last()).toContainText("Error generating response.");
  await expect(userBubbles(page)).toHaveCount(0);
  await expect(speechBox(page)).toHaveValue(SPEECH_1);
  await expect(page.getByRole("alert").filter({ hasText: "Failed to get reply" })).toBeVisible();

  await page.unroute("**/api/debate/message/stream");
  await page.getByRole("button", { name: "Respond" }).click();
  await expect(userBubbles(page)).toHaveCount(1);
  await expect(aiBubbles(page)).toHaveCount(2);
  await expect(page.getByText("Error generating response.")).toHaveCount(0);
});

test("the speech timer starts from the settings, pauses, and turns red at zero", async ({ student: page }) => {
  await page.clock.install();
  await page.goto("/#/debater");
  const timer = page.getByTestId("timer");
  await expect(timer).toHaveText("7:00");
  await page.getByRole("button", { name: "Start timer" }).click();
  await page.clock.runFor(5_000);
  await expect(timer).toHaveText("6:55");
  await page.getByRole("button", { name: "Pause" }).click();
  await page.clock.runFor(5_000);
  await expect(timer).toHaveText("6:55");
  await page.getByRole("button", { name: "Start timer" }).click();
  await page.clock.runFor(7 * 60_000);
  await expect(timer).toHaveText("0:00");
  await expect(timer).toHaveAttribute("data-over", "true");
  await expect(page.getByText("Time is up")).toBeVisible();
  await page.getByRole("button", { name: "Reset timer" }).click();
  await expect(timer).toHaveText("7:00");
});

test("the debater fits a 390px phone", async ({ student: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/#/debater");
  await page.getByRole("textbox", { name: "Motion" }).fill("This House would ban homework in primary schools.");
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await expect(aiBubbles(page)).toHaveCount(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test.describe("with the scripted model", () => {
  test.use({ baseURL: async ({ modelURL }, use) => use(modelURL) });

  test("one round: the model's opening, streamed reply and verdict appear", async ({ student: page }) => {
    await page.goto("/#/debater");
    await page.getByRole("textbox", { name: "Motion" }).fill("This House would make public transport free for everyone.");
    await speechBox(page).fill(TRANSPORT_SPEECH);
    await page.getByRole("button", { name: "Begin" }).click();
    await expect(aiBubbles(page).first()).toContainText(SCRIPTED_OPENING);
    await expect(aiBubbles(page).first()).toContainText("scripted-model");
    await expect(aiBubbles(page).nth(1)).toContainText(SCRIPTED_REPLY);
    await expect(page.getByText("Offline coach")).toHaveCount(0);
    await page.getByRole("button", { name: "End round" }).click();
    await expect(page.getByTestId("verdict")).toContainText(SCRIPTED_REASON);
    await expect(page.getByTestId("verdict")).toContainText("You win");
    await expect(page.getByTestId("verdict")).toContainText("Total: you 21 / 30, AI 18 / 30");
    await expect(page.getByTestId("points-user")).toContainText("74.5");
    await expect(page.getByTestId("points-ai")).toContainText("72.5");
  });
});

test("a paste over the speech limit is kept whole, counted, and cannot be sent until it is cut", async ({ student: page }) => {
  await page.goto("/#/debater");
  const long = "Homework builds habits that last. ".repeat(160); // 5,440 characters
  await speechBox(page).fill(long);
  await expect(speechBox(page)).toHaveValue(long);
  await expect(page.getByTestId("char-count")).toHaveText("5,440 / 5,000 characters");
  await expect(page.getByText(AI_MESSAGES.speechTooLong)).toBeVisible();
  await expect(page.getByRole("button", { name: "Begin" })).toBeDisabled();
  await speechBox(page).fill(long.slice(0, 4900));
  await expect(page.getByTestId("char-count")).toHaveText("4,900 / 5,000 characters");
  await expect(page.getByText(AI_MESSAGES.speechTooLong)).toBeHidden();
});
