// Screens that must not clip or squeeze their controls: the lesson library's Add buttons beside long
// titles, on a desktop and a phone width; and a catalogue that follows what an admin changed without a reload.
import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";

const LONG_TITLE =
  "Weighing impacts when both teams claim the same stakeholders: probability, magnitude, reversibility and time frame in a single rebuttal";

/** One scored PAEL attempt, so the Progress page has a drill row to lay out. */
async function scoreOneDrill(page: Page, headers: Record<string, string>) {
  const attempt = await page.request.post("/api/feedback", {
    headers,
    data: {
      motion: "This House would ban homework in primary schools",
      side: "Government",
      pael: {
        point: "Homework harms sleep.",
        analysis: "Because children need rest, this leads to worse learning; therefore results fall.",
        example: "For example, Finland sets little homework and tops rankings.",
        link: "So we should ban homework.",
      },
    },
  });
  expect(attempt.status()).toBe(200);
}

test("the assign dialog's Add buttons keep their word beside a long title, on desktop and phone", async ({ teacher, baseURL }) => {
  const headers = { origin: new URL(baseURL ?? "").origin };
  const lesson = await teacher.request.post("/api/lessons", { data: { title: LONG_TITLE, reading: "R" }, headers });
  expect(lesson.status()).toBe(200);
  const room = await teacher.request.post("/api/classrooms", { data: { name: "Fit Club" }, headers });
  const { classroom } = await room.json();

  for (const width of [1280, 390]) {
    await teacher.setViewportSize({ width, height: 900 });
    await teacher.goto(`/#/classrooms/manage/${classroom.id}`);
    await teacher.getByRole("switch", { name: "Edit Lessons" }).check();
    await teacher.getByRole("button", { name: "Assign a lesson" }).click();
    const add = teacher.getByRole("button", { name: `Add ${LONG_TITLE}` });
    await expect(add).toHaveText("Add");
    // Nothing of the label is cut: the button is as wide as what it holds.
    const fits = await add.evaluate((b) => b.scrollWidth <= b.clientWidth && b.getBoundingClientRect().width >= 48);
    expect(fits, `width ${width}`).toBe(true);
    await teacher.screenshot({ path: `test-results/layout-fit-library-${width}.png`, fullPage: true });
    await teacher.keyboard.press("Escape");
  }
});

// On the second server: the module it adds would change the seeded counts the catalogue specs check on the first.
test.describe("on the server whose modules no spec counts", () => {
  test.use({ baseURL: async ({ modelURL }, use) => use(modelURL) });

  test("a module made private leaves Available Modules when the student comes back to the tab, without a reload", async ({
    admin,
    student,
    baseURL,
  }) => {
    const headers = { origin: new URL(baseURL ?? "").origin };
    const name = `Fading ${Math.random().toString(36).slice(2, 7)}`;
    const made = await admin.request.post("/api/admin/modules", { data: { name, description: "Soon private." }, headers });
    const { module } = await made.json();
    expect((await admin.request.patch(`/api/admin/modules/${module.id}`, { data: { is_public: true }, headers })).status()).toBe(200);

    await student.goto(`/#/modules?search=${encodeURIComponent(name)}`);
    const available = student.getByTestId("section-public");
    await expect(available.getByText(name)).toBeVisible();

    expect((await admin.request.patch(`/api/admin/modules/${module.id}`, { data: { is_public: false }, headers })).status()).toBe(200);
    await student.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
    await expect(available.getByText(name)).toHaveCount(0);
    await expect(student.getByTestId("section-locked").getByText(name)).toBeVisible();
  });
});

test("at 140 % text the debater's timer buttons and the Progress table fit their cards, on desktop and phone", async ({
  student,
  baseURL,
}) => {
  const headers = { origin: new URL(baseURL ?? "").origin };
  const scale = await student.request.put("/api/settings/appearance", { data: { font_scale: 1.4 }, headers });
  expect(scale.status(), await scale.text()).toBe(200);
  await scoreOneDrill(student, headers);
  /** How far the element's content spills past its box (a table scrolling inside its own box does not spill). */
  const overflow = (selector: string) => student.locator(selector).evaluate((box) => box.scrollWidth - box.clientWidth);

  for (const width of [1280, 390]) {
    await student.setViewportSize({ width, height: 900 });
    await student.goto("/#/debater");
    await expect(student.getByRole("button", { name: "Start timer" })).toBeVisible();
    expect(await student.evaluate(() => document.documentElement.style.fontSize)).not.toBe("");
    expect(await overflow("section[aria-labelledby=timer-title]"), `timer at ${width}`).toBe(0);
    await student.screenshot({ path: `test-results/layout-fit-timer-${width}.png`, fullPage: true });

    await student.goto("/#/training/progress");
    await expect(student.getByTestId("drill-summary")).toBeVisible();
    expect(await overflow("section[aria-labelledby=summary-title]"), `progress table at ${width}`).toBe(0);
    await student.screenshot({ path: `test-results/layout-fit-progress-${width}.png`, fullPage: true });
  }
});

test("on a 375 px phone the Progress page's drill table fits without scrolling sideways", async ({ student, baseURL }) => {
  const headers = { origin: new URL(baseURL ?? "").origin };
  await scoreOneDrill(student, headers);
  for (const width of [375, 1280]) {
    await student.setViewportSize({ width, height: 900 });
    await student.goto("/#/training/progress");
    const table = student.getByTestId("drill-summary");
    await expect(table).toBeVisible();
    // The table is no wider than its card, and nothing on the page is wider than the screen.
    const fit = await table.evaluate((t) => ({
      table: t.getBoundingClientRect().width,
      box: (t.parentElement as HTMLElement).clientWidth,
      spill: (t.parentElement as HTMLElement).scrollWidth - (t.parentElement as HTMLElement).clientWidth,
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }));
    expect(fit.spill, `drill table scrolls at ${width}: ${JSON.stringify(fit)}`).toBe(0);
    expect(fit.page, `page scrolls at ${width}`).toBe(0);
    // The drill done shows its tries (under its name on a phone, in their own column on a desktop) and its scores.
    const row = table.getByRole("row", { name: /PAEL Argument/ });
    await expect(row.getByRole("cell").last()).toHaveText(/^\d+(\.\d)?$/);
    await expect(row.getByText("1 try")).toBeVisible({ visible: width < 576 });
    await expect(table.getByRole("columnheader", { name: "Tries" })).toBeVisible({ visible: width >= 576 });
    await student.screenshot({ path: `test-results/progress-drills-${width}.png`, fullPage: true });
  }
});
