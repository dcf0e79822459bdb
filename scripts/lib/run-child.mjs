import { spawn } from "node:child_process";

const SIGNALS = ["SIGTERM", "SIGINT", "SIGHUP"];

/**
 * glibc gives each thread that allocates (libuv's pool, the coach's workers) its own malloc arena, and
 * keeps what it touched: two arenas held the server's idle memory about 6 MiB lower (issue 13,
 * docs/decisions/0011). The caller's own setting wins.
 */
export const CHILD_ENV = { MALLOC_ARENA_MAX: "2" };

/**
 * Runs a compiled entry point in a child Node process. Signals are passed on and the child's exit
 * code becomes ours, so stopping the parent (`npm start`) stops the server, closes its port and
 * releases the embedded database.
 */
export function runChild(entry, args = []) {
  const child = spawn(process.execPath, ["--enable-source-maps", entry, ...args], {
    stdio: "inherit",
    env: { ...CHILD_ENV, ...process.env },
  });
  for (const s of SIGNALS) process.on(s, () => child.kill(s));
  child.on("exit", (code, signal) => {
    if (signal) {
      // Die of the same signal, as a shell expects of a process that was stopped.
      for (const s of SIGNALS) process.removeAllListeners(s);
      process.kill(process.pid, signal);
    } else process.exit(code ?? 1);
  });
}
