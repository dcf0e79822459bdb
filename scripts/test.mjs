// The whole suite: unit + API tests on PGlite, the API tests again on PostgreSQL when
// TEST_DATABASE_URL is set, then the browser tests in Chromium. Ends with "N passed, N failed".
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, existsSync } from "node:fs";
import { ensureChromium } from "./chromium.mjs";

const started = Date.now();
const out = ".test-results";
mkdirSync(out, { recursive: true });
const chromium = ensureChromium();
const counts = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

function run(label, cmd, args, env) {
  console.log(`\n▶ ${label}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) ok = false;
  return r.status === 0;
}

function readVitest(file) {
  if (!existsSync(file)) return (ok = false);
  const j = JSON.parse(readFileSync(file, "utf8"));
  counts.passed += j.numPassedTests;
  counts.failed += j.numFailedTests;
  counts.skipped += j.numPendingTests + (j.numTodoTests ?? 0);
}

const pgUrl = process.env.TEST_DATABASE_URL;
const vitest = ["node_modules/vitest/vitest.mjs", "run", "--reporter=default", "--reporter=json"];
run("Unit and API tests (PGlite)", "node", [...vitest, `--outputFile=${out}/vitest-pglite.json`], { TEST_DATABASE_URL: "" });
readVitest(`${out}/vitest-pglite.json`);
if (pgUrl) {
  run("API tests (PostgreSQL)", "node", [...vitest, "tests/api", `--outputFile=${out}/vitest-postgres.json`], { TEST_DATABASE_URL: pgUrl });
  readVitest(`${out}/vitest-postgres.json`);
}

if (run("Build the web app", "node", ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"])) {
  run("Browser tests (Chromium)", "node", ["node_modules/@playwright/test/cli.js", "test"], {
    CHROMIUM_PATH: chromium, TEST_DATABASE_URL: "", PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/playwright.json`,
  });
  if (existsSync(`${out}/playwright.json`)) {
    const s = JSON.parse(readFileSync(`${out}/playwright.json`, "utf8")).stats;
    counts.passed += s.expected + (s.flaky ?? 0);
    counts.failed += s.unexpected;
    counts.skipped += s.skipped;
  } else ok = false;
}

const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\nSuite finished in ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
console.log(`${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ""}`);
process.exit(ok && counts.failed === 0 ? 0 : 1);
