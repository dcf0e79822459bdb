import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";

/** Finds Chromium (CHROMIUM_PATH or Debian's /usr/bin/chromium); as root on Debian, installs it. Playwright never downloads a browser. */
export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (existsSync(path)) return path;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-q"], { stdio: "inherit", env });
    const r = spawnSync("apt-get", ["install", "-y", "-q", "chromium"], { stdio: "inherit", env });
    if (r.status === 0 && existsSync(path)) return path;
  }
  console.error(
    `Chromium was not found at ${path}.\n` +
      "Install it with your system's package manager (Debian/Ubuntu: sudo apt-get install -y chromium),\n" +
      "or point CHROMIUM_PATH at an existing Chromium or Chrome binary.",
  );
  process.exit(1);
}
