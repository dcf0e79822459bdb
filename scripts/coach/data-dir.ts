// Where the human-judged data live: ../shared/data beside the repository. A git worktree (…/wt/NAME) has
// no such neighbour, so the main checkout's neighbour is tried next; COACH_DATA overrides both.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

function mainCheckout(): string | null {
  try {
    const common = execFileSync("git", ["rev-parse", "--path-format=absolute", "--git-common-dir"], { cwd: repoRoot, encoding: "utf8" });
    return dirname(common.trim());
  } catch {
    return null;
  }
}

/** The folder of one data set, e.g. dataPath("ukpconvarg1"). */
export function dataPath(name: string): string {
  if (process.env.COACH_DATA) return resolve(process.env.COACH_DATA, name);
  const beside = resolve(repoRoot, "../shared/data", name);
  if (existsSync(beside)) return beside;
  const main = mainCheckout();
  const there = main ? join(main, "../shared/data", name) : null;
  return there && existsSync(there) ? resolve(there) : beside;
}
