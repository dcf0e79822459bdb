import type { Locator, Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, signUpThroughApi, test, type Account } from "./fixtures";

// Setting a live round up: who speaks where. The teacher drags students onto positions with the mouse and with
// the keyboard (the screen reader hears where each one is), chooses one from a position's list, clears one, and
// the round starts with everyone where she put them. On a phone she picks the teams instead (first picked
// speaks first), and the first speaker dictates into her notes: the words still being heard are saved too.

const SHOTS = process.env.SHOTS_DIR;
/** A full-page screenshot from the top, the pointer out of the way. */
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function classOf(teacher: Page, browser: import("@playwright/test").Browser, baseURL: string | undefined, n: number) {
  const students = await Promise.all(
    Array.from({ length: n }, async () => {
      const page = await (await browser.newContext()).newPage();
      const account = await signUpThroughApi(page.request, baseURL);
      const id = ((await (await page.request.get("/api/me")).json()) as { user: { id: string } }).user.id;
      return { page, account, id };
    }),
  );
  const made = await teacher.request.post("/api/classrooms", { data: { name: `Setup ${Date.now()}` } });
  const { classroom } = (await made.json()) as { classroom: { id: string; code: string } };
  for (const s of students)
    expect((await s.page.request.post("/api/classrooms/join", { data: { code: classroom.code } })).status()).toBe(200);
  return { classroomId: classroom.id, students };
}

const slotZone = (page: Page, slot: string) => page.locator(`[data-testid="slot-zone"][data-slot="${slot}"]`);
const grip = (scope: Page | Locator, a: Account) => scope.getByRole("button", { name: `Drag ${a.name}`, exact: true });
const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/**
 * A mouse drag by the grip, in small steps so the pointer sensor starts and the zone sees the pointer. Near the
 * window's edge the page scrolls by itself while a student is held, so the target is measured again until the
 * screen reader hears the student over it.
 */
async function mouseDrag(page: Page, handle: Locator, name: string, target: Locator) {
  await handle.evaluate((el) => el.scrollIntoView({ block: "center" }));
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  const zone = (await target.getAttribute("aria-label"))!;
  for (let i = 0; i < 10; i++) {
    const to = (await target.boundingBox())!;
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.waitForTimeout(150);
    if ((await liveRegion(page).textContent())?.includes(`${name} is over ${zone}.`)) break;
  }
  await expect(liveRegion(page)).toContainText(`${name} is over ${zone}.`);
  await page.mouse.up();
  await expect(liveRegion(page)).toContainText(`${name} now speaks as ${zone}.`);
}

/** The keyboard: Space picks the student up, ArrowDown goes on until the screen reader hears her over `zone`, Space drops. */
async function keyboardDrag(page: Page, handle: Locator, name: string, zone: string) {
  await handle.focus();
  await page.keyboard.press("Space");
  // "Picked up …", then at once where she is (over the nearest zone).
  await expect(liveRegion(page)).toContainText(name);
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("ArrowDown");
    await page.waitForTimeout(200); // dnd-kit takes a key in on the next frame; a busy machine may lag a little
    if ((await liveRegion(page).textContent())?.includes(`${name} is over ${zone}.`)) break;
  }
  await expect(liveRegion(page)).toContainText(`${name} is over ${zone}.`);
  await page.keyboard.press("Space");
  await expect(liveRegion(page)).toContainText(`${name} now speaks as ${zone}.`);
}

async function positionsOfRound(page: Page) {
  const roundId = page.url().split("/").pop();
  const state = (await (await page.request.get(`/api/live-rounds/${roundId}`)).json()) as {
    round: { positions: Record<string, { user_id: string }> };
  };
  return Object.fromEntries(Object.entries(state.round.positions).map(([k, v]) => [k, v.user_id]));
}

