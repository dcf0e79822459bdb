import type { Page } from "@playwright/test";
import { test, expect, expectNoSeriousA11yViolations } from "./fixtures";
import { SETTINGS_MESSAGES as M } from "#shared/messages/settings.ts";
import { UI_MESSAGES } from "#shared/messages/ui.ts";

// The settings screen: each tab saves on its own,
// bounds hold on the screen, and appearance applies across the app at once and after a reload.

const TABS = ["Profile", "Account", "Preferences", "Weights", "Notifications", "Appearance", "Privacy", "Teacher"] as const;
type Tab = (typeof TABS)[number];

async function openTab(page: Page, tab: Tab) {
  await page.getByRole("tab", { name: tab }).click();
  const panel = page.getByRole("tabpanel", { name: tab });
  await expect(panel.getByRole("heading", { name: tab, level: 2 })).toBeVisible();
  return panel;
}

async function save(page: Page, tab: Tab) {
  await page.getByRole("button", { name: `Save ${tab.toLowerCase()}` }).click();
}

async function serverSettings(page: Page) {
  const res = await page.request.get("/api/settings");
  expect(res.status()).toBe(200);
  return res.json();
}

const html = (page: Page) =>
  page.evaluate(() => ({
    scheme: document.documentElement.getAttribute("data-mantine-color-scheme"),
    fontSize: document.documentElement.style.fontSize,
    highContrast: document.documentElement.hasAttribute("data-high-contrast"),
  }));

test("signed out, the screen says to log in and stays put", async ({ page }) => {
  await page.goto("/#/settings");
  await expect(page.getByText(M.mustLogIn)).toBeVisible();
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/#\/settings$/);
});

test("the sidebar's Settings opens the screen; the Teacher tab is for teachers only", async ({ student, teacher }) => {
  await student.goto("/#/");
  await student.getByRole("navigation", { name: "My Account" }).getByRole("link", { name: "Settings" }).click();
  await expect(student.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expect(student.getByRole("tab")).toHaveText(TABS.filter((t) => t !== "Teacher"));

  await teacher.goto("/#/settings");
  await expect(teacher.getByRole("tab")).toHaveText([...TABS]);
});

test("each tab saves on its own and says 'Saved successfully.' for 2 seconds", async ({ teacher: page }) => {
  await page.goto("/#/settings");

  let panel = await openTab(page, "Profile");
  await panel.getByLabel("School").fill("Hill School");
  await panel.getByLabel("Bio").fill("  Second speaker.  ");
  await save(page, "Profile");
  await expect(panel.getByText(M.saved)).toBeVisible();
  // Gone after 2 seconds (the spec's saved message), well before 4.
  await expect(panel.getByText(M.saved)).toBeHidden({ timeout: 4000 });

  panel = await openTab(page, "Preferences");
  await panel.getByText("Advanced", { exact: true }).click();
  await panel.getByRole("radio", { name: "Rubric" }).check();
  await panel.getByLabel("Speech timer (seconds)").fill("300");
  await expect(panel.getByTestId("timer-minutes")).toHaveText("= 5 min");
  await save(page, "Preferences");
  await expect(panel.getByText(M.saved)).toBeVisible();

  panel = await openTab(page, "Weights");
  for (const [skill, v] of [
    ["Analysis", "50"],
    ["Impact", "30"],
    ["Examples", "20"],
    ["Clarity", "10"],
  ])
    await panel.getByRole("textbox", { name: skill }).fill(v);
  // The shared normalisation, before saving: 50/30/20/10 of 110 → 45, 27, 18 and the remainder 10.
  await expect(panel.getByTestId("weights-normalised")).toHaveText("Analysis 45Impact 27Examples 18Clarity 10");
  await save(page, "Weights");
  await expect(panel.getByText(M.saved)).toBeVisible();
  await expect(panel.getByRole("textbox", { name: "Analysis" })).toHaveValue("45");

  // This server has no SMTP: the tab says so and the e-mail switches cannot be turned on.
  panel = await openTab(page, "Notifications");
  await expect(panel.getByTestId("email-off")).toHaveText(UI_MESSAGES.emailOff);
  await expect(panel.getByLabel("Weekly summary")).toBeDisabled();

  panel = await openTab(page, "Privacy");
  await panel.getByLabel("Allow use of my data").check({ force: true });
  await save(page, "Privacy");
  await expect(panel.getByText(M.saved)).toBeVisible();

  panel = await openTab(page, "Teacher");
  await panel.getByLabel("Show class averages").check({ force: true });
  await panel.getByText("Advanced", { exact: true }).click();
  await panel.getByLabel("Default deadline hour").fill("17");
  await save(page, "Teacher");
  await expect(panel.getByText(M.saved)).toBeVisible();

  panel = await openTab(page, "Appearance");
  await panel.getByLabel("High contrast").check({ force: true });
  await save(page, "Appearance");
  await expect(panel.getByText(M.saved)).toBeVisible();

  const s = await serverSettings(page);
  expect(s.profile).toMatchObject({ school: "Hill School", bio: "Second speaker." });
  expect(s.preferences).toMatchObject({ difficulty: "advanced", feedback_style: "rubric", timer_seconds: 300 });
  expect(s.weights).toEqual({ analysis: 45, impact: 27, examples: 18, clarity: 10 });
  expect(s.notifications.weekly_summary).toBe(false);
  expect(s.privacy.allow_data_use).toBe(true);
  expect(s.teacher).toMatchObject({ show_class_averages: true, auto_assign_difficulty: "hard", default_deadline_hour: 17 });
  expect(s.appearance.high_contrast).toBe(true);
});

test("bounds hold on the screen: a 30-second timer and a weight over 100 are refused", async ({ student: page }) => {
  await page.goto("/#/settings?tab=preferences");
  const panel = page.getByRole("tabpanel", { name: "Preferences" });
  await panel.getByLabel("Speech timer (seconds)").fill("30");
  await expect(panel.getByTestId("timer-minutes")).toHaveText("= 30 s");
  await save(page, "Preferences");
  await expect(panel.getByText(M.timerMin)).toBeVisible();
  await expect(panel.getByText(M.saved)).toHaveCount(0);
  expect((await serverSettings(page)).preferences.timer_seconds).toBe(420);

  await panel.getByLabel("Speech timer (seconds)").fill("60");
  await save(page, "Preferences");
  await expect(panel.getByText(M.saved)).toBeVisible();
  expect((await serverSettings(page)).preferences.timer_seconds).toBe(60);

  await page.getByRole("tab", { name: "Weights" }).click();
  const weights = page.getByRole("tabpanel", { name: "Weights" });
  await weights.getByRole("textbox", { name: "Impact" }).fill("150");
  await save(page, "Weights");
  await expect(weights.getByText(M.weightRange)).toBeVisible();
});

test("a failed save keeps what was typed; a failed load offers a retry", async ({ student: page }) => {
  await page.route("**/api/settings/profile", (route) => route.fulfill({ status: 500, json: { error: "Server trouble." } }));
  await page.goto("/#/settings");
  const panel = page.getByRole("tabpanel", { name: "Profile" });
  await panel.getByLabel("School").fill("River Academy");
  await save(page, "Profile");
  await expect(panel.getByText(M.saveFailed)).toBeVisible();
  await expect(panel.getByLabel("School")).toHaveValue("River Academy");
  await page.unroute("**/api/settings/profile");

  let fail = true;
  await page.route("**/api/settings", (route) => (fail ? route.fulfill({ status: 500, json: { error: "Down." } }) : route.fallback()));
  await page.reload();
  await expect(page.getByText(M.loadFailed)).toBeVisible({ timeout: 15_000 });
  fail = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("tab", { name: "Profile" })).toBeVisible();
});

