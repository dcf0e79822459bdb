// Screen-driven helpers. Signed-in pages come from the fixtures (./fixtures: student, teacher, admin).
import type { Page } from "@playwright/test";
import { expect, TEACHER_CODE } from "./fixtures";

export { expectNoSeriousA11yViolations, TEACHER_CODE, uniqueUser } from "./fixtures";

/** Fills and submits the sign-up form already on screen; a teacher's access code is the test server's unless another is given. */
export async function submitSignUp(
  page: Page,
  u: { name: string; email: string; password: string },
  role: "Student" | "Teacher" = "Student",
  teacherCode = TEACHER_CODE,
) {
  await page.getByLabel("Display name").fill(u.name);
  if (role === "Teacher") {
    await page.getByRole("combobox", { name: "Role" }).click();
    await page.getByRole("option", { name: "Teacher" }).click();
    await page.getByLabel("Teacher access code").fill(teacherCode);
  }
  await page.getByRole("textbox", { name: "Email" }).fill(u.email);
  await page.getByLabel(/^Password/).fill(u.password);
  await page.getByLabel("Confirm password").fill(u.password);
  await page.getByRole("button", { name: "Sign up" }).click();
}

/** Signs up through the sign-up screen, as a person would. */
export async function signUpThroughScreen(
  page: Page,
  u: { name: string; email: string; password: string },
  role: "Student" | "Teacher" = "Student",
) {
  await sendSignUpForm(page, u, role);
  await expect(page.getByTestId("header-username")).toHaveText(u.name);
}

/** Opens the sign-up screen, fills it in and presses "Sign up"; what follows depends on the server (signed in, or an e-mail to confirm). */
export async function sendSignUpForm(
  page: Page,
  u: { name: string; email: string; password: string },
  role: "Student" | "Teacher" = "Student",
) {
  await page.goto("/#/signup");
  await submitSignUp(page, u, role);
}

/**
 * No notification (the app's red pop-up for a failure no screen shows) is on screen. Notifications are
 * loaded the first time one is raised, so one that is coming may take a moment: this looks after a second.
 */
export async function expectNoNotification(page: Page) {
  await page.waitForTimeout(1000);
  await expect(page.locator(".mantine-Notification-root")).toHaveCount(0);
}

/** Submits the sign-in form already on screen; the caller checks where it leads (home, back, or an error). */
export async function submitSignIn(page: Page, u: { email: string; password: string }) {
  await page.getByRole("textbox", { name: "Email" }).fill(u.email);
  await page.locator("input[autocomplete=current-password]").fill(u.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}
