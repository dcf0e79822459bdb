import { accountOf, expect, test } from "./fixtures";

// The role fixtures themselves: each page is signed in as its role, in its own browser context.
test("student, teacher and admin pages are signed in side by side", async ({ student, teacher, admin }) => {
  for (const [page, role, isAdmin] of [
    [student, "student", false],
    [teacher, "teacher", false],
    [admin, "student", true],
  ] as const) {
    const me = await (await page.request.get("/api/me")).json();
    expect(me.user).toMatchObject({ email: accountOf(page).email, role, isAdmin });
  }
  await teacher.goto("/#/");
  await expect(teacher.getByTestId("header-username")).toHaveText(accountOf(teacher).name);
});
