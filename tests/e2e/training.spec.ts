import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";

// Every drill runs end to end against the built-in offline coach (no LLM configured in e2e).

const motionBox = (page: Page) => page.getByRole("textbox", { name: "Motion", exact: true });
const result = (page: Page) => page.getByTestId("drill-result");
const submit = (page: Page) => page.getByRole("button", { name: "Get feedback" }).click();

/** Opens a drill on a signed-in page. */
async function openDrill(page: Page, kind: string) {
  await page.goto(`/#/training/${kind}`);
  await expect(motionBox(page)).toBeVisible();
}

async function generateMotion(page: Page) {
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  await expect(motionBox(page)).not.toHaveValue("");
}

/** Scores are drawn as labelled bars (a zero is a bar of no width, so each is checked by its value), and the result says the offline coach wrote it. */
async function expectScoredResult(page: Page, dimensions: string[]) {
  await expect(result(page)).toBeVisible();
  await expect(result(page).getByRole("progressbar", { name: "Overall" })).toBeVisible();
  for (const d of dimensions)
    await expect(result(page).getByRole("progressbar", { name: d }).first()).toHaveAttribute("aria-valuetext", /^\d+(\.\d)? out of 10$/);
  await expect(result(page).getByTestId("engine-badge")).toHaveText("Offline coach");
}

/** New Motion throws the whole round away: motion, answer and result. */
async function newMotionClears(page: Page, fields: string[]) {
  await page.getByRole("button", { name: "New Motion" }).click();
  await expect(motionBox(page)).toHaveValue("");
  await expect(motionBox(page)).toBeFocused();
  await expect(result(page)).toHaveCount(0);
  for (const f of fields) await expect(page.getByRole("textbox", { name: f, exact: true }).first()).toHaveValue("");
}

