import type { Browser, Page } from "@playwright/test";
import { expect, signUpThroughApi, test } from "./fixtures";

// A live round in British Parliamentary and in World Schools, from the first speech to a released ballot, as
// the format's data say: BP's eight speeches in order with POIs from 1:00, four teams ranked on one ballot
// with points 50–99; World Schools' POIs from 1:00 and none in a reply, the reply given by the speaker the
// teacher chose, points by halves and reply points. A student not seated follows as the audience.

const SHOTS = process.env.SHOTS_DIR;

interface Student {
  page: Page;
  id: string;
}

async function classOf(teacher: Page, browser: Browser, baseURL: string | undefined, n: number) {
  const students: Student[] = await Promise.all(
    Array.from({ length: n }, async () => {
      const page = await (await browser.newContext()).newPage();
      await signUpThroughApi(page.request, baseURL);
      const id = ((await (await page.request.get("/api/me")).json()) as { user: { id: string } }).user.id;
      return { page, id };
    }),
  );
  const made = await teacher.request.post("/api/classrooms", { data: { name: `Formats ${Date.now()}` } });
  const { classroom } = (await made.json()) as { classroom: { id: string; code: string } };
  for (const s of students)
    expect((await s.page.request.post("/api/classrooms/join", { data: { code: classroom.code } })).status()).toBe(200);
  return { classroomId: classroom.id, students };
}

async function createRound(teacher: Page, classroomId: string, body: Record<string, unknown>): Promise<string> {
  const res = await teacher.request.post(`/api/classrooms/${classroomId}/live-rounds`, {
    data: { motion: `This House would debate in every format (${Date.now().toString(36)})`, prep_minutes: 0, ...body },
  });
  expect(res.status(), await res.text()).toBe(200);
  return `/#/classrooms/${classroomId}/rounds/${(await res.json()).round.id}`;
}

async function setClock(teacher: Page, time: string) {
  await teacher.getByRole("textbox", { name: "Set clock" }).fill(time);
  await teacher.getByRole("button", { name: "Set clock" }).click();
}

async function pick(teacher: Page, label: string, option: string) {
  await teacher.getByRole("combobox", { name: label }).click();
  await teacher.getByRole("option", { name: option, exact: true }).click();
}

test("British Parliamentary: eight speeches in order, POIs from 1:00, four teams ranked on the ballot", async ({
  teacher,
  browser,
  baseURL,
}) => {
  const { classroomId, students } = await classOf(teacher, browser, baseURL, 8);
  const slots = ["og:1", "og:2", "oo:1", "oo:2", "cg:1", "cg:2", "co:1", "co:2"];
  const seat = Object.fromEntries(slots.map((s, i) => [s, students[i]]));
  const url = await createRound(teacher, classroomId, {
    format: "british-parliamentary",
    positions: Object.fromEntries(slots.map((s, i) => [s, students[i].id])),
  });
  const pm = seat["og:1"].page;
  const lo = seat["oo:1"].page;
  for (const p of [teacher, pm, lo]) await p.goto(url);
  await expect(lo.getByText("British Parliamentary · Opening Opposition")).toBeVisible();

  await teacher.getByRole("button", { name: "Start" }).click();
  await expect(pm.getByText("You speak now")).toBeVisible();
  const poi = lo.getByRole("button", { name: "Point of information" });
  await setClock(teacher, "0:50");
  await expect(lo.getByTestId("poi-status")).not.toHaveText("POIs open");
  await expect(poi).toBeDisabled(); // protected: the first minute
  await setClock(teacher, "1:05");
  await expect(lo.getByTestId("poi-status")).toHaveText("POIs open");
  await expect(poi).toBeEnabled();

  const names = [
    "Leader of the Opposition",
    "Deputy Prime Minister",
    "Deputy Leader of the Opposition",
    "Member of the Government",
    "Member of the Opposition",
    "Government Whip",
    "Opposition Whip",
  ];
  for (const name of names) {
    await teacher.getByRole("button", { name: "Next speech" }).click();
    for (const p of [teacher, lo]) await expect(p.getByTestId("phase-title")).toHaveText(name);
  }

  await teacher.getByRole("button", { name: "End round" }).click();
  const form = teacher.getByTestId("ballot-form");
  for (const [team, rank] of [
    ["Opening Government", "1"],
    ["Opening Opposition", "2"],
    ["Closing Government", "3"],
    ["Closing Opposition", "4"],
  ])
    await pick(teacher, `${team}: rank`, rank);
  const points = form.getByRole("textbox", { name: /: points$/ });
  await expect(points).toHaveCount(8);
  for (const [i, v] of [80, 79, 77, 76, 75, 74, 72, 71].entries()) await points.nth(i).fill(String(v));
  await expect(form.getByTestId("ballot-totals")).toHaveText(
    "Team points: Opening Government 159 · Opening Opposition 153 · Closing Government 149 · Closing Opposition 143",
  );
  await form.getByRole("textbox", { name: "Reason for decision" }).fill("Opening Government set up the debate and held it.");
  await form.getByRole("button", { name: "Save ballot" }).click();
  await form.getByRole("button", { name: "Release to students" }).click();

  // The Leader of the Opposition reads the ranks, first to fourth.
  const rows = lo.getByTestId("ballot-view").getByRole("row");
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText("1Opening Government");
  await expect(rows.last()).toContainText("4Closing Opposition");
  await expect(lo.getByTestId("ballot-view")).toContainText("Opening Government set up the debate and held it.");
  if (SHOTS) await lo.screenshot({ path: `${SHOTS}/live-bp-ballot.png`, fullPage: true });
});

