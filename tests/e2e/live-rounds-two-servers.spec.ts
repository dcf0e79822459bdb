import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "@playwright/test";
import pg from "pg";
import { freePort, waitForHealth } from "#tests/process/process-helpers.ts";
import { expect, signUpThroughApi, test } from "./fixtures";

// A live round whose pages are spread over two server processes on one PostgreSQL (issue 33): the chair's
// page is on one server, a debater's on the other. What the chair does reaches the other server's pages, and
// a POI offered there reaches the speaker and the chair; a reload on the second server shows the server's clock.
// Needs PostgreSQL: `npm test` passes E2E_DATABASE_URL from TEST_DATABASE_URL; without it the spec is skipped,
// as the PostgreSQL API and process tests are.

const admin = process.env.E2E_DATABASE_URL;
const root = fileURLToPath(new URL("../..", import.meta.url));

async function sql(url: string, text: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

/** The app on a port of its own, on the given PostgreSQL database (tests/support/e2e-server.ts, no admin made). */
function startServer(port: number, databaseUrl: string): ChildProcess {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "tests/support/e2e-server.ts", String(port), "--exit-with-parent", "--no-admin"],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, SEED_CONTENT: "false" },
      stdio: ["pipe", "ignore", "inherit"],
    },
  );
  return child;
}

async function pageOn(browser: Browser, url: string): Promise<Page> {
  return (await browser.newContext({ baseURL: url })).newPage();
}

const clockSeconds = async (page: Page) => {
  const [m, s] = ((await page.getByTestId("clock-time").textContent()) ?? "0:00").split(":").map(Number);
  return m * 60 + s;
};

test.describe("on two servers", () => {
  test.skip(!admin, "needs PostgreSQL (E2E_DATABASE_URL)");
  const name = `rostrum_e2e_live_${randomBytes(5).toString("hex")}`;
  const servers: ChildProcess[] = [];
  const urls: string[] = [];

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await sql(admin!, `create database ${name}`);
    const url = new URL(admin!);
    url.pathname = `/${name}`;
    // One after the other: the first migrates the database, the second finds it migrated.
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const child = startServer(port, url.toString());
      servers.push(child);
      urls.push(`http://127.0.0.1:${port}`);
      await waitForHealth(urls[i], child);
    }
  });

  test.afterAll(async () => {
    await Promise.all(
      servers.map((s) => {
        const gone = new Promise((r) => s.once("exit", r));
        s.kill("SIGTERM");
        return gone;
      }),
    );
    if (admin) await sql(admin, `drop database if exists ${name} with (force)`);
  });

  test("the chair on one server, a debater on the other: every change reaches both", async ({ browser }) => {
    const [a, b] = urls;
    const teacher = await pageOn(browser, a);
    await signUpThroughApi(teacher.request, a, "teacher");
    // The first Opposition speaker uses server B from sign-up on; everyone else server A.
    const debaters = await Promise.all([a, b, a, a].map((url) => pageOn(browser, url)));
    for (const [i, d] of debaters.entries()) await signUpThroughApi(d.request, i === 1 ? b : a);
    const made = await teacher.request.post("/api/classrooms", { data: { name: `Two servers ${Date.now()}` } });
    const { classroom } = (await made.json()) as { classroom: { id: string; code: string } };
    for (const d of debaters) expect((await d.request.post("/api/classrooms/join", { data: { code: classroom.code } })).status()).toBe(200);
    const ids = await Promise.all(debaters.map(async (d) => (await (await d.request.get("/api/me")).json()).user.id as string));
    const created = await teacher.request.post(`/api/classrooms/${classroom.id}/live-rounds`, {
      data: {
        motion: "This House would hold class debates weekly",
        format: "classroom",
        prep_minutes: 0,
        positions: { "prop:1": ids[0], "opp:1": ids[1], "prop:2": ids[2], "opp:2": ids[3] },
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const roundId = (await created.json()).round.id as string;

    const [speaker, opponent] = debaters;
    const path = `/#/classrooms/${classroom.id}/rounds/${roundId}`;
    for (const p of [teacher, speaker, opponent]) await p.goto(path);
    await expect(opponent.getByTestId("phase-title")).toHaveText("Waiting to start");

    // The chair starts the speech on A: the page on B follows.
    await teacher.getByRole("button", { name: "Start" }).click();
    await expect(opponent.getByTestId("phase-title")).toHaveText("First Proposition");
    await expect(opponent.getByRole("button", { name: "Point of information" })).toBeDisabled();

    // The chair sets the clock into the POI window on A; the debater on B offers; the speaker on A sees it.
    await teacher.getByRole("textbox", { name: "Set clock" }).fill("0:40");
    await teacher.getByRole("button", { name: "Set clock" }).click();
    await expect(opponent.getByTestId("poi-status")).toHaveText("POIs open");
    await opponent.getByRole("button", { name: "Point of information" }).click();
    const offer = speaker.getByTestId("poi-offer");
    await expect(offer).toBeVisible();
    await offer.getByRole("button", { name: "Accept" }).click();
    await expect(teacher.getByTestId("speech-row").first()).toContainText("POI ×1");
    await expect(opponent.getByTestId("speech-row").first()).toContainText("POI ×1");

    // A reload on B shows the time the server holds, past the set 0:40.
    await opponent.reload();
    await expect(opponent.getByTestId("phase-title")).toHaveText("First Proposition");
    await expect.poll(() => clockSeconds(opponent)).toBeGreaterThanOrEqual(40);

    // Next speech from A: B's debater is the speaker now.
    await teacher.getByRole("button", { name: "Next speech" }).click();
    await expect(opponent.getByTestId("phase-title")).toHaveText("First Opposition");
    await expect(opponent.getByText("You speak now")).toBeVisible();
  });
});
