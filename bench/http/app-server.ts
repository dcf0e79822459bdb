// The benchmark's app child: Rostrum as src/server/main.ts runs it (boot, createApp, the app's listen), on
// PGlite in BENCH_DATA_DIR or on PostgreSQL at BENCH_DATABASE_URL, with logs off and rate limits off (on
// with BENCH_RATE_LIMIT=true, the loopback address then a trusted proxy so a bench can name other clients).
import { createApp } from "#server/app.ts";
import { boot } from "#server/boot.ts";
import { loadConfig } from "#server/platform/config.ts";
import { listen as listenApp } from "#server/http/listen.ts";
import { BENCH_TEACHER_CODE, env, listen } from "./listen";

const config = loadConfig({
  PORT: String(env.port),
  HOST: "127.0.0.1",
  DATA_DIR: env.dataDir,
  TEACHER_ACCESS_CODE: BENCH_TEACHER_CODE,
  AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
  LOG_LEVEL: "silent",
  RATE_LIMIT: process.env.BENCH_RATE_LIMIT === "true" ? "true" : "false",
  ...(process.env.BENCH_RATE_LIMIT === "true" ? { TRUSTED_PROXIES: "127.0.0.1" } : {}),
  ...(env.databaseUrl ? { DATABASE_URL: env.databaseUrl } : {}),
});
const { deps, database } = await boot(config);
// The load generator opens up to 200 connections from one address: more than the per-address cap allows.
listen({ fetch: createApp(deps).fetch, close: () => database.close() }, (fetch, opts, ready) =>
  listenApp(fetch, { ...opts, connectionsPerAddress: 0 }, ready),
);
