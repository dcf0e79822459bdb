// Shared by the benchmark's two server children (app-server.ts, bare-server.ts): listen on the port
// the parent chose, tell it over IPC, and close the database on SIGTERM.
//   env: BENCH_PORT, BENCH_DATA_DIR (PGlite lives in BENCH_DATA_DIR/pg), BENCH_DATABASE_URL (PostgreSQL)
import { serve } from "@hono/node-server";

export const env = {
  port: Number(process.env.BENCH_PORT),
  dataDir: process.env.BENCH_DATA_DIR!,
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
};

/** The app child's TEACHER_ACCESS_CODE, which the bench's teachers sign up with. */
export const BENCH_TEACHER_CODE = "BENCH-TEACH";

type Fetch = (req: Request) => Response | Promise<Response>;
type Serve = (fetch: Fetch, opts: { port: number; hostname: string }, onListening: () => void) => { close(): unknown };

const plainServe: Serve = (fetch, opts, onListening) => serve({ fetch, ...opts }, onListening);

/** `serveWith`: the app child passes the app's own (src/server/http/listen.ts: timeouts, security headers). */
export function listen(started: { fetch: Fetch; close(): Promise<void> }, serveWith: Serve = plainServe) {
  const server = serveWith(started.fetch, { port: env.port, hostname: "127.0.0.1" }, () => process.send?.({ ready: true }));
  process.on("SIGTERM", () => {
    server.close();
    // Keep-alive sockets from the load generator would hold close() open; the database matters more.
    started.close().finally(() => process.exit(0));
  });
}
