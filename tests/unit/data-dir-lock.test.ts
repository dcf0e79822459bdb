import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirBusy, lockDataDir } from "../../src/server/db/data-dir-lock";

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
});
