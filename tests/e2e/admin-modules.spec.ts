import type { Page } from "@playwright/test";
import { accountOf, expect, expectNoSeriousA11yViolations, test } from "./fixtures";

// The admin's module screens: Create Module with a lesson selection, Manage Modules with Make Public,
// and Module Settings with a one-time unlock code that a student then uses on /modules.
//
// These tests add modules, and every private module shows under every student's Locked Modules, so they
// run on the second e2e server (its own database): the catalogue specs count the seeded modules exactly.
test.use({ baseURL: async ({ modelURL }, use) => use(modelURL) });

const tag = () => Math.random().toString(36).slice(2, 8);
const reading = "A short reading for the browser test. It has a claim, a reason and an example, and it ends with a link back.";

async function post(page: Page, path: string, data: object) {
  const res = await page.request.post(path, { data });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** A module made through the API (private, as every new module starts). */
async function apiModule(page: Page, name: string): Promise<string> {
  const { module } = (await post(page, "/api/admin/modules", { name, description: "Made by the test." })) as { module: { id: string } };
  return module.id;
}

const section = (page: Page, name: string) => page.getByRole("region", { name });
const adminCard = (page: Page, name: string) => page.getByTestId("admin-module").filter({ has: page.getByRole("heading", { name }) });

async function findInCatalogue(page: Page, name: string) {
  await page.goto("/#/modules");
  await page.getByRole("textbox", { name: "Search" }).fill(name);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/search=/);
}

