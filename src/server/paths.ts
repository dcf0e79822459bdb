// Where the server finds its files on disk. The sources run from src/server (tsx, tests) and the
// build from dist/server (one bundle), so a path relative to import.meta.url would differ between
// the two; the package root — the nearest folder above this module with a package.json — does not.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const packageRoot = findPackageRoot(dirname(fileURLToPath(import.meta.url)));
/** The built web app (`vite build`). */
export const webDistDir = join(packageRoot, "dist", "web");
/** drizzle-kit's SQL migrations, read at start (they stay in the sources, not in the bundle). */
export const migrationsDir = join(packageRoot, "src", "server", "db", "migrations");
