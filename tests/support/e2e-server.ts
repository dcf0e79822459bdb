// Starts the real app for the browser tests on a fresh PGlite database in a temp folder.
// Usage: node --import tsx tests/support/e2e-server.ts <port> [--fake-llm] [--exit-with-parent] [--no-admin]
// With E2E_COMPILED=1 it runs the built server (dist/server/main.js, `npm run build`) instead of the sources.
// With SMTP_URL in the environment it sends e-mails (confirmation at sign-up, reset links) and makes no
// admin ahead, as that account would need confirming first (tests/e2e/mail-server.ts starts it so).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = process.argv[2]; // playwright.config.ts passes E2E_PORT / E2E_MODEL_PORT, mail-server.ts E2E_MAIL_PORT
if (!port) throw new Error("Usage: node --import tsx tests/support/e2e-server.ts <port> [--fake-llm] [--exit-with-parent]");
// Started by a test process rather than by Playwright, it stops when that process goes (its end of
// stdin closes), even one that was killed, so no stray server keeps the port.
if (process.argv.includes("--exit-with-parent")) process.stdin.on("close", () => process.kill(process.pid, "SIGTERM")).resume();
const env: Record<string, string> = {
  PORT: port,
  HOST: "127.0.0.1",
  DATA_DIR: mkdtempSync(join(tmpdir(), "rostrum-e2e-")),
  TEACHER_ACCESS_CODE: "TEACH-2026",
  ADMIN_EMAILS: "admin@example.com",
  AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-012345",
  RATE_LIMIT: "false",
  LOG_LEVEL: "warn",
  CONTACT_EMAIL: "team@rostrum.test",
  // Every browser of the suite connects from 127.0.0.1 and keeps its idle connections (65 s): the cap per
  // address is for clients on the internet, and tests/api/connections.test.ts proves it.
  MAX_CONNECTIONS_PER_ADDRESS: "0",
};
if (process.argv.includes("--fake-llm")) {
  const { startFakeLlm } = await import("./fake-llm");
  const llm = await startFakeLlm();
  const { scriptedModelAnswers } = await import("./e2e-model-script");
  llm.setDefault(scriptedModelAnswers);
  Object.assign(env, { LLM_BASE_URL: llm.url, LLM_MODEL: "scripted-model", LLM_API_KEY: "test-key" });
}
Object.assign(process.env, env);

// ADMIN_EMAILS makes admins only of accounts that exist when the server starts (docs/security.md), so
// the admin fixture's account (tests/e2e/fixtures.ts) is made first, on the same data folder; the
// fixture's sign-up then answers 409 and it signs in.
// --no-admin: a second server on a database another has set up (tests/e2e/live-rounds-two-servers.spec.ts).
if (!process.env.SMTP_URL && !process.argv.includes("--no-admin")) {
  const { loadConfig } = await import("#server/platform/config.ts");
  const { boot } = await import("#server/boot.ts");
  const { createProfile } = await import("#server/domains/account/profiles.ts");
  const { deps, database } = await boot(loadConfig());
  const made = await deps.auth.api.signUpEmail({ body: { name: "Admin", email: env.ADMIN_EMAILS, password: "admin-secret-123" } });
  await createProfile(deps.db, [], made.user, "Admin", "student");
  await database.close();
}
const compiled = "../../dist/server/main.js"; // a variable: the build may not exist when types are checked
await (process.env.E2E_COMPILED ? import(compiled) : import("#server/main.ts"));