test("the teacher drags students onto positions with the mouse and the keyboard, and the round has them there", async ({
  teacher,
  browser,
  baseURL,
}) => {
  const { classroomId, students } = await classOf(teacher, browser, baseURL, 5);
  const [ann, bob, cat, dan, eve] = students;
  await teacher.goto(`/#/classrooms/${classroomId}/rounds`);
  await teacher.getByRole("textbox", { name: "Motion" }).fill(`This House would seat debaters by hand ${Date.now()}`);
  await teacher.getByRole("textbox", { name: "Prep time (minutes)" }).fill("0");
  await teacher.getByRole("radio", { name: "Place students" }).check();
  await expect(teacher.getByTestId("pool-student")).toHaveCount(5);
  await expect(teacher.getByTestId("slots-left")).toHaveText("4 positions are still empty.");
  await expect(teacher.getByRole("button", { name: "Create round" })).toBeDisabled();

  // The mouse: Ann onto the first Proposition speaker, Bob onto the first Opposition speaker.
  await mouseDrag(teacher, grip(teacher, ann.account), ann.account.name, slotZone(teacher, "prop:1"));
  await expect(slotZone(teacher, "prop:1").getByRole("combobox", { name: "Proposition 1" })).toHaveValue(ann.account.name);
  await mouseDrag(teacher, grip(teacher, bob.account), bob.account.name, slotZone(teacher, "opp:1"));
  await expect(slotZone(teacher, "opp:1").getByRole("combobox")).toHaveValue(bob.account.name);
  await expect(teacher.getByTestId("pool-student")).toHaveCount(3);

  // The keyboard, with what a screen reader hears: Cat to Proposition 2; then Ann, already placed, moves to
  // Opposition 2 and leaves Proposition 1 (a student holds one position).
  await keyboardDrag(teacher, grip(teacher, cat.account), cat.account.name, "Proposition 2");
  await expect(slotZone(teacher, "prop:2").getByRole("combobox")).toHaveValue(cat.account.name);
  await keyboardDrag(teacher, grip(slotZone(teacher, "prop:1"), ann.account), ann.account.name, "Opposition 2");
  await expect(slotZone(teacher, "opp:2").getByRole("combobox")).toHaveValue(ann.account.name);
  await expect(slotZone(teacher, "prop:1").getByRole("combobox")).toHaveValue("");
  await expectNoSeriousA11yViolations(teacher);

  // The list (the way on a phone): Eve to Proposition 1; then clear Opposition 1 and drag Dan there instead.
  await slotZone(teacher, "prop:1").getByRole("combobox").click();
  await teacher.getByRole("option", { name: eve.account.name, exact: true }).click();
  await expect(slotZone(teacher, "prop:1").getByRole("combobox")).toHaveValue(eve.account.name);
  await teacher.getByRole("button", { name: "Clear Opposition 1" }).click();
  await expect(teacher.getByTestId("pool-student").filter({ hasText: bob.account.name })).toBeVisible();
  await expect(teacher.getByTestId("slots-left")).toHaveText("1 position is still empty.");
  await mouseDrag(teacher, grip(teacher, dan.account), dan.account.name, slotZone(teacher, "opp:1"));
  await expect(slotZone(teacher, "opp:1").getByRole("combobox")).toHaveValue(dan.account.name);
  await expect(teacher.getByTestId("slots-left")).toBeHidden();
  await shot(teacher, "live-setup-place-desktop");

  await teacher.getByRole("button", { name: "Create round" }).click();
  await expect(teacher.getByTestId("phase-title")).toHaveText("Waiting to start");
  expect(await positionsOfRound(teacher)).toEqual({ "prop:1": eve.id, "prop:2": cat.id, "opp:1": dan.id, "opp:2": ann.id });
});