test("World Schools: no POIs in a reply, the reply by the chosen speaker, points by halves, and an audience", async ({
  teacher,
  browser,
  baseURL,
}) => {
  const { classroomId, students } = await classOf(teacher, browser, baseURL, 7);
  const slots = ["prop:1", "prop:2", "prop:3", "opp:1", "opp:2", "opp:3"];
  const seat = Object.fromEntries(slots.map((s, i) => [s, students[i]]));
  const audience = students[6].page;
  const url = await createRound(teacher, classroomId, {
    format: "world-schools",
    positions: Object.fromEntries(slots.map((s, i) => [s, students[i].id])),
    reply_speakers: { prop: 2, opp: 1 },
  });
  const opp1 = seat["opp:1"].page;
  const prop2 = seat["prop:2"].page;
  for (const p of [teacher, opp1, prop2, audience]) await p.goto(url);
  await expect(audience.getByText("World Schools · Audience")).toBeVisible();

  await teacher.getByRole("button", { name: "Start" }).click();
  await setClock(teacher, "1:10");
  await expect(opp1.getByTestId("poi-status")).toHaveText("POIs open");
  for (const name of [
    "First Opposition",
    "Second Proposition",
    "Second Opposition",
    "Third Proposition",
    "Third Opposition",
    "Opposition Reply",
  ]) {
    await teacher.getByRole("button", { name: "Next speech" }).click();
    await expect(audience.getByTestId("phase-title")).toHaveText(name);
  }
  // The Opposition's reply: its first speaker speaks, and nobody may offer a POI in it, at any time.
  await expect(opp1.getByText("You speak now")).toBeVisible();
  await setClock(teacher, "2:00");
  await expect(prop2.getByRole("button", { name: "Point of information" })).toHaveCount(0);
  await teacher.getByRole("button", { name: "Next speech" }).click();
  await expect(audience.getByTestId("phase-title")).toHaveText("Proposition Reply");
  await expect(prop2.getByText("You speak now")).toBeVisible();

  await teacher.getByRole("button", { name: "End round" }).click();
  // Over, the round keeps each speech's notes for the debater who gave it: Second Proposition and the reply.
  for (const name of ["Second Proposition", "Proposition Reply"])
    await expect(prop2.getByRole("textbox", { name: `Your notes or speech: ${name}` })).toBeVisible();
  const form = teacher.getByTestId("ballot-form");
  await pick(teacher, "Winner", "Proposition");
  const points = form.getByRole("textbox", { name: /\): points$/ }); // a speaker's ("Ann (Proposition 1): points"), not a reply's
  await expect(points).toHaveCount(6);
  for (const [i, v] of ["72", "71.5", "70", "69", "68.5", "70"].entries()) await points.nth(i).fill(v);
  await form.getByRole("textbox", { name: "Proposition reply: points" }).fill("36");
  await form.getByRole("textbox", { name: "Opposition reply: points" }).fill("35.5");
  await expect(form.getByTestId("ballot-totals")).toHaveText("Team points: Proposition 249.5 · Opposition 243");
  await form.getByRole("textbox", { name: "Reason for decision" }).fill("Proposition's reply weighed the clash on cost.");
  await form.getByRole("button", { name: "Save ballot" }).click();
  // Saved, not released: the debaters wait; the audience may judge the round for practice meanwhile.
  await expect(prop2.getByText("Not released yet")).toBeVisible();
  await expect(audience.getByRole("region", { name: "Your practice ballot" })).toBeVisible();
  await form.getByRole("button", { name: "Release to students" }).click();
  await expect(audience.getByTestId("ballot-winner")).toHaveText("Winner: Proposition");
  await expect(prop2.getByTestId("ballot-view")).toContainText("reply 36");
  // The released ballot on a phone, opened there: it fits the screen's width.
  const phone = await (
    await browser.newContext({ storageState: await prop2.context().storageState(), viewport: { width: 390, height: 844 } })
  ).newPage();
  await phone.goto(url);
  await expect(phone.getByTestId("ballot-view")).toContainText("reply 36");
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (SHOTS) await phone.screenshot({ path: `${SHOTS}/live-ws-ballot-phone.png`, fullPage: true });
});
