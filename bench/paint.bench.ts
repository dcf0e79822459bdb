// Paint suite (`npm run bench -- paint`): the landing page of the built app (dist/web, served by the
// app) in Debian's Chromium at 4× CPU throttling, cold (a new browser context each load): first
// contentful paint, largest contentful paint and the bytes transferred (as sent, compressed, headers
// included), median of 5 loads; and the same for a minimal static HTML page as the floor.
// Targets are issue 13's, printed as PASS/MISS. CHROMIUM_PATH overrides /usr/bin/chromium.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser } from "@playwright/test";
import { freePort, startChild } from "./http/child";

const LOADS = 5;
const THROTTLE = 4;
const TARGETS = { fcp: 600, lcp: 1000, kb: 170 };
const webIndex = fileURLToPath(new URL("../dist/web/index.html", import.meta.url));

const REFERENCE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Rostrum</title></head>
<body><h1>Rostrum</h1><p>Debate training for students, teachers and clubs: argue a motion against an AI opponent, practise six scored drills, take lessons in modules, and run classrooms.</p></body></html>`;

interface Load {
  fcp: number;
  lcp: number;
  bytes: Record<"document" | "script" | "stylesheet" | "other", number>;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function coldLoad(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: number; __lcpSeenAt: number };
      w.__lcp = 0;
      w.__lcpSeenAt = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__lcp = e.startTime;
        w.__lcpSeenAt = performance.now();
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
    await cdp.send("Network.enable");
    const types = new Map<string, string>();
    const bytes: Load["bytes"] = { document: 0, script: 0, stylesheet: 0, other: 0 };
    cdp.on("Network.responseReceived", (e) => types.set(e.requestId, String(e.type).toLowerCase()));
    cdp.on("Network.loadingFinished", (e) => {
      const type = types.get(e.requestId) ?? "other";
      const key = type === "document" || type === "script" || type === "stylesheet" ? type : "other";
      bytes[key] += e.encodedDataLength;
    });
    await page.goto(url, { waitUntil: "networkidle" });
    // Paints can come well after the network settles at 4× throttling: wait for the first one, then
    // until the largest-paint candidate has not changed for a second.
    const wait = { timeout: 30_000, polling: 100 };
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, wait);
    await page.waitForFunction(
      () => {
        const w = window as unknown as { __lcpSeenAt: number };
        return w.__lcpSeenAt > 0 && performance.now() - w.__lcpSeenAt > 1000;
      },
      null,
      wait,
    );
    const { fcp, lcp } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      lcp: (window as unknown as { __lcp: number }).__lcp,
    }));
    return { fcp, lcp, bytes };
  } finally {
    await context.close();
  }
}

async function measure(browser: Browser, label: string, url: string, withTargets: boolean) {
  const loads: Load[] = [];
  for (let i = 0; i < LOADS; i++) loads.push(await coldLoad(browser, url));
  const kb = (key: keyof Load["bytes"] | "total") =>
    median(loads.map((l) => (key === "total" ? Object.values(l.bytes).reduce((a, b) => a + b, 0) : l.bytes[key]))) / 1024;
  const fcp = median(loads.map((l) => l.fcp));
  const lcp = median(loads.map((l) => l.lcp));
  const mark = (value: number, target: number) => (withTargets ? `  (≤ ${target}: ${value <= target ? "PASS" : "MISS"})` : "");
  console.log(`${label}`);
  console.log(
    `  FCP ${fcp.toFixed(0)} ms${mark(fcp, TARGETS.fcp)}, LCP ${lcp.toFixed(0)} ms${mark(lcp, TARGETS.lcp)}   (each load: FCP ${loads.map((l) => l.fcp.toFixed(0)).join(" ")}; LCP ${loads.map((l) => l.lcp.toFixed(0)).join(" ")})`,
  );
  console.log(
    `  transferred ${kb("total").toFixed(1)} KB${mark(kb("total"), TARGETS.kb)}: HTML ${kb("document").toFixed(1)}, JS ${kb("script").toFixed(1)}, CSS ${kb("stylesheet").toFixed(1)}, other (API, fonts, images) ${kb("other").toFixed(1)}`,
  );
}

function serveReference(port: number): Promise<Server> {
  const server = createServer((_req, res) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(REFERENCE));
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

export default async function run() {
  const executablePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (!existsSync(executablePath)) return console.log(`skipped: no Chromium at ${executablePath} (set CHROMIUM_PATH)`);
  const browser = await chromium.launch({
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
  const dataDir = mkdtempSync(join(tmpdir(), "rostrum-bench-paint-"));
  const refPort = await freePort();
  const reference = await serveReference(refPort);
  try {
    console.log(`Chromium, CPU throttled ${THROTTLE}×, cold loads, median of ${LOADS}; bytes as transferred (compressed, with headers)`);
    await measure(browser, "minimal static HTML page (the floor)", `http://127.0.0.1:${refPort}/`, false);
    if (!existsSync(webIndex)) {
      console.log("landing page: skipped, dist/web is not built (npm run build)");
      return;
    }
    const app = await startChild("app", { dataDir });
    try {
      await measure(browser, "Rostrum landing page (/)", `${app.url}/`, true);
    } finally {
      await app.stop();
    }
  } finally {
    reference.close();
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