test("signed-out visitors to the training pages are sent to login", async ({ page }) => {
  await page.goto("/#/training");
  await expect(page).toHaveURL(/#\/login$/);
  await page.goto("/#/training/framing");
  await expect(page).toHaveURL(/#\/login$/);
});

test("the hub lists the six drills and links to lessons and progress", async ({ student: page }) => {
  await page.goto("/#/training");
  for (const name of ["PAEL Argument", "Characterization", "Refutation", "Clashes", "Modeling", "Framing"])
    await expect(page.getByRole("link", { name: new RegExp(name) })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Lessons" })).toHaveAttribute("href", "#/modules");
  await expect(page.getByRole("link", { name: "My progress" })).toHaveAttribute("href", "#/training/progress");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: /Clashes/ }).click();
  await expect(page).toHaveURL(/#\/training\/clashes$/);
});

test("PAEL: spec messages, a failed call keeps the answer, then feedback as bars", async ({ student: page }) => {
  await openDrill(page, "argument");
  await expect(page.getByTestId("side-your-side")).toHaveText(/Your side: (Government|Opposition)/);
  await submit(page);
  await expect(page.getByTestId("drill-error")).toHaveText("Generate a motion first.");

  await generateMotion(page);
  const point = page.getByRole("textbox", { name: "Point" });
  await point.focus();
  await point.blur();
  await expect(page.getByText("Point is required.", { exact: true })).toBeVisible();
  await submit(page);
  await expect(page.getByTestId("drill-error")).toHaveText("Please complete all four PAEL sections.");
  await expect(page.getByText("Link is required.", { exact: true })).toBeVisible();

  await point.fill("Homework should be banned because it takes sleep away from teenagers and widens inequality.");
  await expect(page.getByTestId("word-count").first()).toHaveText("14 words");
  await page
    .getByRole("textbox", { name: "Analysis" })
    .fill(
      "Because teenagers need nine hours of sleep, every extra hour of homework cuts into rest, which means worse focus in class; therefore learning falls. Wealthier pupils get tutors, so the gap grows.",
    );
  await page
    .getByRole("textbox", { name: "Example" })
    .fill("For example, a 2019 Stanford survey found 56% of students named homework as their main source of stress.");
  await page
    .getByRole("textbox", { name: "Link" })
    .fill("That is why our side wins: a ban protects sleep and fairness, which outweighs the small gain from extra practice.");

  // A server failure without text shows the catalogue message, and nothing typed is lost.
  await page.route("**/api/feedback", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
  await submit(page);
  await expect(page.getByTestId("drill-error")).toHaveText("Failed to get feedback.");
  await expect(point).toHaveValue(/^Homework should be banned/);
  await page.unroute("**/api/feedback");

  await submit(page);
  await expectScoredResult(page, ["Argument strength", "Structure", "Weighing", "Style and clarity"]);
  await expect(result(page).getByRole("heading", { name: "Improvements" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await newMotionClears(page, ["Point", "Analysis", "Example", "Link"]);
});

test("Characterization: validation, AI example, actor feedback", async ({ student: page }) => {
  await openDrill(page, "characterization");
  await generateMotion(page);
  await submit(page);
  await expect(page.getByTestId("drill-error")).toHaveText("Add at least one actor with characterization and a linked argument.");

  await page.getByRole("button", { name: "Show AI example" }).click();
  await expect(page.getByTestId("example-panel")).toContainText("Argument");

  await page.getByRole("textbox", { name: "Name" }).fill("  Students  ");
  await page
    .getByRole("textbox", { name: "Characterization" })
    .fill(
      "Teenagers juggle exams, social pressure and little money, and respond strongly to deadlines; they have the least power to refuse the rules adults set.",
    );
  await page
    .getByRole("textbox", { name: "Linked argument" })
    .fill(
      "Because students cannot protect themselves, they carry the cost of stress and lost sleep, which means the motion helps them most, so Government wins.",
    );
  await page.getByRole("button", { name: "Add actor" }).click();
  await expect(page.getByRole("group", { name: "Actor 2" })).toBeVisible();
  await page.getByRole("button", { name: "Remove actor 2" }).click();
  await submit(page);
  await expectScoredResult(page, ["Relevance", "Characterization", "Linkage"]);
  await expect(result(page).getByRole("article", { name: "Students" })).toBeVisible();
  await newMotionClears(page, ["Name", "Characterization"]);
  await expect(page.getByTestId("example-panel")).toHaveCount(0);
});

test("Refutation: AI argument first, sides, then scored rebuttal", async ({ student: page }) => {
  await openDrill(page, "refutation");
  const ai = (await page.getByTestId("side-ai-side").textContent())!.replace("AI side: ", "");
  const mine = page.getByTestId("side-your-side");
  await expect(mine).toHaveText(`Your side: ${ai === "Government" ? "Opposition" : "Government"}`);
  await page.getByRole("button", { name: "Set My Side Opposite" }).click();
  await expect(mine).toHaveText(`Your side: ${ai}`);
  await page.getByRole("button", { name: "Set My Side Opposite" }).click();
  await expect(mine).toHaveText(`Your side: ${ai === "Government" ? "Opposition" : "Government"}`);

  await generateMotion(page);
  await submit(page);
  await expect(page.getByTestId("drill-error")).toHaveText("Generate the AI argument first.");
  await page.getByRole("button", { name: "Generate AI argument" }).click();
  await expect(page.getByRole("region", { name: /The AI's argument/ })).toContainText("Point");
  await submit(page);
  await expect(page.getByTestId("drill-error")).toHaveText("Address the impact/link and analysis at minimum.");

  await page
    .getByRole("textbox", { name: "Impact / link" })
    .fill("Their impact is overstated: the harm they describe affects few people, and the motion does not cause it, so the link fails.");
  await page
    .getByRole("textbox", { name: "Analysis" })
    .fill("They assume people cannot adapt, but because schools and families respond to incentives, the chain breaks at the second step.");
  await page
    .getByRole("textbox", { name: "Examples" })
    .fill("Their example is one country; in Japan the opposite happened in 2015, so it is not representative.");
  await page
    .getByRole("textbox", { name: "Weighing" })
    .fill("Even if some harm remains, ours is larger and more likely, so we still win the debate.");
  await submit(page);
  await expectScoredResult(page, ["Impact/link addressed", "Analysis addressed", "Examples addressed", "Prioritization"]);
  await newMotionClears(page, ["Impact / link", "Analysis", "Examples", "Weighing"]);
  await expect(page.getByRole("region", { name: /The AI's argument/ })).toHaveCount(0);
});

test("Clashes: actors on Enter and +Add, unique, removal clears the clash", async ({ student: page }) => {
  await openDrill(page, "clashes");
  await generateMotion(page);
  await submit(page);
  await expect(page.getByTestId("drill-error")).toHaveText("Add at least one vulnerable actor.");

  const actor = page.getByRole("textbox", { name: "Vulnerable actor" });
  await actor.fill("Low-income students");
  await actor.press("Enter");
  await actor.fill("low-income students");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await actor.fill("Teachers");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  const list = page.getByRole("list", { name: "Vulnerable actors" });
  await expect(list.getByRole("listitem")).toHaveCount(2);

  const clash = page.getByRole("group", { name: "Clash 1" });
  await clash.getByRole("combobox", { name: "Actor" }).click();
  await page.getByRole("option", { name: "Teachers" }).click();
  await expect(clash.getByRole("combobox", { name: "Actor" })).toHaveValue("Teachers");
  await page.getByRole("button", { name: "Remove Teachers" }).click();
  await expect(clash.getByRole("combobox", { name: "Actor" })).toHaveValue("");

  await clash.getByRole("combobox", { name: "Actor" }).click();
  await page.getByRole("option", { name: "Low-income students" }).click();
  await clash.getByRole("combobox", { name: "Side" }).click();
  await page.getByRole("option", { name: "Government" }).click();
  await clash
    .getByRole("textbox", { name: "Clash", exact: true })
    .fill("Whether the policy protects low-income students from falling behind or removes support they rely on.");
  await clash
    .getByRole("textbox", { name: "Argument" })
    .fill("Because low-income students cannot pay for tutors, the change closes the gap for them, which means fairer results.");
  await page.getByRole("button", { name: "Show example clash" }).click();
  await expect(page.getByTestId("example-panel")).toContainText("Government argument");
  await submit(page);
  await expectScoredResult(page, ["Clash identification", "Actor selection", "Argument relevance"]);
  await newMotionClears(page, ["Vulnerable actor", "Argument"]);
  await expect(page.getByText("No actors yet.")).toBeVisible();
});

test("Modeling: terms, mechanism and examples", async ({ student: page }) => {
  await openDrill(page, "modeling");
  await generateMotion(page);
  await submit(page);
  await expect(page.getByTestId("drill-error")).toHaveText("Add at least one key term with a clear definition.");
  const motion = await motionBox(page).inputValue();
  const term = motion
    .replace(/^This House (would|believes that|supports)\s*/i, "")
    .split(/\s+/)
    .slice(0, 2)
    .join(" ");
  await page.getByRole("textbox", { name: "Term" }).fill(term);
  await page
    .getByRole("textbox", { name: "Definition" })
    .fill("Any rule adopted by national government that applies to all state schools, excluding private tutoring and voluntary clubs.");
  await page.getByRole("button", { name: "Add term" }).click();
  await page.getByRole("group", { name: "Term 2" }).getByRole("textbox", { name: "Term" }).fill("enforcement");
  await page
    .getByRole("textbox", { name: "How it works" })
    .fill("The education ministry enforces it from September 2027 through school inspections, with fines for schools that break it.");
  await page
    .getByRole("textbox", { name: "Examples" })
    .fill("Finland adopted a similar rule in 2015 and inspections found 90% compliance within a year.");
  await submit(page);
  await expectScoredResult(page, ["Definitions coverage", "Definitions precision", "Implementation clarity", "Examples helpfulness"]);
  await newMotionClears(page, ["Term", "Definition", "How it works", "Examples"]);
  await expect(page.getByRole("group", { name: "Term 2" })).toHaveCount(0);
});

test("Framing: required frames, example fills the blanks, suggested lines", async ({ student: page }) => {
  await openDrill(page, "framing");
  await generateMotion(page);
  await submit(page);
  await expect(page.getByTestId("drill-error")).toHaveText("Add your frame statement.");
  await page.getByRole("textbox", { name: "My frame" }).fill("This debate is about who pays the price when the rules fail the weakest.");
  await submit(page);
  await expect(page.getByTestId("drill-error")).toHaveText("Diagnose the opponent's frame.");
  await expectNoSeriousA11yViolations(page); // field errors are on screen now

  await page.getByRole("button", { name: "Show AI example" }).click();
  await expect(page.getByTestId("example-panel")).toBeVisible();
  await page.getByRole("button", { name: "Fill empty fields with the example" }).click();
  await expect(page.getByRole("textbox", { name: "My frame" })).toHaveValue(/^This debate is about who pays the price/);
  await expect(page.getByRole("textbox", { name: "New frame" })).not.toHaveValue("");
  await page.getByRole("textbox", { name: "Audience" }).fill("Parents and teachers who care about fairness");
  await submit(page);
  await expectScoredResult(page, ["Frame clarity", "Audience alignment", "Reframing effectiveness", "Language power"]);
  await expect(result(page).getByRole("heading", { name: "Suggested lines" })).toBeVisible();
  await newMotionClears(page, ["My frame", "Opponent's frame", "New frame", "Audience"]);
});

test("progress: empty state, then a chart and three attempts that can be reopened", async ({ student: page }) => {
  await page.goto("/#/training/progress");
  await expect(page.getByText("No attempts yet — try a drill.")).toBeVisible();

  const motion = "This House would ban homework in primary schools";
  const post = (path: string, data: object) => page.request.post(path, { data, headers: { origin: new URL(page.url()).origin } });
  for (const point of [
    "Homework harms sleep.",
    "Homework widens inequality between rich and poor pupils.",
    "Homework crowds out play, which children need to learn.",
  ]) {
    const res = await post("/api/feedback", {
      motion,
      side: "Government",
      pael: {
        point,
        analysis: "Because children need rest, this leads to worse learning; therefore results fall.",
        example: "For example, Finland sets little homework and tops rankings.",
        link: "So we should ban homework.",
      },
    });
    expect(res.status()).toBe(200);
  }
  await page.reload();
  await expect(page.getByTestId("progress-chart")).toBeVisible();
  await expect(page.getByTestId("progress-chart").locator("svg .recharts-line").first()).toBeAttached();
  await expect(page.getByTestId("attempt-row")).toHaveCount(3);
  await expect(page.getByTestId("drill-summary").getByRole("row", { name: /PAEL Argument/ })).toContainText("3");
  await expect(page.getByTestId("skill-explainer")).toContainText(
    "weighted by your Settings weights: analysis 35, impact 35, examples 20, clarity 10",
  );
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole("button", { name: /^Open PAEL Argument attempt/ })
    .first()
    .click();
  const detail = page.getByTestId("attempt-detail");
  await expect(detail).toContainText("Homework crowds out play");
  await expect(detail.getByRole("progressbar", { name: "Overall" })).toBeVisible();
  await expect(page).toHaveURL(/attempt=/);
  await page.getByRole("button", { name: "Close attempt" }).click();
  await expect(detail).toHaveCount(0);
  await expect(page).not.toHaveURL(/attempt=/);
});

test("a drill works on a 390px phone", async ({ student: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDrill(page, "modeling");
  await generateMotion(page);
  await page.getByRole("textbox", { name: "Term" }).fill("ban");
  await page.getByRole("textbox", { name: "Definition" }).fill("A legal prohibition enforced by the state with fines.");
  await submit(page);
  await expect(result(page).getByRole("progressbar", { name: "Overall" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});
