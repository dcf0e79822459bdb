// Screens that must not clip or squeeze their controls: the lesson library's Add buttons beside long
// titles, on a desktop and a phone width; and a catalogue that follows what an admin changed without a reload.
import { test, expect } from "./fixtures";

const LONG_TITLE =
  "Weighing impacts when both teams claim the same stakeholders: probability, magnitude, reversibility and time frame in a single rebuttal";

test("the assign dialog's Add buttons keep their word beside a long title, on desktop and phone", async ({ teacher, baseURL }) => {
  const headers = { origin: new URL(baseURL ?? "").origin };
  const lesson = await teacher.request.post("/api/lessons", { data: { title: LONG_TITLE, reading: "R" }, headers });
  expect(lesson.status()).toBe(200);
  const room = await teacher.request.post("/api/classrooms", { data: { name: "Fit Club" }, headers });
  const { classroom } = await room.json();

  for (const width of [1280, 390]) {
    await teacher.setViewportSize({ width, height: 900 });
    await teacher.goto(`/#/classrooms/manage/${classroom.id}`);
    await teacher.getByRole("switch", { name: "Edit Lessons" }).check();
    await teacher.getByRole("button", { name: "Assign a lesson" }).click();
    const add = teacher.getByRole("button", { name: `Add ${LONG_TITLE}` });
    await expect(add).toHaveText("Add");
    // Nothing of the label is cut: the button is as wide as what it holds.
    const fits = await add.evaluate((b) => b.scrollWidth <= b.clientWidth && b.getBoundingClientRect().width >= 48);
    expect(fits, `width ${width}`).toBe(true);
    await teacher.screenshot({ path: `test-results/layout-fit-library-${width}.png`, fullPage: true });
    await teacher.keyboard.press("Escape");
  }
});

test("a module made private leaves Available Modules when the student comes back to the tab, without a reload", async ({
  admin,
  student,
  baseURL,
}) => {
  const headers = { origin: new URL(baseURL ?? "").origin };
  const name = `Fading ${Math.random().toString(36).slice(2, 7)}`;
  const made = await admin.request.post("/api/admin/modules", { data: { name, description: "Soon private." }, headers });
  const { module } = await made.json();
  expect((await admin.request.patch(`/api/admin/modules/${module.id}`, { data: { is_public: true }, headers })).status()).toBe(200);

  await student.goto(`/#/modules?search=${encodeURIComponent(name)}`);
  const available = student.getByTestId("section-public");
  await expect(available.getByText(name)).toBeVisible();

  expect((await admin.request.patch(`/api/admin/modules/${module.id}`, { data: { is_public: false }, headers })).status()).toBe(200);
  await student.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
  await expect(available.getByText(name)).toHaveCount(0);
  await expect(student.getByTestId("section-locked").getByText(name)).toBeVisible();
});
