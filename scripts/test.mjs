// The whole suite, in order: types (tsc), lint (ESLint, with the import boundaries), format
// (prettier --check), unit + API tests on PGlite, the API tests again on PostgreSQL when
// TEST_DATABASE_URL is set, the build (web + server), the size budget, then the browser tests in
// Chromium against the compiled server. A failing step fails the run; the later steps still run
// (except the browser tests and size budget, which need the build), so one run shows every problem.
// Ends with "N passed, N failed".
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, existsSync, rmSync } from "node:fs";
import { ensureChromium } from "./chromium.mjs";

const started = Date.now();
const out = ".test-results";
mkdirSync(out, { recursive: true });
const chromium = ensureChromium();
const counts = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(label, args, env) {
  console.log(`\n▶ ${label}`);
  const t = Date.now();
  const r = spawnSync(process.execPath, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = r.status === 0;
  console.log(`${ok ? "✓" : "✗"} ${label} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  if (!ok) failedSteps.push(label);
  return ok;
}

function readVitest(file) {
  if (!existsSync(file)) return failedSteps.push(`no results in ${file}`);
  const j = JSON.parse(readFileSync(file, "utf8"));
  counts.passed += j.numPassedTests;
  counts.failed += j.numFailedTests;
  counts.skipped += j.numPendingTests + (j.numTodoTests ?? 0);
}

run("Types (tsc --noEmit)", ["node_modules/typescript/bin/tsc", "--noEmit"]);
run("Lint (ESLint)", ["node_modules/eslint/bin/eslint.js", "."]);
run("Format (prettier --check)", ["node_modules/prettier/bin/prettier.cjs", "--check", "--log-level", "warn", "."]);

const pgUrl = process.env.TEST_DATABASE_URL;
const vitest = ["node_modules/vitest/vitest.mjs", "run", "--reporter=default", "--reporter=json"];
for (const f of ["vitest-pglite.json", "vitest-postgres.json", "vitest-process.json", "playwright.json"])
  rmSync(`${out}/${f}`, { force: true });
run("Unit and API tests (PGlite)", [...vitest, `--outputFile=${out}/vitest-pglite.json`], { TEST_DATABASE_URL: "" });
readVitest(`${out}/vitest-pglite.json`);
if (pgUrl) {
  run("API tests (PostgreSQL)", [...vitest, "tests/api", `--outputFile=${out}/vitest-postgres.json`], { TEST_DATABASE_URL: pgUrl });
  readVitest(`${out}/vitest-postgres.json`);
}

if (run("Build (web app and server)", ["scripts/build.mjs"])) {
  run("Size budget", ["scripts/size-budget.mjs"]);
  // The process tests start the built server the way `npm start` does (signals, shutdown), so they run after the build.
  run("Process tests (start and shutdown)", [...vitest, `--outputFile=${out}/vitest-process.json`], {
    TEST_DATABASE_URL: "",
    PROCESS_DATABASE_URL: pgUrl ?? "",
    VITEST_PROCESS: "1",
  });
  readVitest(`${out}/vitest-process.json`);
  run("Browser tests (Chromium, compiled server)", ["node_modules/@playwright/test/cli.js", "test"], {
    CHROMIUM_PATH: chromium,
    TEST_DATABASE_URL: "",
    // The one spec with two servers on one PostgreSQL (live-rounds-two-servers) makes its own database there.
    E2E_DATABASE_URL: pgUrl ?? "",
    E2E_COMPILED: "1",
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/playwright.json`,
  });
  if (existsSync(`${out}/playwright.json`)) {
    const s = JSON.parse(readFileSync(`${out}/playwright.json`, "utf8")).stats;
    counts.passed += s.expected + (s.flaky ?? 0);
    counts.failed += s.unexpected;
    counts.skipped += s.skipped;
  } else failedSteps.push("no browser test results");
}

const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\nSuite finished in ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join("; ")}`);
console.log(`${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ""}`);
process.exit(failedSteps.length === 0 && counts.failed === 0 ? 0 : 1);