test("dark theme and text size apply at once, and survive a reload before the app runs", async ({ student: page }) => {
  await page.goto("/#/settings?tab=appearance");
  const panel = page.getByRole("tabpanel", { name: "Appearance" });
  await expect(panel.getByRole("heading", { name: "Appearance" })).toBeVisible();

  await panel.getByText("Dark", { exact: true }).click();
  await expect.poll(() => html(page)).toMatchObject({ scheme: "dark" });
  const thumb = panel.getByRole("slider", { name: "Text size" });
  await thumb.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(panel.getByTestId("font-scale-value")).toHaveText("120%");
  await expect.poll(() => html(page)).toEqual({ scheme: "dark", fontSize: "120%", highContrast: false });
  // The whole app follows, not only this page: the header's background is the dark body colour.
  const bg = await page.locator("header").evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(bg).not.toBe("rgb(255, 255, 255)");
  await save(page, "Appearance");
  await expect(panel.getByText(M.saved)).toBeVisible();
  expect((await serverSettings(page)).appearance).toEqual({ theme: "dark", font_scale: 1.2, high_contrast: false });

  await page.reload();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  expect(await html(page)).toEqual({ scheme: "dark", fontSize: "120%", highContrast: false });

  // Before any of the app's JavaScript: the boot script alone sets the saved appearance (no flash).
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.reload();
  expect(await html(page)).toEqual({ scheme: "dark", fontSize: "120%", highContrast: false });
  await expect(page.locator(".boot-header")).toBeVisible();
  await page.unroute("**/assets/*.js");

  // Leaving the tab with an unsaved change puts the saved appearance back.
  await page.reload();
  await panel.getByText("Light", { exact: true }).click();
  await expect.poll(() => html(page)).toMatchObject({ scheme: "light" });
  await page.getByRole("navigation", { name: "My Stuff" }).getByRole("link", { name: "Home" }).click();
  await expect.poll(() => html(page)).toMatchObject({ scheme: "dark", fontSize: "120%" });
});

test("the System theme follows the operating system's colour scheme as it changes", async ({ student: page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/#/settings?tab=appearance");
  const panel = page.getByRole("tabpanel", { name: "Appearance" });
  await panel.getByText("System", { exact: true }).click();
  await expect.poll(() => html(page)).toMatchObject({ scheme: "light" });
  await page.emulateMedia({ colorScheme: "dark" });
  await expect.poll(() => html(page)).toMatchObject({ scheme: "dark" });
});

test("every tab has no serious accessibility findings in light, dark and high contrast", async ({ teacher: page, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  for (const appearance of [
    { theme: "light", high_contrast: false },
    { theme: "dark", high_contrast: false },
    { theme: "light", high_contrast: true },
    { theme: "dark", high_contrast: true },
  ]) {
    const res = await page.request.put("/api/settings/appearance", { data: { ...appearance, font_scale: 1 }, headers: { origin } });
    expect(res.status()).toBe(200);
    await page.goto("/#/settings");
    await page.reload();
    for (const tab of TABS) {
      await openTab(page, tab);
      await expect.poll(() => html(page)).toMatchObject({ scheme: appearance.theme, highContrast: appearance.high_contrast });
      await test.step(`${tab} in ${appearance.theme}${appearance.high_contrast ? ", high contrast" : ""}`, () =>
        expectNoSeriousA11yViolations(page));
    }
  }
});
