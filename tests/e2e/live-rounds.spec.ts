import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, signUpThroughApi, test } from "./fixtures";

// A live class round in the browser: the teacher creates a round in the classroom format with speakers
// drawn at random, chairs it, and the debaters' pages follow every change. A debater on the other bench
// offers a POI only in the unprotected time, the speaker accepts it, the bell flashes at the protected
// time's edge, and a reload mid-speech shows the clock where the server has it. Once the chair releases
// her ballot, the round is a column of the class gradebook (points, result, the chair's reason from the
// cell) and the debater finds her result in her class view and her progress.

const SHOTS = process.env.SHOTS_DIR;

const clockSeconds = async (page: Page) => {
  const [m, s] = ((await page.getByTestId("clock-time").textContent()) ?? "0:00").split(":").map(Number);
  return m * 60 + s;
};

test("a live round chaired by the teacher, followed by the debaters", async ({ teacher, student, browser, baseURL }) => {
  // Five or six browsers through a whole round: about 45 s alone, longer beside the rest of the suite.
  test.setTimeout(120_000);
  const others = await Promise.all(
    [1, 2, 3].map(async () => {
      const page = await (await browser.newContext()).newPage();
      await signUpThroughApi(page.request, baseURL);
      return page;
    }),
  );
  const students = [student, ...others];
  const made = await teacher.request.post("/api/classrooms", { data: { name: `Live ${Date.now()}` } });
  const { classroom } = (await made.json()) as { classroom: { id: string; code: string } };
  for (const s of students) expect((await s.request.post("/api/classrooms/join", { data: { code: classroom.code } })).status()).toBe(200);
  expect((await teacher.request.put("/api/settings/teacher", { data: { show_class_averages: true } })).status()).toBe(200);

  // The teacher sets the round up from the class's live rounds page.
  const motion = `This House would hold class debates weekly ${Date.now()}`;
  await teacher.goto(`/#/classrooms/${classroom.id}/rounds`);
  await teacher.getByRole("textbox", { name: "Motion" }).fill(motion);
  await teacher.getByRole("textbox", { name: "Prep time (minutes)" }).fill("0");
  await teacher.getByRole("button", { name: "Create round" }).click();
  await expect(teacher.getByRole("heading", { name: motion })).toBeVisible();
  await expect(teacher.getByTestId("phase-title")).toHaveText("Waiting to start");
  await expectNoSeriousA11yViolations(teacher);
  const url = teacher.url();

  // Who was drawn where: the first Proposition speaker, and one of the Opposition.
  const state = await (await student.request.get(`/api/live-rounds/${url.split("/").pop()}`)).json();
  const byId = new Map(await Promise.all(students.map(async (p) => [(await (await p.request.get("/api/me")).json()).user.id, p] as const)));
  const speaker = byId.get(state.round.positions["prop:1"].user_id)!;
  const opponent = byId.get(state.round.positions["opp:1"].user_id)!;
  for (const p of [speaker, opponent]) await p.goto(url);
  await expect(opponent.getByTestId("phase-title")).toHaveText("Waiting to start");

  // The chair starts the first speech: every page follows.
  await teacher.getByRole("button", { name: "Start" }).click();
  for (const p of [teacher, speaker, opponent]) await expect(p.getByTestId("phase-title")).toHaveText("First Proposition");
  await expect(speaker.getByText("You speak now")).toBeVisible();
  const poi = opponent.getByRole("button", { name: "Point of information" });
  await expect(poi).toBeDisabled(); // protected time: the first 30 seconds

  // The chair sets the clock just before the window opens: the bell flashes as it crosses 0:30.
  await teacher.getByRole("textbox", { name: "Set clock" }).fill("0:28");
  await teacher.getByRole("button", { name: "Set clock" }).click();
  await expect(teacher.getByTestId("round-clock")).toHaveAttribute("data-flash", "true", { timeout: 8000 });
  await expect(opponent.getByTestId("poi-status")).toHaveText("POIs open");

  // The opponent offers a POI; the speaker accepts it; the speech order counts it.
  await poi.click();
  await expect(opponent.getByRole("button", { name: "You have already offered" })).toBeDisabled();
  const offer = speaker.getByTestId("poi-offer");
  await expect(offer).toBeVisible();
  await offer.getByRole("button", { name: "Accept" }).click();
  await expect(teacher.getByTestId("speech-row").first()).toContainText("POI ×1");

  // A reload mid-speech shows the server's time, not 0:00.
  await opponent.reload();
  await expect(opponent.getByTestId("phase-title")).toHaveText("First Proposition");
  await expect.poll(() => clockSeconds(opponent)).toBeGreaterThanOrEqual(30);

  // Paused, the clock stands still on every page.
  await teacher.getByRole("button", { name: "Pause" }).click();
  await expect(opponent.getByText("Paused")).toBeVisible();
  const stopped = await clockSeconds(opponent);
  await opponent.waitForTimeout(1500);
  expect(await clockSeconds(opponent)).toBe(stopped);

  // Next speech: the Opposition's first speaker, at 0:00 until the chair starts it.
  await teacher.getByRole("button", { name: "Next speech" }).click();
  for (const p of [teacher, speaker, opponent]) await expect(p.getByTestId("phase-title")).toHaveText("First Opposition");
  await expect(opponent.getByText("You speak now")).toBeVisible();
  await expect(opponent.getByTestId("clock-time")).toHaveText("0:00");
  await expectNoSeriousA11yViolations(opponent);

  // The chair ends the round and fills the ballot in the format's scale; a low-point win is flagged as she
  // types; the class sees the ballot only once she releases it.
  await teacher.getByRole("button", { name: "End round" }).click();
  const form = teacher.getByTestId("ballot-form");
  const points = form.getByRole("textbox", { name: /: points$/ });
  await expect(points).toHaveCount(4);
  for (const [i, v] of [7, 6, 8, 8].entries()) await points.nth(i).fill(String(v));
  await expect(form.getByTestId("ballot-totals")).toHaveText("Team points: Proposition 13 · Opposition 16");
  await form.getByRole("combobox", { name: "Winner" }).click();
  await teacher.getByRole("option", { name: "Proposition" }).click();
  await expect(form.getByText("The winner has fewer points than a team it beat.", { exact: false })).toBeVisible();
  await form.getByRole("combobox", { name: "Winner" }).click();
  await teacher.getByRole("option", { name: "Opposition" }).click();
  await expect(form.getByText("The winner has fewer points than a team it beat.", { exact: false })).toBeHidden();
  await form.getByRole("textbox", { name: "Reason for decision" }).fill("Opposition answered the cost argument and weighed it.");
  await form.getByRole("button", { name: "Save ballot" }).click();
  await expect(teacher.getByTestId("ballot-form").getByText("Not released yet")).toBeVisible();
  await expect(opponent.getByText("Not released yet")).toBeVisible();
  await expectNoSeriousA11yViolations(teacher);
  await teacher.getByTestId("ballot-form").getByRole("button", { name: "Release to students" }).click();
  await expect(opponent.getByTestId("ballot-winner")).toHaveText("Winner: Opposition");
  await expect(speaker.getByTestId("ballot-view")).toContainText("Opposition answered the cost argument");

  // The gradebook: a live-round column, each debater's points and result; the cell opens the chair's reason.
  await teacher.goto(`/#/classrooms/manage/${classroom.id}`);
  const column = teacher.locator('[data-testid="grid-column"][data-kind="live_round"]');
  await expect(column).toContainText(motion);
  await expect(column).toContainText("Live round · Classroom (40 minutes) · points of 10");
  await expect(teacher.getByTestId("live-unreleased")).toHaveCount(0);
  const cells = teacher.getByTestId("live-cell");
  await expect(cells).toHaveCount(4);
  await expect(cells.filter({ hasText: "Won" })).toHaveCount(2);
  await expect(teacher.getByTestId("average-of")).toContainText("Mean speaker points of the debaters (scale 1–10)");
  await expect(teacher.getByTestId("averages-row")).toContainText("7.3");
  await cells.filter({ hasText: "Won" }).first().click();
  await expect(teacher.getByTestId("live-reason")).toHaveText("Opposition answered the cost argument and weighed it.");
  await expect(teacher.getByRole("dialog").filter({ has: teacher.getByTestId("live-reason") })).toHaveCSS("opacity", "1"); // faded in, for the contrast check
  await expectNoSeriousA11yViolations(teacher);
  const grid = teacher.getByTestId("completion-grid");
  if (SHOTS) await teacher.screenshot({ path: `${SHOTS}/gradebook-live-desktop.png`, fullPage: true });
  await teacher.keyboard.press("Escape");
  await teacher.setViewportSize({ width: 390, height: 844 });
  await grid.scrollIntoViewIfNeeded();
  await teacher.getByRole("table").evaluate((t) => t.parentElement?.scrollBy({ left: 10_000 }));
  if (SHOTS) await teacher.screenshot({ path: `${SHOTS}/gradebook-live-phone.png`, fullPage: true });
  if (SHOTS) await grid.screenshot({ path: `${SHOTS}/gradebook-live-phone-table.png` });

  // The winning debater's own result: in her class view and in her progress.
  await opponent.goto(`/#/classrooms/student/${classroom.id}`);
  const mine = opponent.getByTestId("class-live-results");
  await expect(mine.getByTestId("live-result-badge")).toHaveText("Won");
  await expect(mine).toContainText("Opposition answered the cost argument");
  await expect(mine.getByTestId("live-result-points")).toContainText("Speaker points 8 (1–10)");
  await opponent.goto("/#/training/progress");
  await expect(opponent.getByTestId("progress-live-rounds")).toContainText(motion);
  if (SHOTS) await opponent.screenshot({ path: `${SHOTS}/progress-live-desktop.png`, fullPage: true });
  await opponent.setViewportSize({ width: 390, height: 844 });
  await opponent.goto(`/#/classrooms/student/${classroom.id}`);
  await expect(mine).toBeVisible();
  if (SHOTS) await mine.screenshot({ path: `${SHOTS}/class-live-results-phone.png` });
});
