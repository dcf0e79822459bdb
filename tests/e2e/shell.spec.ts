import { test, expect, accountOf, uniqueUser } from "./fixtures";
import type { Page } from "@playwright/test";
import { submitSignIn, submitSignUp } from "./helpers";

// What a new user ran into: the phone header, where Logout and
// "Create an account" lead, the login's password toggle, and stale messages in the refutation drill.

/** Every control in the header lies wholly inside the viewport. */
async function expectHeaderInside(page: Page, width: number) {
  const header = page.locator("header");
  const controls = header.locator("a, button, [data-testid=header-username], [data-testid=header-role]");
  const n = await controls.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) {
    const c = controls.nth(i);
    if (!(await c.isVisible())) continue;
    const box = (await c.boundingBox())!;
    const what = `${(await c.textContent()) || (await c.getAttribute("aria-label"))} at ${width}px`;
    expect(box.x, what).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, what).toBeLessThanOrEqual(width);
  }
}

test("every header control stays inside a 320, 360 and 390 px phone, with the role still shown", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const u = uniqueUser("phone");
  const name = "Alexandra Johnson";
  const res = await page.request.post("/api/signup", {
    data: { username: name, email: u.email, password: u.password, role: "student" },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(res.status()).toBe(200);
  for (const width of [320, 360, 390]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto("/#/debater");
    await expect(page.getByTestId("header-username")).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(page.getByTestId("header-role")).toHaveText("student");
    await expect(page.getByTestId("header-role")).toBeVisible();
    await expectHeaderInside(page, width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
  await context.close();
});

test("Logout from a signed-in-only page returns home", async ({ student: page }) => {
  for (const route of ["/#/debater", "/#/training/progress"]) {
    await page.goto(route);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByRole("heading", { name: "Welcome to Rostrum" })).toBeVisible();
    // Still home a moment later: no guard sends the signed-out visitor on to /login.
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/#\/$/);
    // Sign back in for the next page of the loop.
    if (route !== "/#/training/progress") {
      const a = accountOf(page);
      await page.goto("/#/login");
      await submitSignIn(page, a);
      await expect(page.getByTestId("header-username")).toHaveText(a.name);
    }
  }
});

test("Create an account from a login a guard sent you to comes back to that page after sign-up", async ({ page }) => {
  const u = uniqueUser("returning");
  await page.goto("/#/training/progress");
  await expect(page).toHaveURL(/#\/login$/);
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/#\/signup$/);
  await submitSignUp(page, u);
  await expect(page).toHaveURL(/#\/training\/progress$/);
  await expect(page.getByRole("heading", { name: "Training progress" })).toBeVisible();
});

test("the login's show-password toggle is reached with the keyboard; Google is left out when not set up", async ({ page }) => {
  await page.goto("/#/login");
  const password = page.locator("input[autocomplete=current-password]");
  await password.fill("secret123");
  await password.press("Tab");
  const toggle = page.getByRole("button", { name: "Show password" });
  await expect(toggle).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(password).toHaveAttribute("type", "text");
  await expect(page.getByRole("button", { name: "Hide password" })).toBeFocused();
  // The e2e server has no Google keys: no button that could only fail.
  await expect(page.getByRole("button", { name: /Google/ })).toHaveCount(0);
  await page.goto("/#/signup");
  await expect(page.getByRole("button", { name: "Sign up" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Google/ })).toHaveCount(0);
});

test("refutation: a stale 'Generate a motion first.' goes once a motion exists; editing the motion drops the old AI argument", async ({
  student: page,
}) => {
  await page.goto("/#/training/refutation");
  const motion = page.getByRole("textbox", { name: "Motion", exact: true });
  await page.getByRole("button", { name: "Generate AI argument" }).click();
  await expect(page.getByText("Generate a motion first.")).toBeVisible();
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  await expect(motion).not.toHaveValue("");
  await expect(page.getByText("Generate a motion first.")).toHaveCount(0);
  await page.getByRole("button", { name: "Get feedback" }).click();
  await expect(page.getByTestId("drill-error")).toHaveText("Generate the AI argument first.");
  await expect(page.getByText("Generate a motion first.")).toHaveCount(0);

  await page.getByRole("button", { name: "Generate AI argument" }).click();
  const argument = page.getByRole("region", { name: /The AI's argument/ });
  await expect(argument).toContainText("Point");
  await motion.fill("This House would ban homework in primary schools.");
  await expect(argument).toHaveCount(0);
  await page.getByRole("button", { name: "Get feedback" }).click();
  await expect(page.getByTestId("drill-error")).toHaveText("Generate the AI argument first.");
});

test("page titles share one size and one left edge", async ({ student: page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const seen: { route: string; x: number; size: string }[] = [];
  for (const route of ["/#/", "/#/about", "/#/debater", "/#/training", "/#/training/progress", "/#/training/framing"]) {
    await page.goto(route);
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toBeVisible();
    const x = (await h1.boundingBox())!.x;
    const size = await h1.evaluate((el) => getComputedStyle(el).fontSize);
    seen.push({ route, x: Math.round(x), size });
  }
  expect(new Set(seen.map((s) => s.x)).size, JSON.stringify(seen)).toBe(1);
  expect(new Set(seen.map((s) => s.size)).size, JSON.stringify(seen)).toBe(1);
});

test("the about page says what happens to a user's work, and where to take it out or delete it", async ({ page }) => {
  await page.goto("/#/about");
  await page.getByRole("button", { name: "What happens to my work?" }).click();
  await expect(page.getByText(/never written to the server's logs/i)).toBeVisible();
  await expect(page.getByText(/under Privacy, you can download all of it as one file or delete your account/i)).toBeVisible();
});
