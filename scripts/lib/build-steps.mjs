// The build steps `npm start`, `npm run admin`, `npm run build` and `npm test` share: each one says
// what it does and how long it took, and the start scripts skip a step whose output is newer than
// its sources.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";

/** Newest modification time under the given files/folders (0 when none exists). */
export function newest(...paths) {
  let t = 0;
  for (const p of paths) {
    if (!existsSync(p)) continue;
    const s = statSync(p);
    if (!s.isDirectory()) t = Math.max(t, s.mtimeMs);
    else for (const e of readdirSync(p)) t = Math.max(t, newest(join(p, e)));
  }
  return t;
}

const CONFIG = ["package.json", "package-lock.json", "tsconfig.json"];
export const targets = {
  web: { label: "the web app", output: "dist/web/index.html", sources: ["src/web", "src/shared", "vite.config.ts", ...CONFIG] },
  server: {
    label: "the server",
    output: "dist/server/main.js",
    sources: ["src/server", "src/shared", "scripts/build-server.mjs", ...CONFIG],
  },
};

export function isStale(target) {
  return !existsSync(target.output) || statSync(target.output).mtimeMs < newest(...target.sources);
}

/** Runs one step, printing "▸ what…" then "✓ what (1.2 s)"; exits the process when it fails. */
export function step(what, cmd, args) {
  console.log(`▸ ${what}…`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit" });
  const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (r.status !== 0) {
    console.error(`✗ ${what} failed after ${took}`);
    process.exit(r.status ?? 1);
  }
  console.log(`✓ ${what} (${took})`);
}

const node = process.execPath;
export function buildWeb() {
  step("Building the web app (vite)", node, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"]);
  step("Compressing the web app (brotli, gzip)", node, ["scripts/compress-web.mjs"]);
}
export function buildServer() {
  step("Building the server (esbuild)", node, ["scripts/build-server.mjs"]);
}

/** Builds what is missing or older than its sources. */
export function buildWhenStale({ web = true, server = true } = {}) {
  if (web && isStale(targets.web)) buildWeb();
  if (server && isStale(targets.server)) buildServer();
}
