import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";

// Feedback style: the Preferences tab's choice changes the form of the coach's feedback on the screen.

test("Rubric feedback style shows drill comments as a table of criteria with scores", async ({ student: page }) => {
  await page.goto("/#/settings?tab=preferences");
  const panel = page.getByRole("tabpanel", { name: "Preferences" });
  await panel.getByRole("radio", { name: "Rubric" }).check();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Saved successfully.")).toBeVisible();

  await page.goto("/#/training/argument");
  const motion = page.getByRole("textbox", { name: "Motion", exact: true });
  await motion.fill("This House would ban homework in primary schools");
  // A genuine case for whichever side the drill assigned, so the table is about the work, not the side.
  const gov = /Government/.test((await page.getByTestId("side-your-side").textContent()) ?? "");
  const answer = gov
    ? [
        "Homework in primary schools should be banned because it takes play and sleep away from young children.",
        "Young children learn through play, so every hour of homework replaces the activity that builds their language and social skills, which means tired pupils who learn less in class the next day.",
        "For example, Finland sets almost no homework for primary pupils and still ranks near the top of the PISA tables.",
        "That is why a ban on primary homework helps children learn more, not less, and Government should win.",
      ]
    : [
        "Primary homework should not be banned because short reading at home builds the habit young children need and involves parents.",
        "Ten minutes of reading with a parent each night adds up to sixty hours a year, so children who practise read fluently sooner, which means they can learn every other subject in class.",
        "For example, the Education Endowment Foundation found that primary pupils gain about two months of progress from short, regular homework.",
        "That is why keeping light primary homework helps children learn more, and Opposition should win.",
      ];
  for (const [i, field] of ["Point", "Analysis", "Example", "Link"].entries())
    await page.getByRole("textbox", { name: field }).fill(answer[i]!);
  await page.getByRole("button", { name: "Get feedback" }).click();

  const table = page.getByTestId("drill-result").getByTestId("rubric-table");
  await expect(table).toBeVisible();
  await expect(table.getByRole("columnheader")).toHaveText(["Criterion", "Score", "Comment"]);
  for (const criterion of ["Argument strength", "Structure", "Weighing", "Style and clarity", "Overall"])
    await expect(table.getByRole("rowheader", { name: criterion })).toBeVisible();
  await expect(table.getByRole("row").nth(1)).toContainText(/\d+(\.\d)?\/10/);
  await expectNoSeriousA11yViolations(page);
});
