import { join } from "node:path";
import { closeCoachPool } from "./ai/coach-pool";
import { createApp, runStartupTasks } from "./app";
import { boot } from "./boot";
import { ConfigError, loadConfig, type Config } from "./platform/config";
import { DataDirBusy } from "./db/data-dir-lock";
import { startPurging } from "./jobs/retention";
import { startClock, startWeeklySummary } from "./jobs/weekly-summary/scheduler";
import { listen } from "./http/listen";

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
  const { deps, database, log, shutdown: closing } = booted;
  await runStartupTasks(deps);
  // Guests' rounds and motion history past GUEST_RETENTION_DAYS go, hourly, in every server process.
  startPurging(deps, closing.signal);
  // Weekly summary e-mails (with SMTP_URL): every process ticks, a claim row makes each mail go out once.
  const stopWeeklySummary = startWeeklySummary({ db: deps.db, config, log, clock: startClock(config.clockStart) });
  const app = createApp(deps);
  const server = listen(
    app.fetch,
    {
      port: config.port,
      hostname: config.host,
      connectionsPerAddress: config.maxConnectionsPerAddress,
      trustedProxies: config.trustedProxies,
    },
    (info) => {
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
    },
  );

  // Stop accepting, end open streams with an error event, then close the database: all within 2 s, so
  // a supervisor's restart finds the port and the data folder free.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    const forced = setTimeout(() => process.exit(1), 1_900);
    forced.unref();
    closing.abort();
    // No new summary mail starts; the one being sent may finish while connections close.
    const summaryStopped = stopWeeklySummary();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Connections are closed as they fall idle (a stream that has sent its error event)…
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    // …and a request still running (a model call) is cut after 1 s rather than holding the shutdown.
    const cut = setTimeout(() => server.closeAllConnections(), 1_000);
    void closed
      .then(async () => {
        clearInterval(sweep);
        clearTimeout(cut);
        await Promise.race([summaryStopped, new Promise((r) => setTimeout(r, 500).unref())]);
        await closeCoachPool();
        await database.close().catch((err) => log.error({ err }, "database close failed"));
        process.exit(0);
      })
      .catch(() => process.exit(1));
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGHUP", () => shutdown("SIGHUP"));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
