import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirBusy, lockDataDir } from "#server/db/data-dir-lock.ts";

describe("embedded database folder lock", () => {
  it("refuses a folder another live process holds, and takes over a stale lock", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "rostrum-lock-")), "pg");
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirBusy);

    writeFileSync(`${dir}.lock`, "999999999");
    const release = lockDataDir(dir);
    expect(existsSync(`${dir}.lock`)).toBe(true);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it.runIf(process.platform === "linux")(
    "takes over at once from a holder killed with SIGKILL that its parent has not yet collected",
    () => {
      const dir = join(mkdtempSync(join(tmpdir(), "rostrum-lock-")), "pg");
      const holder = spawn("sleep", ["60"], { stdio: "ignore" });
      const pid = holder.pid!;
      writeFileSync(`${dir}.lock`, String(pid));
      expect(() => lockDataDir(dir), "a live holder is refused").toThrow(DataDirBusy);

      holder.kill("SIGKILL");
      // Node collects a child only in its event loop: while this test runs without yielding, the killed
      // holder stays a zombie (signal 0 still reaches it), as a dead server does until its parent collects it.
      const stateOf = () => {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        return stat[stat.lastIndexOf(")") + 2];
      };
      const until = Date.now() + 5_000;
      while (stateOf() !== "Z" && Date.now() < until);
      expect(stateOf()).toBe("Z");

      const release = lockDataDir(dir);
      expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
      release();
    },
  );
});