test("on a phone the teacher picks the teams, and the first speaker dictates into her notes", async ({ teacher, browser, baseURL }) => {
  const { classroomId, students } = await classOf(teacher, browser, baseURL, 4);
  const [ann, bob, cat, dan] = students;
  await teacher.setViewportSize({ width: 390, height: 844 });
  await teacher.goto(`/#/classrooms/${classroomId}/rounds`);
  await teacher.getByRole("textbox", { name: "Motion" }).fill(`This House would pick teams by hand ${Date.now()}`);
  await teacher.getByRole("textbox", { name: "Prep time (minutes)" }).fill("0");

  // Placing by hand on a phone: every position has its list.
  await teacher.getByRole("radio", { name: "Place students" }).check();
  await expect(teacher.getByTestId("pool-student")).toHaveCount(4);
  await shot(teacher, "live-setup-place-phone");
  expect(await teacher.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Teams of her choosing: the first picked speaks first.
  await teacher.getByRole("radio", { name: "Choose teams" }).check();
  const pick = async (team: string, a: Account) => {
    await teacher.getByRole("combobox", { name: new RegExp(`^${team} \\(`) }).click();
    await teacher.getByRole("option", { name: a.name, exact: true }).click();
    await teacher.keyboard.press("Escape");
  };
  await pick("Proposition", bob.account);
  await pick("Proposition", ann.account);
  await pick("Opposition", dan.account);
  await pick("Opposition", cat.account);
  await expect(teacher.getByText(`1. ${bob.account.name} · 2. ${ann.account.name}`)).toBeVisible();
  await expectNoSeriousA11yViolations(teacher);
  await shot(teacher, "live-setup-teams-phone");
  expect(await teacher.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await teacher.setViewportSize({ width: 1280, height: 720 });
  await shot(teacher, "live-setup-teams-desktop");
  await teacher.getByRole("button", { name: "Create round" }).click();
  await expect(teacher.getByTestId("phase-title")).toHaveText("Waiting to start");
  expect(await positionsOfRound(teacher)).toEqual({ "prop:1": bob.id, "prop:2": ann.id, "opp:1": dan.id, "opp:2": cat.id });

  // The first speaker, on a phone whose browser recognises speech (a stand-in recogniser the test speaks through).
  const speaker = bob.page;
  await speaker.addInitScript(() => {
    class StandIn {
      continuous = false;
      interimResults = false;
      lang = "";
      onresult: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      start() {
        (window as unknown as { __heard: StandIn[] }).__heard.push(this);
      }
      stop() {
        setTimeout(() => this.onend?.(), 0);
      }
      abort() {
        setTimeout(() => this.onend?.(), 0);
      }
    }
    (window as unknown as { __heard: StandIn[] }).__heard = [];
    Object.assign(window, { SpeechRecognition: StandIn, webkitSpeechRecognition: StandIn });
  });
  const hear = (results: Array<[string, boolean]>) =>
    speaker.evaluate((rs) => {
      const all = (window as unknown as { __heard: Array<{ onresult: (e: unknown) => void }> }).__heard;
      all[all.length - 1].onresult({ resultIndex: 0, results: rs.map(([t, isFinal]) => ({ isFinal, 0: { transcript: t } })) });
    }, results);
  await speaker.setViewportSize({ width: 390, height: 844 });
  await speaker.goto(teacher.url());
  const notes = speaker.getByRole("textbox", { name: /^Your notes or speech/ });
  await expect(notes).toBeVisible();
  await speaker.getByRole("button", { name: "Dictate" }).click();
  await expect(speaker.getByRole("button", { name: "Stop dictation" })).toHaveAttribute("aria-pressed", "true");
  await hear([["We propose weekly debates", true]]);
  await expect(notes).toHaveValue("We propose weekly debates");
  await hear([["because practice builds confidence", false]]);
  await expect(speaker.getByTestId("dictation-interim")).toHaveText("Hearing: because practice builds confidence");
  await expectNoSeriousA11yViolations(speaker);
  await shot(speaker, "live-notes-dictation-phone");
  await speaker.getByRole("button", { name: "Save" }).click();
  await expect(speaker.getByText("Saved.")).toBeVisible();
  await expect(notes).toHaveValue("We propose weekly debates because practice builds confidence");
  // Listening goes on after the save, afresh.
  await expect(speaker.getByRole("button", { name: "Stop dictation" })).toBeVisible();
  await speaker.reload();
  await expect(notes).toHaveValue("We propose weekly debates because practice builds confidence");
});

test("in World Schools the teacher chooses who replies for each team, and the round keeps it", async ({ teacher, browser, baseURL }) => {
  const { classroomId } = await classOf(teacher, browser, baseURL, 6);
  await teacher.goto(`/#/classrooms/${classroomId}/rounds`);
  await teacher.getByRole("textbox", { name: "Motion" }).fill(`This House would let the second speaker reply ${Date.now()}`);
  // The classroom format's replies are by the first speakers: no choice to make.
  await expect(teacher.getByTestId("reply-picker")).toHaveCount(0);
  await teacher.getByRole("combobox", { name: "Format" }).click();
  await teacher.getByRole("option", { name: "World Schools" }).click();
  await teacher.getByRole("textbox", { name: "Prep time (minutes)" }).fill("0");
  const prop = teacher.getByRole("combobox", { name: "Proposition reply by speaker" });
  await expect(prop).toHaveValue("Proposition 1");
  await prop.click();
  await expect(teacher.getByRole("option", { name: "Proposition 3" })).toHaveCount(0); // WSDC: the first or second speaker
  await teacher.getByRole("option", { name: "Proposition 2" }).click();
  await shot(teacher, "live-setup-reply");
  await teacher.getByRole("button", { name: "Create round" }).click();
  await expect(teacher.getByTestId("phase-title")).toHaveText("Waiting to start");
  const roundId = teacher.url().split("/").pop();
  const state = (await (await teacher.request.get(`/api/live-rounds/${roundId}`)).json()) as {
    round: { reply_speakers: Record<string, number> };
  };
  expect(state.round.reply_speakers).toEqual({ opp: 1, prop: 2 });
});
