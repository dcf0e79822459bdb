import { expect, expectNoSeriousA11yViolations, TEACHER_CODE, test, uniqueUser } from "./fixtures";
import { expectNoNotification, signUpThroughScreen, submitSignIn, submitSignUp } from "./helpers";

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
  await submitSignIn(page, { email: u.email, password: "wrong-password" });
  await expect(page.getByRole("alert")).toContainText(/invalid/i);
  await submitSignIn(page, { email: u.email, password: u.password });
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
  await submitSignUp(page, u, "Teacher", "WRONG-CODE");
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

  // Open, it covers the page: Tab stays out of the page behind it, and Escape closes it.
  await page.getByRole("button", { name: "Open navigation" }).click();
  await expect(about).toBeVisible();
  await expect(page.locator("main")).toHaveAttribute("inert", "");
  await page.keyboard.press("Escape");
  await expect(about).toBeHidden();
  await expect(page.locator("main")).not.toHaveAttribute("inert");
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

test("a student changes the password in Settings → Account; the old one stops working", async ({ page, browser }) => {
  const u = uniqueUser("changer");
  await page.goto("/#/signup");
  await signUpThroughScreen(page, u);
  await expect(page.getByTestId("header-username")).toHaveText(u.name);
  await page.goto("/#/settings?tab=account");
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill("newsecret1");
  await page.getByLabel("Confirm new password").fill("newsecret1");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The current password is not right." })).toBeVisible();
  await expectNoNotification(page); // the section says it; no pop-up repeats it in the server's words
  await page.getByLabel("Current password").fill(u.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password is changed. Every other device was signed out.")).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveValue("");
  await page.reload();
  await expect(page.getByTestId("header-username")).toHaveText(u.name);

  const other = await browser.newContext();
  const login = await other.newPage();
  await login.goto("/#/login");
  await submitSignIn(login, { email: u.email, password: u.password });
  await expect(login.getByRole("alert")).toContainText(/invalid/i);
  await submitSignIn(login, { email: u.email, password: "newsecret1" });
  await expect(login.getByTestId("header-username")).toHaveText(u.name);
  await other.close();
});

test("an admin makes a student a teacher on the People screen, and resets their password", async ({ admin, browser }) => {
  const u = uniqueUser("promoted");
  const context = await browser.newContext();
  const them = await context.newPage();
  await them.goto("/#/signup");
  await signUpThroughScreen(them, u);
  await expect(them.getByTestId("header-username")).toHaveText(u.name);

  await admin.goto("/#/");
  await admin.getByRole("link", { name: "People" }).click();
  await expect(admin.getByRole("heading", { name: "People", level: 1 })).toBeVisible();
  await admin.getByLabel("Search").fill(u.email);
  const teacherSwitch = admin.getByRole("switch", { name: `Teacher: ${u.name}` });
  await expect(teacherSwitch).not.toBeChecked();
  await teacherSwitch.click({ force: true });
  await expect(teacherSwitch).toBeChecked();
  // The last admin cannot be unmade.
  await admin.getByLabel("Search").fill("admin@example.com");
  const adminSwitch = admin.getByRole("switch", { name: "Admin: Admin" });
  await expect(adminSwitch).toBeChecked();
  await expectNoSeriousA11yViolations(admin);

  await admin.getByLabel("Search").fill(u.email);
  await admin.getByRole("row").filter({ hasText: u.email }).getByRole("button", { name: "Reset password" }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Reset password" }).click();
  const temporary = (await admin.getByTestId("temporary-password").textContent())!.trim();
  expect(temporary.length).toBeGreaterThanOrEqual(10);
  await admin.getByRole("button", { name: "Done" }).click();
  await expect(admin.getByTestId("temporary-password")).toHaveCount(0);

  // Their sessions ended: a reload finds them signed out.
  await them.reload();
  await expect(them.getByRole("button", { name: "Logout" })).toHaveCount(0);
  await them.goto("/#/login");
  await submitSignIn(them, { email: u.email, password: temporary });
  await expect(them.getByTestId("header-username")).toHaveText(u.name);
  // Signed in afresh, they are a teacher now.
  await expect(them.getByText("teacher", { exact: true })).toBeVisible();
  // A password someone else set is changed before anything else.
  await expect(them.getByRole("heading", { name: "Choose a new password", level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(them);
  await them.getByLabel(/^Temporary password/).fill(temporary);
  await them.getByLabel(/^New password/).fill("my own secret");
  await them.getByLabel(/^Confirm new password/).fill("my own secret");
  await them.getByRole("button", { name: "Set my password" }).click();
  await expect(them.getByRole("heading", { name: "Choose a new password" })).toHaveCount(0);
  await them.goto("/#/settings");
  await expect(them.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await context.close();
});
