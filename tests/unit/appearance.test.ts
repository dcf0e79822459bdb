import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { APPEARANCE_KEY, applyToDocument, colorSchemeOf, COLOR_SCHEME_KEY, rootFontSize } from "#web/app/settings/appearance.ts";
import { minutesText } from "#web/features/settings/minutes-text.ts";

/** A stand-in for <html>: attributes and inline font size, as the app and the boot script set them. */
function fakeRoot() {
  const attrs = new Map<string, string>();
  return {
    attrs,
    style: { fontSize: "" },
    setAttribute: (k: string, v: string) => void attrs.set(k, v),
    removeAttribute: (k: string) => void attrs.delete(k),
  };
}

function fakeStorage(initial: Record<string, string> = {}) {
  const m = new Map(Object.entries(initial));
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), map: m };
}

const BOOT = readFileSync(join(import.meta.dirname, "../../src/web/public/appearance.js"), "utf8");

/** Runs public/appearance.js as the browser would before the first paint. */
function boot(storage: ReturnType<typeof fakeStorage>, osDark = false) {
  const root = fakeRoot();
  const run = new Function("document", "localStorage", "matchMedia", BOOT);
  run({ documentElement: root }, storage, () => ({ matches: osDark }));
  return root;
}

const g = globalThis as { localStorage?: unknown };
afterEach(() => {
  delete g.localStorage;
});

describe("appearance settings on the page", () => {
  it("maps the theme to Mantine's colour scheme and the scale to the root font size", () => {
    expect(colorSchemeOf("system")).toBe("auto");
    expect(colorSchemeOf("dark")).toBe("dark");
    expect(rootFontSize(1)).toBe("");
    expect(rootFontSize(1.2)).toBe("120%");
    expect(rootFontSize(0.8)).toBe("80%");
    expect(rootFontSize(3)).toBe("150%");
    expect(rootFontSize(0.1)).toBe("80%");
  });

  it("applies font scale and contrast to <html>, and undoes them", () => {
    g.localStorage = fakeStorage();
    const root = fakeRoot();
    applyToDocument({ font_scale: 1.3, high_contrast: true }, root as unknown as HTMLElement);
    expect([root.style.fontSize, root.attrs.has("data-high-contrast")]).toEqual(["130%", true]);
    applyToDocument({ font_scale: 1, high_contrast: false }, root as unknown as HTMLElement);
    expect([root.style.fontSize, root.attrs.has("data-high-contrast")]).toEqual(["", false]);
  });

  it("boot script: reapplies what the app cached, before the app runs", () => {
    const storage = fakeStorage({ [COLOR_SCHEME_KEY]: "dark" });
    g.localStorage = storage;
    applyToDocument({ font_scale: 1.2, high_contrast: true }, fakeRoot() as unknown as HTMLElement);
    expect(storage.map.has(APPEARANCE_KEY)).toBe(true);
    const root = boot(storage);
    expect(root.attrs.get("data-mantine-color-scheme")).toBe("dark");
    expect(root.style.fontSize).toBe("120%");
    expect(root.attrs.has("data-high-contrast")).toBe(true);
  });

  it("boot script: follows the system when the theme is 'auto' or unknown, and survives bad storage", () => {
    expect(boot(fakeStorage({ [COLOR_SCHEME_KEY]: "auto" }), true).attrs.get("data-mantine-color-scheme")).toBe("dark");
    expect(boot(fakeStorage(), false).attrs.get("data-mantine-color-scheme")).toBe("light");
    const broken = boot(fakeStorage({ [APPEARANCE_KEY]: "{not json" }));
    expect([broken.style.fontSize, broken.attrs.has("data-high-contrast")]).toEqual(["", false]);
    expect(boot(fakeStorage({ [APPEARANCE_KEY]: JSON.stringify({ font_scale: 9 }) })).style.fontSize).toBe("150%");
  });
});

describe("the speech timer in minutes", () => {
  it("reads seconds as minutes and seconds", () => {
    expect(minutesText(420)).toBe("7 min");
    expect(minutesText(90)).toBe("1 min 30 s");
    expect(minutesText(30)).toBe("30 s");
    expect(minutesText(0)).toBe("0 s");
    expect(minutesText(Number.NaN)).toBe("");
  });
});
