import { join } from "node:path";
import { serve } from "@hono/node-server";
import { closeCoachPool } from "./ai/coach-pool";
import { createApp, runStartupTasks } from "./app";
import { boot } from "./boot";
import { ConfigError, loadConfig, type Config } from "./config";
import { DataDirBusy } from "./db/data-dir-lock";

/** What a person starting the server needs, in plain text beside the JSON log: where to go and the teacher code. */
function banner(config: Config): string {
  const lines = ["", `  Rostrum is running. Open ${config.publicUrl} in your browser.`];
  if (config.teacherCodeGenerated) {
    // keptSecrets() in config.ts writes the generated code to this file.
    lines.push(
      `  Teacher access code: ${config.teacherAccessCode}`,
      `  (kept in ${join(config.dataDir, "secrets.json")}; set TEACHER_ACCESS_CODE to choose your own)`,
    );
  }
  return lines.concat("").join("\n");
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  let booted;
  try {
    booted = await boot(config);
  } catch (err) {
    if (err instanceof DataDirBusy) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const { deps, database, log } = booted;
  await runStartupTasks(deps);
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    log.info(
      { url: config.publicUrl, port: info.port, database: database.kind, ai: config.llm ? `model ${config.llm.model}` : "offline coach" },
      `Rostrum is listening on ${config.publicUrl}`,
    );
    if (config.teacherCodeGenerated)
      log.info(
        { teacherAccessCode: config.teacherAccessCode },
        `Teacher access code: ${config.teacherAccessCode} (set TEACHER_ACCESS_CODE to choose your own)`,
      );
    console.log(banner(config));
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, "shutting down");
    server.close(async () => {
      await closeCoachPool();
      await database.close().catch((err) => log.error({ err }, "database close failed"));
      process.exit(0);
    });
    // Keep-alive connections would hold close() open; stop waiting after 10 s.
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGHUP", () => shutdown("SIGHUP"));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
