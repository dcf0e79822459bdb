// The appearance settings (theme, font scale, high contrast) as they act on the page. The last one applied
// is cached in localStorage so that public/appearance.js can apply it before the first paint.
import type { MantineColorScheme } from "@mantine/core";
import type { UserSettings } from "#shared/settings/schemas.ts";

export type Appearance = UserSettings["appearance"];

/** Where public/appearance.js reads the font scale and contrast; keep the two in step (tests/unit/appearance.test.ts). */
export const APPEARANCE_KEY = "rostrum-appearance";
/** Mantine's localStorageColorSchemeManager key, which the boot script reads for the theme. */
export const COLOR_SCHEME_KEY = "mantine-color-scheme-value";
export const HIGH_CONTRAST_ATTR = "data-high-contrast";

/** "system" is Mantine's "auto": it follows the operating system, live. */
export function colorSchemeOf(theme: Appearance["theme"]): MantineColorScheme {
  return theme === "system" ? "auto" : theme;
}

/** The root font size for a scale (rem-based sizes follow it); empty at 1 so the browser's own default stands. */
export function rootFontSize(scale: number): string {
  const s = Math.round(Math.min(1.5, Math.max(0.8, scale)) * 10) / 10;
  return s === 1 ? "" : `${Math.round(s * 100)}%`;
}

/** Applies font scale and contrast to <html> and caches them; the colour scheme is Mantine's to set. */
export function applyToDocument(a: Pick<Appearance, "font_scale" | "high_contrast">, root: HTMLElement = document.documentElement) {
  root.style.fontSize = rootFontSize(a.font_scale);
  if (a.high_contrast) root.setAttribute(HIGH_CONTRAST_ATTR, "");
  else root.removeAttribute(HIGH_CONTRAST_ATTR);
  try {
    localStorage.setItem(APPEARANCE_KEY, JSON.stringify({ font_scale: a.font_scale, high_contrast: a.high_contrast }));
  } catch {
    // Storage refused (private mode, quota): the page still changes, only the next load may flash.
  }
}
