import { readFileSync, rmSync, writeFileSync } from "node:fs";

export class DataDirBusy extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it.
 * Takes a lock file holding our pid (a stale one, whose process is gone, is taken over); returns its release.
 */
export function lockDataDir(dir: string): () => void {
  // Beside the folder, not in it: PGlite's initdb wants an empty folder.
  const file = `${dir.replace(/\/+$/, "")}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const pid = Number(readFileSync(file, "utf8"));
      if (pid && pid !== process.pid && alive(pid)) {
        throw new DataDirBusy(
          `The database in ${dir} is in use by another Rostrum process (pid ${pid}). ` +
            "The embedded database serves one process: stop that one first, or set DATABASE_URL to use PostgreSQL.",
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirBusy(`Could not lock the database folder ${dir}.`);
}
