// `npm start`: builds the web app when it is missing or older than its sources, then runs the server.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";

function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const built = "dist/web/index.html";
const stale = !existsSync(built) || statSync(built).mtimeMs < Math.max(newest("src/web"), newest("src/shared"));
if (stale) {
  console.log("Building the web app…");
  const r = spawnSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const { register } = await import("tsx/esm/api");
register();
await import("../src/server/main.ts");
