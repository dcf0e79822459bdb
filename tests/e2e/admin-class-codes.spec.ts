import type { Page } from "@playwright/test";
import { accountOf, expect, expectNoSeriousA11yViolations, test } from "./fixtures";

// Codes for a class: on a private module's settings, the admin enters a class's join code and gets one
// unlock code per student of the class, which that student then uses on /modules.
//
// The test adds a private module, which every student sees under Locked Modules, so it runs on the
// second e2e server (its own database), as the other admin module specs do.
test.use({ baseURL: async ({ modelURL }, use) => use(modelURL) });

async function post(page: Page, path: string, data: object) {
  const res = await page.request.post(path, { data });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

test("an admin makes codes for a whole class, and a student of it unlocks the module with theirs", async ({ admin, teacher, student }) => {
  const t = Math.random().toString(36).slice(2, 8);
  const name = `Class practice ${t}`;
  const { module } = (await post(admin, "/api/admin/modules", { name })) as { module: { id: string } };
  const { classroom } = (await post(teacher, "/api/classrooms", { name: `Room ${t}` })) as { classroom: { code: string } };
  await post(student, "/api/classrooms/join", { code: classroom.code });
  const studentName = accountOf(student).name;

  await admin.goto(`/#/admin/module-settings/${module.id}`);
  await admin.getByRole("button", { name: "Codes for a class" }).click();
  await admin.getByRole("button", { name: "Make codes" }).click();
  await expect(admin.getByText("Enter the class's join code.")).toBeVisible();
  await admin.getByRole("textbox", { name: "Class join code" }).fill("ZZZZZZ");
  await admin.getByRole("button", { name: "Make codes" }).click();
  await expect(admin.getByRole("alert")).toHaveText("No class has that join code.");

  await admin.getByRole("textbox", { name: "Class join code" }).fill(classroom.code.toLowerCase());
  await admin.getByRole("button", { name: "Make codes" }).click();
  await expect(admin.getByText(`1 code made for Room ${t}.`)).toBeVisible();
  const row = admin.getByTestId("class-code-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(studentName);
  const code = (await row.locator("code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  await expect(admin.getByRole("button", { name: "Copy all" })).toBeVisible();
  await expect(admin.getByRole("button", { name: "Print" })).toBeVisible();
  // The module's list of codes shows it too.
  await expect(admin.getByTestId("code-row").filter({ hasText: code })).toContainText("Unused");
  await expectNoSeriousA11yViolations(admin);

  await student.goto("/#/modules");
  await student.getByRole("textbox", { name: "Search" }).fill(name);
  await student.getByRole("button", { name: "Apply" }).click();
  await student.getByRole("textbox", { name: `Access code for ${name}` }).fill(code);
  await student.getByRole("button", { name: `Unlock ${name}` }).click();
  await expect(student.getByRole("region", { name: "My Modules" }).getByRole("link", { name: new RegExp(name) })).toBeVisible();
});
