import { readFileSync } from "node:fs";
import { test, expect, expectNoSeriousA11yViolations, accountOf } from "./fixtures";
import { submitSignIn } from "./helpers";
import { PRIVACY_MESSAGES as M } from "#shared/messages/settings.ts";

// The Privacy tab's data section: the export downloads one JSON file; deleting the account
// says what goes (hosted classrooms with their member counts), needs DELETE and the password, then
// signs out, and the account can no longer sign in.

async function openPrivacy(page: import("@playwright/test").Page) {
  await page.goto("/#/settings?tab=privacy");
  const panel = page.getByRole("tabpanel", { name: "Privacy" });
  await expect(panel.getByRole("heading", { name: "Your data", level: 2 })).toBeVisible();
  return panel;
}

test("Export my data downloads the account's data as one JSON file", async ({ student: page }) => {
  const me = accountOf(page);
  const panel = await openPrivacy(page);
  const [download] = await Promise.all([page.waitForEvent("download"), panel.getByRole("button", { name: "Export my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^rostrum-export-\d{4}-\d{2}-\d{2}\.json$/);
  const doc = JSON.parse(readFileSync(await download.path(), "utf8"));
  expect(doc).toMatchObject({ format: "rostrum-export", version: 1, account: { email: me.email }, profile: { username: me.name } });
});

test("deleting a teacher's account names the classroom it takes, then signs out for good", async ({ teacher: page, student, baseURL }) => {
  const me = accountOf(page);
  const headers = { origin: new URL(baseURL!).origin };
  const made = await page.request.post("/api/classrooms", { data: { name: "Debate Club" }, headers });
  expect(made.status()).toBe(200);
  const { classroom } = await made.json();
  expect((await student.request.post("/api/classrooms/join", { data: { code: classroom.code }, headers })).status()).toBe(200);
  const panel = await openPrivacy(page);
  await panel.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account" });
  await expect(dialog.getByText("This deletes, for good:")).toBeVisible();
  await expect(dialog.getByTestId("hosted-classrooms")).toContainText("Debate Club — 1 member");
  await expectNoSeriousA11yViolations(page);

  const final = dialog.getByRole("button", { name: "Delete my account for good" });
  await expect(final).toBeDisabled();
  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await dialog.getByLabel("Your password").fill("not-my-password");
  await final.click();
  await expect(dialog.getByRole("alert")).toContainText(M.wrongPassword);

  await dialog.getByLabel("Your password").fill(me.password);
  await final.click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByTestId("home-notice")).toHaveText(M.accountDeleted);
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
  expect((await (await page.request.get("/api/me")).json()).user).toBeNull();

  await page.goto("/#/login");
  await submitSignIn(page, me);
  await expect(page.getByRole("alert")).toContainText(/invalid/i);
});
