// Dev helper: node scripts/shot.mjs <url> <out.png> [width] [height] — a screenshot in Debian Chromium.
import { chromium } from "@playwright/test";
const [url, out, w = "1280", h = "800"] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const page = await browser.newPage({ viewport: { width: +w, height: +h } });
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForTimeout(300);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
