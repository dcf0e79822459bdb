import { expect, expectNoSeriousA11yViolations, signUpThroughApi, test } from "./fixtures";

// Public Forum's prep pools in the browser: between speeches the chair gives a team prep from its pool;
// every page shows whose prep it is and what each team has left, and the floor goes back to the speech.

test("a Public Forum team takes prep from its pool between speeches", async ({ teacher, student, browser, baseURL }) => {
  const others = await Promise.all(
    [1, 2, 3].map(async () => {
      const page = await (await browser.newContext()).newPage();
      await signUpThroughApi(page.request, baseURL);
      return page;
    }),
  );
  const students = [student, ...others];
  const made = await teacher.request.post("/api/classrooms", { data: { name: `Forum ${Date.now()}` } });
  const { classroom } = (await made.json()) as { classroom: { id: string; code: string } };
  for (const s of students) expect((await s.request.post("/api/classrooms/join", { data: { code: classroom.code } })).status()).toBe(200);
  const ids = await Promise.all(students.map(async (p) => (await (await p.request.get("/api/me")).json()).user.id as string));
  const round = await teacher.request.post(`/api/classrooms/${classroom.id}/live-rounds`, {
    data: {
      motion: "This House would make voting compulsory.",
      format: "public-forum",
      positions: { "pro:1": ids[0], "pro:2": ids[1], "con:1": ids[2], "con:2": ids[3] },
    },
  });
  expect(round.status()).toBe(200);
  const id = (await round.json()).round.id as string;

  await teacher.goto(`/#/classrooms/${classroom.id}/rounds/${id}`);
  // The debater follows on a phone.
  await student.setViewportSize({ width: 390, height: 844 });
  await student.goto(`/#/classrooms/${classroom.id}/rounds/${id}`);
  await teacher.getByRole("button", { name: "Start" }).click();
  await expect(student.getByTestId("prep-pools")).toContainText("Pro 3:00");
  // Public Forum has crossfire instead of points of information: no POI button.
  await expect(student.getByTestId("poi-panel")).toHaveCount(0);
  // A speech under way: no prep. Between speeches: a button per team with what it has left.
  await expect(teacher.getByRole("button", { name: /takes prep/ })).toHaveCount(0);
  await teacher.getByRole("button", { name: "Next speech" }).click();
  await teacher.getByRole("button", { name: "Con takes prep (3:00)" }).click();
  for (const p of [teacher, student]) await expect(p.getByTestId("phase-title")).toHaveText("Prep: Con");
  await expect.poll(async () => (await student.getByTestId("prep-pools").textContent()) ?? "").not.toContain("Con 3:00");
  await teacher.screenshot({ path: "test-results/live-round-prep-chair.png", fullPage: true });
  await expectNoSeriousA11yViolations(teacher);

  // Back to the speech it came before, stopped at 0:00; the pool keeps what Con used.
  await teacher.getByRole("button", { name: "Next speech" }).click();
  await expect(student.getByTestId("phase-title")).not.toHaveText("Prep: Con");
  await expect(student.getByTestId("clock-time")).toHaveText("0:00");
  // What Con used depends on how long the checks above took: the pool is below 3:00 and far from spent.
  await expect(teacher.getByRole("button", { name: /^Con takes prep \(2:[0-5]\d\)$/ })).toBeVisible();
  await expect(teacher.getByRole("button", { name: "Pro takes prep (3:00)" })).toBeVisible();
  await student.screenshot({ path: "test-results/live-round-prep-phone.png", fullPage: true });
});
