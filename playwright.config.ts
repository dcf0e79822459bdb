import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import type { Options, WorkerOptions } from "./tests/e2e/fixtures";

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
// Two servers: the app with the offline coach, and the same app with a scripted model. Set the
// ports to run a second suite beside one that is already running.
const PORT = Number(process.env.E2E_PORT || 4180);
const MODEL_PORT = Number(process.env.E2E_MODEL_PORT || 4181);
// A third server, with e-mail, is started only by the specs that need it (tests/e2e/mail-server.ts).
const MAIL_PORT = Number(process.env.E2E_MAIL_PORT || 4182);
const url = (port: number) => `http://127.0.0.1:${port}`;
// With E2E_COMPILED=1 (as `npm test` sets it) the servers run the compiled dist/server/main.js.
const server = "node --import tsx tests/support/e2e-server.ts";

export default defineConfig<Options, WorkerOptions>({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One worker per core (E2E_WORKERS to choose). Spec files run side by side, each file's tests in order in one
  // worker: specs sign up their own accounts, share the admin only to read or create what they name uniquely,
  // and those that change what another spec counts (modules, the catalogue) run on the second server. The one
  // spec with e-mail (forgot-password) starts its server on E2E_MAIL_PORT, which no other file uses.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || availableParallelism(),
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: url(PORT),
    modelURL: url(MODEL_PORT),
    mailURL: url(MAIL_PORT),
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: `${server} ${PORT}`,
      url: `${url(PORT)}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // Specs opt in with test.use({ baseURL: ({ modelURL }, use) => use(modelURL) }).
      command: `${server} ${MODEL_PORT} --fake-llm`,
      url: `${url(MODEL_PORT)}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
