// Dev helper: node scripts/shot-signed-in.mjs <base> <out-prefix> <route> [<route>…] — signs up a fresh student, then screenshots each route at 1280 and 390 px.
import { chromium } from "@playwright/test";
const [base, prefix, ...routes] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const context = await browser.newContext();
const n = Math.random().toString(36).slice(2, 8);
const res = await context.request.post(`${base}/api/signup`, {
  data: { username: `Sam ${n}`, email: `sam.${n}@example.com`, password: "secret123", role: "student" },
  headers: { origin: base },
});
if (!res.ok()) throw new Error(`sign-up failed: ${res.status()}`);
const page = await context.newPage();
for (const [i, route] of routes.entries()) {
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ]) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto(`${base}/#${route}`, { waitUntil: "networkidle" });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${prefix}-${i}-${w}.png`, fullPage: true });
  }
}
await browser.close();
