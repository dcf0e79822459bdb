import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { alive, exited, freePort, listening, serverEnv, start, waitForHealth } from "./process-helpers";

// SIGTERM to the `npm start` process stops the server too: the port closes, the
// embedded database's lock is released, no server process is left behind, and the next start works.
// (`npm start` builds what is stale first, so the first start may take a while.)

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

describe("npm start and SIGTERM", () => {
  it("stops the server with npm, and a second start on the same port and data folder works", async () => {
    const port = await freePort();
    const { env, dataDir } = serverEnv(port);
    const url = `http://127.0.0.1:${port}`;
    const lock = `${dataDir}/pg.lock`;

    for (const attempt of [1, 2]) {
      const { child, output } = start(npm, ["start", "--silent"], env);
      let serverPid = 0;
      try {
        await waitForHealth(url, child, 240_000);
        serverPid = Number(readFileSync(lock, "utf8"));
        expect(serverPid).toBeGreaterThan(0);
        expect(serverPid, "the server runs as a process of its own").not.toBe(child.pid);

        const code = exited(child);
        child.kill("SIGTERM");
        await code;
        const until = Date.now() + 5_000;
        while ((alive(serverPid) || (await listening(port))) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
        expect(alive(serverPid), `attempt ${attempt}: the server process is gone`).toBe(false);
        expect(await listening(port), `attempt ${attempt}: the port is free`).toBe(false);
        expect(existsSync(lock), `attempt ${attempt}: the database lock is released`).toBe(false);
      } catch (err) {
        console.error(output());
        throw err;
      } finally {
        child.kill("SIGKILL");
        if (serverPid && alive(serverPid)) process.kill(serverPid, "SIGKILL"); // never leave a server behind
      }
    }
  }, 300_000);
});
