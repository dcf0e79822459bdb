import type { Page } from "@playwright/test";
import { expect, test, uniqueUser } from "./fixtures";
import { expectNoNotification, sendSignUpForm, submitSignIn } from "./helpers";
import { linkIn, startMailServer, type MailServer } from "./mail-server";

// "Forgot password?" end to end on a server that sends e-mails: the person confirms their sign-up and
// resets their password by opening the links from their inbox, and nothing on the way tells whether an
// address has an account.

const CONFIRM_SUBJECT = "Confirm your Rostrum account";
const RESET_SUBJECT = "Reset your Rostrum password";
const SENT = "If an account uses that e-mail, we sent it a link to reset the password. Check your inbox.";
const LINK_INVALID = "This reset link is not valid any more. Ask for a new one.";

/** The reset page's own message, and no notification beside it in the server's words. */
async function expectLinkRefused(page: Page) {
  await expect(page.getByRole("alert")).toHaveText(LINK_INVALID);
  await expectNoNotification(page);
}

let server: MailServer;
test.use({ baseURL: ({ mailURL }, use) => use(mailURL) });
test.beforeAll(async ({ mailURL }) => {
  server = await startMailServer(mailURL);
});
test.afterAll(async () => {
  await server?.close();
});

test("a student who forgot their password resets it with the e-mailed link and signs in with the new one", async ({ page }) => {
  const u = uniqueUser("forgetful");
  await sendSignUpForm(page, u);
  await expect(page.getByRole("status")).toHaveText("Check your email to confirm your account, then sign in.");
  await page.goto(linkIn(await server.mailTo(u.email, CONFIRM_SUBJECT)));
  await expect(page.getByTestId("header-username")).toHaveText(u.name);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();

  await page.goto("/#/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByRole("textbox", { name: "Email" }).fill(u.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText(SENT);

  const resetLink = linkIn(await server.mailTo(u.email, RESET_SUBJECT));
  expect(resetLink).toMatch(/#\/reset-password\?token=/);
  await page.goto(resetLink);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel(/^New password/).fill("abc");
  await page.getByLabel("Confirm new password").fill("abc");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Password should be at least 6 characters.")).toBeVisible();
  await page.getByLabel(/^New password/).fill("fresh-pass-1");
  await page.getByLabel("Confirm new password").fill("fresh-pass-1");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByRole("status")).toHaveText("Your password is reset. Sign in with the new one.");

  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await submitSignIn(page, u);
  // The server's own message, which the login form shows as it is.
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await submitSignIn(page, { email: u.email, password: "fresh-pass-1" });
  await expect(page.getByTestId("header-username")).toHaveText(u.name);

  // The link was used: opened again, it sets nothing and says so.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
  await page.goto(resetLink);
  await page.getByLabel(/^New password/).fill("another-pass-2");
  await page.getByLabel("Confirm new password").fill("another-pass-2");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expectLinkRefused(page);
});

test("an unknown e-mail gets the same confirmation and no e-mail; a made-up link is refused", async ({ page }) => {
  const known = uniqueUser("known");
  await sendSignUpForm(page, known);
  await server.mailTo(known.email, CONFIRM_SUBJECT);
  const nobody = uniqueUser("nobody").email;
  await page.goto("/#/login");
  for (const email of [nobody, known.email]) {
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toHaveText(SENT);
    await page.getByRole("link", { name: "Back to sign in" }).click();
  }
  // The known address, asked for second, has its e-mail: by then the unknown one's would have come too.
  await server.mailTo(known.email, RESET_SUBJECT);
  expect(server.mail.filter((m) => m.to.includes(nobody))).toEqual([]);

  await page.goto("/#/reset-password?token=made-up-token");
  await page.getByLabel(/^New password/).fill("another-pass-2");
  await page.getByLabel("Confirm new password").fill("another-pass-2");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expectLinkRefused(page);
  await page.goto("/#/reset-password");
  await expect(page.getByRole("alert")).toHaveText(LINK_INVALID);
});

test("a student changes their e-mail in Settings: the new address gets a link, and the e-mail changes only when it is followed", async ({
  page,
}) => {
  const u = uniqueUser("mover");
  const next = uniqueUser("moved").email;
  await sendSignUpForm(page, u);
  await page.goto(linkIn(await server.mailTo(u.email, CONFIRM_SUBJECT)));
  await expect(page.getByTestId("header-username")).toHaveText(u.name);

  await page.goto("/#/settings?tab=account");
  await expect(page.getByText("The new address gets a link; your e-mail changes when you follow it.", { exact: false })).toBeVisible();
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(next);
  // A live session alone does not change the e-mail: the password is asked.
  await page.getByLabel("Your password").fill(u.password);
  await page.getByRole("button", { name: "Change e-mail" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "We sent a link to the new address: your e-mail changes when you follow it." }),
  ).toBeVisible();
  // Not yet: a reload still shows the old address.
  await page.reload();
  await expect(page.getByRole("textbox", { name: "E-mail", exact: true })).toHaveValue(u.email);

  await page.goto(linkIn(await server.mailTo(next, CONFIRM_SUBJECT)));
  await page.goto("/#/settings?tab=account");
  await expect(page.getByRole("textbox", { name: "E-mail", exact: true })).toHaveValue(next);

  // The new address signs in; the old one no longer does.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
  await page.goto("/#/login");
  await page.getByRole("textbox", { name: "Email" }).fill(u.email);
  await page.locator("input[autocomplete=current-password]").fill(u.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await page.getByRole("textbox", { name: "Email" }).fill(next);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByTestId("header-username")).toHaveText(u.name);
});
