import type { Browser, Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, signUpThroughApi, test } from "./fixtures";

// After a live round whose speeches were typed: the chair sees the AI's advice beside her ballot (and only
// she does), a student in the audience fills a practice ballot, and once the chair releases her ballot the
// student compares the two. On a desktop and on a 390 px phone.

const SHOTS = process.env.E2E_SCREENSHOTS;
const PROP =
  "Weekly debates make students better listeners, because every speech must answer the one before it. In our school the debate club " +
  "raised its members' reading scores by 12 percent in one year. This matters more than the lost lesson time, since listening is used in every subject.";
const OPP =
  "A weekly debate takes time from teaching, because each round fills a whole lesson. In Finland, schools with fewer extra activities " +
  "still lead in reading, which shows that more lessons of a different kind are not needed. Quality of teaching matters more than the format.";

async function newStudent(browser: Browser, baseURL: string | undefined, phone = false): Promise<Page> {
  const context = await browser.newContext(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {});
  const page = await context.newPage();
  await signUpThroughApi(page.request, baseURL);
  return page;
}

const idOf = async (p: Page) => (await (await p.request.get("/api/me")).json()).user.id as string;

test("the chair's AI advice and a student judge's practice ballot", async ({ teacher, browser, baseURL }) => {
  // Five or six browsers through a whole round: about 45 s alone, longer beside the rest of the suite.
  test.setTimeout(120_000);
  const debaters = await Promise.all([0, 1, 2, 3].map(() => newStudent(browser, baseURL)));
  const judge = await newStudent(browser, baseURL);
  const made = await teacher.request.post("/api/classrooms", { data: { name: `Advice ${Date.now()}` } });
  const { classroom } = (await made.json()) as { classroom: { id: string; code: string } };
  for (const s of [...debaters, judge])
    expect((await s.request.post("/api/classrooms/join", { data: { code: classroom.code } })).status()).toBe(200);
  const ids = await Promise.all(debaters.map(idOf));
  const motion = `This House would hold class debates weekly ${Date.now()}`;
  const round = await teacher.request.post(`/api/classrooms/${classroom.id}/live-rounds`, {
    data: {
      motion,
      format: "classroom",
      prep_minutes: 0,
      positions: { "prop:1": ids[0], "prop:2": ids[1], "opp:1": ids[2], "opp:2": ids[3] },
    },
  });
  const roundId = (await round.json()).round.id as string;
  const url = `/#/classrooms/${classroom.id}/rounds/${roundId}`;

  // The first speakers type their speeches in the round page's notes box before they speak.
  await debaters[0].goto(url);
  await debaters[0].getByTestId("note-speech:0").fill(PROP);
  await debaters[0].getByRole("button", { name: "Save", exact: true }).click();
  await expect(debaters[0].getByText("Saved.")).toBeVisible();
  expect((await debaters[2].request.put(`/api/live-rounds/${roundId}/notes`, { data: { key: "speech:1", body: OPP } })).status()).toBe(200);

  // The chair starts and ends the round.
  await teacher.goto(url);
  await teacher.getByRole("button", { name: "Start" }).click();
  await expect(teacher.getByTestId("phase-title")).toHaveText("First Proposition");
  // The first request for advice fails: the card says so and offers to try again.
  await teacher.route("**/api/live-rounds/*/advice", (route) => route.fulfill({ status: 429, json: { error: "busy" } }), { times: 1 });
  await teacher.getByRole("button", { name: "End round" }).click();
  const failed = teacher.getByTestId("advice-error");
  await expect(failed).toContainText("The AI could not write its advice.");
  await failed.getByRole("button", { name: "Try again" }).click();

  // The AI's advice sits beside her ballot, labelled as advice, quoting both sides and naming what it could not read.
  const advice = teacher.getByTestId("advice-card");
  await expect(advice.getByText("Advice only")).toBeVisible();
  await expect(advice.getByTestId("advice-result")).toHaveText(/^Winner: (Proposition|Opposition)$/);
  await expect(advice.getByTestId("advice-reason")).toContainText("Weekly debates make students better listeners");
  await expect(advice.getByTestId("advice-reason")).toContainText("A weekly debate takes time from teaching");
  await expect(advice.getByTestId("advice-unread")).toContainText("Second Proposition");
  await expect(teacher.getByTestId("ballot-form")).toBeVisible();
  await expectNoSeriousA11yViolations(teacher);
  if (SHOTS) await teacher.screenshot({ path: `${SHOTS}/advice-chair-desktop.png`, fullPage: true });

  // A debater sees no advice and no practice ballot; the student in the audience fills one.
  await debaters[1].goto(url);
  await expect(debaters[1].getByText("Not released yet")).toBeVisible();
  await expect(debaters[1].getByTestId("advice-card")).toHaveCount(0);
  await expect(debaters[1].getByTestId("practice-ballot-form")).toHaveCount(0);

  await judge.goto(url);
  const practice = judge.getByTestId("practice-ballot-form");
  await expect(practice.getByRole("heading", { name: "Your practice ballot" })).toBeVisible();
  await expect(judge.getByTestId("advice-card")).toHaveCount(0);
  const points = practice.getByRole("textbox", { name: /: points$/ });
  await expect(points).toHaveCount(4);
  for (const [i, v] of [6, 6, 7, 7].entries()) await points.nth(i).fill(String(v));
  await practice.getByRole("combobox", { name: "Winner" }).click();
  await judge.getByRole("option", { name: "Opposition" }).click();
  await practice.getByRole("textbox", { name: "Reason for decision" }).fill("Opposition weighed teaching time against listening.");
  await practice.getByRole("button", { name: "Save practice ballot" }).click();
  await expect(judge.getByText("Practice ballot saved.")).toBeVisible();
  await expectNoSeriousA11yViolations(judge);
  if (SHOTS) await judge.screenshot({ path: `${SHOTS}/practice-desktop.png`, fullPage: true });

  // The chair sees how many practice ballots were filled, never what they say.
  await teacher.reload();
  await expect(teacher.getByTestId("practice-count")).toHaveText("1 student filled a practice ballot.");
  await expect(teacher.getByText("Opposition weighed teaching time")).toHaveCount(0);

  // The chair decides and releases; the student judge now sees both ballots side by side.
  const form = teacher.getByTestId("ballot-form");
  const chairPoints = form.getByRole("textbox", { name: /: points$/ });
  for (const [i, v] of [8, 7, 6, 6].entries()) await chairPoints.nth(i).fill(String(v));
  await form.getByRole("combobox", { name: "Winner" }).click();
  await teacher.getByRole("option", { name: "Proposition" }).click();
  await form.getByRole("textbox", { name: "Reason for decision" }).fill("Proposition's listening mechanism was never answered.");
  await form.getByRole("button", { name: "Save ballot" }).click();
  await expect(form.getByText("Not released yet")).toBeVisible();
  await form.getByRole("button", { name: "Release to students" }).click();
  const compare = judge.getByTestId("practice-compare");
  await expect(compare).toBeVisible();
  await expect(compare.getByTestId("practice-yours")).toContainText("Opposition weighed teaching time");
  await expect(compare.getByTestId("practice-teacher")).toContainText("Proposition's listening mechanism");
  await expect(compare.getByText("A different result from your teacher's.")).toBeVisible();
  await expect(judge.getByTestId("advice-card")).toHaveCount(0);
  await expectNoSeriousA11yViolations(judge);
  if (SHOTS) await judge.screenshot({ path: `${SHOTS}/practice-compare-desktop.png`, fullPage: true });

  // On a phone: the chair's advice and the student's comparison stack in one column, nothing wider than the screen.
  for (const [who, page, testId] of [
    ["chair", teacher, "advice-card"],
    ["judge", judge, "practice-compare"],
  ] as const) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId(testId)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${who} page wider than the phone`).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/advice-${who}-phone.png`, fullPage: true });
  }
});
