import { expect, expectNoSeriousA11yViolations, TEACHER_CODE, test, uniqueUser } from "./fixtures";
import { signUpThroughScreen } from "./helpers";

test("a student signs up, logs out and logs back in with the remembered e-mail", async ({ page }) => {
  const u = uniqueUser("student");
  await page.goto("/#/signup");
  const submit = page.getByRole("button", { name: "Sign up" });
  await expect(submit).toBeDisabled();
  await page.getByLabel("Display name").fill("A");
  await page.getByLabel("Display name").blur();
  await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
  await page.getByLabel("Remember email").check();
  await signUpThroughScreen(page, u);
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByText("student", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
  await page.goto("/#/login");
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(u.email);
  await expect(page.getByLabel("Remember email")).toBeChecked();
  await page.locator("input[autocomplete=current-password]").fill("wrong-password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText(/invalid/i);
  await page.locator("input[autocomplete=current-password]").fill(u.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByTestId("header-username")).toHaveText(u.name);

  // Signed-in users are sent home from the account screens, and the session survives a reload.
  await page.goto("/#/login");
  await expect(page).toHaveURL(/#\/$/);
  await page.reload();
  await expect(page.getByTestId("header-username")).toHaveText(u.name);
});

test("a teacher signs up with the access code; a wrong code is refused", async ({ page }) => {
  const u = uniqueUser("teacher");
  await page.goto("/#/signup");
  await page.getByLabel("Display name").fill(u.name);
  await page.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: "Teacher" }).click();
  await page.getByLabel("Teacher access code").fill("WRONG-CODE");
  await page.getByRole("textbox", { name: "Email" }).fill(u.email);
  await page.getByLabel(/^Password/).fill(u.password);
  await page.getByLabel("Confirm password").fill(u.password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid teacher access code.");
  await page.getByLabel("Teacher access code").fill(TEACHER_CODE);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByTestId("header-username")).toHaveText(u.name);
  await expect(page.getByText("teacher", { exact: true })).toBeVisible();
});

test("Google sign-in is left out when the server has no Google keys", async ({ page }) => {
  await page.goto("/#/login");
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with Google" })).toHaveCount(0);
});

test("the sidebar opens and closes with the toggle on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/#/");
  const about = page.getByRole("navigation", { name: "My Account" }).getByRole("link", { name: "About" });
  await expect(about).toBeHidden();
  await page.getByRole("button", { name: "Open navigation" }).click();
  await expect(about).toBeVisible();
  await about.click();
  await expect(page).toHaveURL(/#\/about$/);
  await expect(about).toBeHidden();
});

test("unknown routes show the not-found page", async ({ page }) => {
  await page.goto("/#/no/such/page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("the public pages have no serious accessibility problems", async ({ page }) => {
  for (const route of ["/#/", "/#/login", "/#/signup", "/#/about"]) {
    await page.goto(route);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
  await expect(page.getByRole("link", { name: "team@rostrum.test" })).toBeVisible();
});