test("an admin creates a module from two existing lessons, makes it public, and a student finds it", async ({ admin, student }) => {
  const t = tag();
  // Two lessons in a holder module, made through the API: choosing them must move them to the new module.
  const holderName = `Holder ${t}`;
  const holder = await apiModule(admin, holderName);
  const titles = [`Opening lines ${t}`, `Closing lines ${t}`];
  for (const title of titles) await post(admin, "/api/admin/module-lessons", { title, reading, module_id: holder });

  await admin.goto("/#/admin/create-module");
  await expect(admin.getByRole("heading", { level: 1, name: "Create Module" })).toBeVisible();
  await expect(admin.getByText("New modules start private")).toBeVisible();

  // The name is required; the refusal keeps the description.
  await admin.getByRole("textbox", { name: "Description" }).fill("Openings and closings.");
  await admin.getByRole("button", { name: "Create" }).click();
  await expect(admin.getByText("Module name is required.")).toBeVisible();
  await expect(admin.getByRole("textbox", { name: "Description" })).toHaveValue("Openings and closings.");

  const name = `Openings ${t}`;
  await admin.getByRole("textbox", { name: "Module name" }).fill(name);
  await admin.getByRole("textbox", { name: "Search lessons" }).fill(t);
  for (const title of titles) {
    await expect(admin.getByRole("checkbox", { name: title })).toBeVisible();
    await expect(admin.getByText(`Now in ${holderName}`).first()).toBeVisible();
    await admin.getByRole("checkbox", { name: title }).check();
  }
  await expect(admin.getByTestId("lessons-chosen")).toHaveText("2 lessons chosen");
  await expectNoSeriousA11yViolations(admin);
  await admin.getByRole("button", { name: "Create" }).click();

  // The new module's settings, with both lessons in it.
  await expect(admin).toHaveURL(/#\/admin\/module-settings\/[0-9a-f-]{36}$/);
  await expect(admin.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(admin.getByText(`Module “${name}” created.`)).toBeVisible();
  for (const title of titles) await expect(section(admin, "Lessons").getByRole("link", { name: title })).toBeVisible();

  // Manage Modules: private, two lessons; the holder lost them.
  await admin.goto("/#/admin/manage-modules");
  const card = adminCard(admin, name);
  await expect(card.getByTestId("visibility")).toHaveText("Private (Locked)");
  await expect(card.getByTestId("admin-module-lessons")).toHaveText("2 lessons");
  await expect(adminCard(admin, holderName).getByTestId("admin-module-lessons")).toHaveText("0 lessons");
  await expectNoSeriousA11yViolations(admin);
  await card.getByRole("button", { name: `Make Public: ${name}` }).click();
  await expect(card.getByTestId("visibility")).toHaveText("Public");
  await expect(card.getByRole("button", { name: `Make Private: ${name}` })).toBeVisible();

  // The student finds it under Available Modules.
  await findInCatalogue(student, name);
  await expect(section(student, "Available Modules").getByRole("link", { name: new RegExp(name) })).toBeVisible();
  await expect(section(student, "Available Modules")).toContainText("2 lessons");
});

test("unlock codes: an admin makes a code for a student, who unlocks the module with it", async ({ admin, student }) => {
  const t = tag();
  const name = `Private practice ${t}`;
  const moduleId = await apiModule(admin, name);
  const studentName = accountOf(student).name;

  await admin.goto(`/#/admin/module-settings/${moduleId}`);
  await expect(admin.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(admin.getByText("No unlock codes yet.")).toBeVisible();
  await admin.getByRole("button", { name: "Generate" }).click();
  await expect(admin.getByText("Please select a student.")).toBeVisible();

  await admin.getByRole("combobox", { name: "Student" }).fill(studentName);
  // The option names the student and their e-mail, so two look-alike names are told apart.
  await admin.getByRole("option", { name: `${studentName} · ${accountOf(student).email}` }).click();
  await admin.getByRole("button", { name: "Generate" }).click();
  await expect(admin.getByTestId("code-generated")).toContainText("Unlock code generated: ");
  const code = (await admin.getByTestId("generated-code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  await expect(admin.getByTestId("code-generated")).toHaveText(`Unlock code generated: ${code}`);
  await expect(admin.getByRole("button", { name: "Copy code" })).toBeVisible();
  const row = admin.getByTestId("code-row").filter({ hasText: code });
  await expect(row).toContainText(studentName);
  await expect(row).toContainText("Unused");
  await expectNoSeriousA11yViolations(admin);

  // The student types it into the module's card under Locked Modules; the module moves to My Modules.
  await findInCatalogue(student, name);
  await student.getByRole("textbox", { name: `Access code for ${name}` }).fill(code);
  await student.getByRole("button", { name: `Unlock ${name}` }).click();
  await expect(section(student, "My Modules").getByRole("link", { name: new RegExp(name) })).toBeVisible();
  await expect(section(student, "Locked Modules").getByText(name)).toHaveCount(0);

  // The settings page now shows the code as used.
  await admin.reload();
  await expect(admin.getByTestId("code-row").filter({ hasText: code })).toContainText("Used");
});

test("refusals: a missing or another admin's module, a failed create and a failed visibility change", async ({ admin }) => {
  await admin.goto("/#/admin/module-settings/00000000-0000-4000-8000-000000000000");
  await expect(admin.getByTestId("settings-error")).toHaveText("Module not found");

  // Only one admin account exists on the e2e server, so the server's 403 for another admin's module is played here.
  const notYours = "Only the admin who created this module can change it.";
  await admin.route("**/api/admin/modules/11111111-1111-4111-8111-111111111111", (r) =>
    r.fulfill({ status: 403, json: { error: notYours } }),
  );
  await admin.goto("/#/admin/module-settings/11111111-1111-4111-8111-111111111111");
  await expect(admin.getByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();
  await expect(admin.getByTestId("settings-error")).toHaveText(notYours);

  // A failed create says why and keeps what was typed.
  await admin.route("**/api/admin/modules", (r) =>
    r.request().method() === "POST" ? r.fulfill({ status: 503, json: { error: "Failed to create module." } }) : r.fallback(),
  );
  await admin.goto("/#/admin/create-module");
  await admin.getByRole("textbox", { name: "Module name" }).fill("Kept after a failure");
  await admin.getByRole("textbox", { name: "Description" }).fill("Still here.");
  await admin.getByRole("button", { name: "Create" }).click();
  await expect(admin.getByRole("alert").filter({ hasText: "Failed to create module." })).toBeVisible();
  await expect(admin.getByRole("textbox", { name: "Module name" })).toHaveValue("Kept after a failure");
  await expect(admin.getByRole("textbox", { name: "Description" })).toHaveValue("Still here.");

  // A refused visibility change shows the server's text after the spec's words.
  const name = `Visibility ${tag()}`;
  await apiModule(admin, name);
  await admin.route("**/api/admin/modules/*", (r) =>
    r.request().method() === "PATCH" ? r.fulfill({ status: 503, json: { error: "The database is busy." } }) : r.fallback(),
  );
  await admin.goto("/#/admin/manage-modules");
  await adminCard(admin, name)
    .getByRole("button", { name: `Make Public: ${name}` })
    .click();
  await expect(adminCard(admin, name).getByRole("alert")).toHaveText("Error updating visibility: The database is busy.");
  await expect(adminCard(admin, name).getByTestId("visibility")).toHaveText("Private (Locked)");
});

test("students and teachers opening Manage Modules see 'Access denied.'", async ({ student, teacher }) => {
  for (const page of [student, teacher]) {
    await page.goto("/#/admin/manage-modules");
    await expect(page.getByText("Access denied.")).toBeVisible();
    await expect(page.getByRole("button", { name: /Make (Public|Private)/ })).toHaveCount(0);
  }
});
