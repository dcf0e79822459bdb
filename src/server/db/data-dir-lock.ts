import { readFileSync, rmSync, writeFileSync } from "node:fs";

export class DataDirBusy extends Error {}

/**
 * A process killed with SIGKILL stays in the process table as a zombie until its parent collects it,
 * and signal 0 still reaches a zombie: a restart right after `kill -9` would be refused until then
 * (seconds, when the parent is busy). Linux tells the state in /proc: Z (zombie) or X (dead) is gone.
 */
function exited(pid: number): boolean {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return false; // no /proc (macOS), or the process just went: signal 0 decides
  }
  // "pid (name) S …": the name may hold spaces and parentheses, the state follows the last ")".
  const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
  return state === "Z" || state === "X";
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
  return !exited(pid);
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
