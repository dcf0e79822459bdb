import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { AI_MESSAGES, UI_MESSAGES } from "#shared/messages/index.ts";
import { BALLOT_SKILLS, type BallotSkill } from "#shared/debate/ballot.ts";

const MOTION = "This House would ban homework in primary schools.";
const SPEECH =
  "Homework should go, because young pupils need rest and play after a full school day. For example, tired children learn less the next day. " +
  "This matters more than extra practice, because a child who hates learning at seven rarely loves it at twelve.";

/** Judged rounds through the API, in the page's own session: history for the opponent to read. */
async function playRounds(page: Page, n: number) {
  for (let i = 0; i < n; i++) {
    expect((await page.request.post("/api/debate/start", { data: { motion: MOTION, side: "Government" } })).status()).toBe(200);
    expect((await page.request.post("/api/debate/message", { data: { content: SPEECH } })).status()).toBe(200);
    expect((await page.request.post("/api/debate/end")).status()).toBe(200);
  }
}

test("the opponent presses the weakest skill, and a judged round can be read again in full", async ({ student: page }) => {
  await page.goto("/#/debater");
  // Before any history, the note says where the difficulty comes from.
  await expect(page.getByTestId("opponent-note")).toContainText("Opponent: Intermediate");
  await expect(page.getByTestId("opponent-note")).toContainText(UI_MESSAGES.difficultyFromSettings);

  await playRounds(page, 3);
  await page.reload();
  await page.getByRole("textbox", { name: "Motion" }).fill(MOTION);
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(1);
  const history = await (await page.request.get("/api/debate/history")).json();
  const press = history.press as BallotSkill;
  expect(Object.keys(BALLOT_SKILLS)).toContain(press);
  await expect(page.getByTestId("opponent-note")).toContainText(UI_MESSAGES.pressNote(BALLOT_SKILLS[press].noun));

  await page.getByRole("textbox", { name: "Your speech" }).fill(SPEECH);
  await page.getByRole("button", { name: "Respond" }).click();
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(2);
  await expect(page.getByRole("button", { name: "End round" })).toBeEnabled();
  const reply = ((await page.locator('[data-role="assistant"]').nth(1).textContent()) ?? "").replace(
    /^AI · Opposition\s*Offline coach/,
    "",
  );
  await page.getByRole("button", { name: "End round" }).click();
  const reason = (await page.getByTestId("verdict").locator("p").first().textContent()) ?? "";

  // The newest past round opens to the whole round: the transcript, the setup and the verdict.
  const rounds = page.getByTestId("past-rounds");
  await rounds.getByRole("button").first().click();
  await rounds.getByRole("link", { name: "Read the whole round" }).first().click();
  await expect(page).toHaveURL(/#\/debater\/rounds\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Past round" })).toBeVisible();
  await expect(page.getByText(MOTION).first()).toBeVisible();
  await expect(page.locator('[data-role="user"]')).toHaveCount(1);
  await expect(page.locator('[data-role="user"]').first()).toContainText(SPEECH);
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(2);
  await expect(page.locator('[data-role="assistant"]').nth(1)).toContainText(reply.trim().slice(0, 80));
  await expect(page.getByTestId("opponent-note")).toContainText(UI_MESSAGES.pressNote(BALLOT_SKILLS[press].noun));
  const verdict = page.getByTestId("verdict");
  await expect(verdict).toContainText(reason.trim().slice(0, 60));
  await expect(verdict.getByTestId("next-steps").getByRole("link").first()).toHaveAttribute("href", /#\/training\/[a-z]+\?motion=/);
  await expectNoSeriousA11yViolations(page);

  // Progress lists the round among those that count towards the skills.
  await page.goto("/#/training/progress");
  await expect(page.getByTestId("round-row")).toHaveCount(4);

  // A round that is not theirs (or no longer kept) is not found.
  await page.goto(`/#/debater/rounds/${crypto.randomUUID()}`);
  await expect(page.getByTestId("round-state")).toHaveText(AI_MESSAGES.roundNotFound);
});
