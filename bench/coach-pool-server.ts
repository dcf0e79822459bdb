// The coach-pool benchmark's server child: Rostrum as main.ts builds it, with the offline coach on
// BENCH_COACH_THREADS worker threads (0: inline, the "before"). Run under tsx by coach-pool.bench.ts.
//   env: BENCH_PORT, BENCH_DATA_DIR, BENCH_DATABASE_URL (PostgreSQL; else PGlite), BENCH_COACH_THREADS
import { serve } from "@hono/node-server";
import { closeCoachPool, useCoachThreads } from "#server/ai/coach-pool.ts";
import { createApp } from "#server/app.ts";
import { boot } from "#server/boot.ts";
import { loadConfig } from "#server/platform/config.ts";

const port = Number(process.env.BENCH_PORT);
// Empty: the default (one thread per core but one, up to four).
await useCoachThreads(process.env.BENCH_COACH_THREADS ? Number(process.env.BENCH_COACH_THREADS) : undefined);
const config = loadConfig({
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: process.env.BENCH_DATA_DIR!,
  TEACHER_ACCESS_CODE: "BENCH-TEACH",
  AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
  LOG_LEVEL: "warn",
  RATE_LIMIT: "false",
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
const { deps, database } = await boot(config);
const server = serve({ fetch: createApp(deps).fetch, port, hostname: "127.0.0.1" }, () => process.send?.({ ready: true }));
process.on("SIGTERM", () => {
  server.close();
  closeCoachPool()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
