import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { UI_MESSAGES } from "#shared/messages/ui.ts";

// index.html paints a static copy of the header and the home page's first lines before the app loads;
// it must say what the home page says, or the first thing a visitor reads changes under their eyes.
describe("the static shell in index.html", () => {
  const html = readFileSync(join(import.meta.dirname, "../../src/web/index.html"), "utf8").replace(/\s+/g, " ");

  it("shows the home page's welcome line and title", () => {
    expect(html).toContain(UI_MESSAGES.homeWelcome);
    expect(html).toContain("<h1>Welcome to Rostrum</h1>");
  });

  it("has no inline script (the CSP allows none): only the appearance file and the app's module", () => {
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script src="/appearance.js">', '<script type="module" src="./main.tsx">']);
  });
});
