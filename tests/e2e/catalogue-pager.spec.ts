import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Each catalogue section pages on its own: paging the locked modules leaves the available ones where
// they were. The modules made here would change the seeded counts the catalogue specs check, so this
// runs on the second e2e server (its own database), and searches by a tag only these modules carry.
test.use({ baseURL: async ({ modelURL }, use) => use(modelURL) });

async function call(page: Page, method: "post" | "patch", path: string, data: object) {
  const res = await page.request[method](path, { data });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

const section = (page: Page, name: string) => page.getByRole("region", { name });
const cardNames = (page: Page, name: string) => section(page, name).getByRole("heading", { level: 3 });

test("each section has its own pager, kept in the address", async ({ admin, student }) => {
  const tag = `pager${Math.random().toString(36).slice(2, 8)}`;
  // Ten private modules (Locked for the student: more than one page of nine) and two public ones.
  for (let i = 0; i < 12; i++) {
    const { module } = await call(admin, "post", "/api/admin/modules", { name: `${tag} module ${i}`, description: "Paging." });
    if (i >= 10) await call(admin, "patch", `/api/admin/modules/${module.id}`, { is_public: true });
  }

  await student.goto(`/#/modules?search=${tag}`);
  await expect(cardNames(student, "Locked Modules")).toHaveCount(9);
  await expect(cardNames(student, "Available Modules")).toHaveCount(2);
  const lockedPager = student.getByRole("navigation", { name: "Locked Modules pages" });
  await expect(lockedPager.getByTestId("section-page")).toHaveText("Page 1 of 2");
  // A section that fits on one page has no pager.
  await expect(student.getByRole("navigation", { name: "Available Modules pages" })).toHaveCount(0);

  await lockedPager.getByRole("button", { name: "Next" }).click();
  await expect(lockedPager.getByTestId("section-page")).toHaveText("Page 2 of 2");
  await expect(cardNames(student, "Locked Modules")).toHaveCount(1);
  await expect(cardNames(student, "Available Modules")).toHaveCount(2);
  await expect(student).toHaveURL(/locked_page=2/);

  await student.reload();
  await expect(cardNames(student, "Locked Modules")).toHaveCount(1);
  await expect(cardNames(student, "Available Modules")).toHaveCount(2);
  if (process.env.SHOTS_DIR) await student.screenshot({ path: `${process.env.SHOTS_DIR}/catalogue-pager.png`, fullPage: true });

  await lockedPager.getByRole("button", { name: "Prev" }).click();
  await expect(cardNames(student, "Locked Modules")).toHaveCount(9);
  await expect(lockedPager.getByRole("button", { name: "Prev" })).toBeDisabled();
});
