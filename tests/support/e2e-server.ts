// Starts the real app for the browser tests on a fresh PGlite database in a temp folder.
// Usage: node --import tsx tests/support/e2e-server.ts <port> [--fake-llm]
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = process.argv[2] ?? "4180";
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
};
if (process.argv.includes("--fake-llm")) {
  const { startFakeLlm } = await import("./fake-llm");
  const llm = await startFakeLlm();
  const { scriptedModelAnswers } = await import("./e2e-model-script");
  llm.setDefault(scriptedModelAnswers);
  Object.assign(env, { LLM_BASE_URL: llm.url, LLM_MODEL: "scripted-model", LLM_API_KEY: "test-key" });
}
Object.assign(process.env, env);
await import("../../src/server/main");
