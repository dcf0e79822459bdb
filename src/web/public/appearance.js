// Applies the last appearance before the first paint, so a reload never flashes the wrong theme or size.
// A file of its own because the CSP allows no inline script; the app keeps the cache in step with the
// user's saved settings (src/web/app/settings/appearance.ts writes the same keys).
(function () {
  try {
    var root = document.documentElement;
    var scheme = localStorage.getItem("mantine-color-scheme-value");
    if (scheme !== "light" && scheme !== "dark") scheme = matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
    root.setAttribute("data-mantine-color-scheme", scheme);
    var a = JSON.parse(localStorage.getItem("rostrum-appearance") || "{}") || {};
    var scale = typeof a.font_scale === "number" ? Math.round(Math.min(1.5, Math.max(0.8, a.font_scale)) * 10) / 10 : 1;
    if (scale !== 1) root.style.fontSize = Math.round(scale * 100) + "%";
    if (a.high_contrast === true) root.setAttribute("data-high-contrast", "");
  } catch (_e) {
    // No storage: the defaults stand.
  }
})();
