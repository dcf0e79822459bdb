// `npm run size` [dir]: the size budget of the built web app (run `npm run build` first). Reads Vite's
// manifest to know which chunks each route loads and fails when a group is over its limit:
//   landing route  = the entry, the page of "/" (lazy or not) and their static imports: JS ≤ 170 kB, CSS ≤ 40 kB
//   each lazy chunk = a dynamic import with its static imports not already loaded (by the landing route, or
//                     by every chunk that imports it): JS ≤ 150 kB
// Sizes are gzip (level 9) in kB of 1000 bytes, as Vite reports them.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const DIST = process.argv[2] ?? "dist/web"; // or another build folder
const LIMITS = { landingJs: 170, landingCss: 40, lazyJs: 150 };
// The page the landing route ("/") renders; when the router loads it lazily it still belongs to the first load.
const LANDING_PAGES = ["features/home/home-page.tsx"];

const manifestFile = join(DIST, ".vite/manifest.json");
if (!existsSync(manifestFile)) {
  console.error(`No ${manifestFile}: run \`npm run build\` first (vite.config.ts sets build.manifest).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));

const sizes = new Map();
function size(file) {
  if (!sizes.has(file)) {
    const body = readFileSync(join(DIST, file));
    sizes.set(file, { raw: body.length, gz: gzipSync(body, { level: 9 }).length });
  }
  return sizes.get(file);
}

/** The manifest keys a chunk loads before it runs: itself and its static imports, transitively. */
function closure(keys, into = new Set()) {
  for (const key of keys) {
    if (into.has(key)) continue;
    into.add(key);
    closure(manifest[key].imports ?? [], into);
  }
  return into;
}
const filesOf = (keys, pick) => [...new Set([...keys].flatMap((k) => pick(manifest[k])))];
const jsOf = (keys) => filesOf(keys, (c) => (c.file.endsWith(".js") ? [c.file] : []));
const cssOf = (keys) => filesOf(keys, (c) => c.css ?? []);
const total = (files) => files.reduce((sum, f) => sum + size(f).gz, 0);
const kb = (bytes) => (bytes / 1000).toFixed(1);

const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
const landingPages = Object.keys(manifest).filter((k) => LANDING_PAGES.some((p) => k.endsWith(p)));
const landing = closure([...entries, ...landingPages]);

const rows = [];
const groups = [];
function group(name, keys, limitJs, limitCss) {
  const js = jsOf(keys);
  const css = cssOf(keys);
  for (const f of [...js, ...css]) rows.push([name, f, kb(size(f).raw), kb(size(f).gz)]);
  groups.push({ name, js: total(js), css: total(css), limitJs, limitCss });
}

group("landing", landing, LIMITS.landingJs, LIMITS.landingCss);
/**
 * What is already loaded when a lazy chunk is requested: the landing route, plus what every chunk
 * that imports it has loaded (a modal loaded from the progress page does not pay for that page again).
 */
const loadedMemo = new Map();
function loadedBefore(key) {
  if (loadedMemo.has(key)) return loadedMemo.get(key);
  loadedMemo.set(key, landing); // a cycle stops here
  const importers = Object.keys(manifest).filter((k) => manifest[k].dynamicImports?.includes(key));
  let common = null;
  for (const i of importers) {
    const loaded = new Set([...closure([i]), ...loadedBefore(i)]);
    common = common ? new Set([...common].filter((k) => loaded.has(k))) : loaded;
  }
  const result = new Set([...landing, ...(common ?? [])]);
  loadedMemo.set(key, result);
  return result;
}

const lazy = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && !landing.has(k));
for (const key of lazy.sort()) {
  const before = loadedBefore(key);
  const own = new Set([...closure([key])].filter((k) => !before.has(k)));
  group(`lazy ${key.replace(/^.*?features\//, "")}`, own, LIMITS.lazyJs, undefined);
}

const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);
const w = Math.max(...rows.map((r) => r[0].length), 5);
const wf = Math.max(...rows.map((r) => r[1].length), 4);
console.log(`${pad("group", w)}  ${pad("file", wf)}  ${padL("raw kB", 8)}  ${padL("gzip kB", 8)}`);
for (const [g, f, raw, gz] of rows) console.log(`${pad(g, w)}  ${pad(f, wf)}  ${padL(raw, 8)}  ${padL(gz, 8)}`);

console.log("");
let over = 0;
for (const g of groups) {
  const checks = [["JS", g.js, g.limitJs]];
  if (g.limitCss !== undefined || g.css) checks.push(["CSS", g.css, g.limitCss]);
  for (const [kind, bytes, limit] of checks) {
    const fails = limit !== undefined && bytes > limit * 1000;
    if (fails) over++;
    const verdict = limit === undefined ? "" : fails ? `  OVER the ${limit} kB budget` : `  ok (≤ ${limit} kB)`;
    console.log(`${pad(g.name, w)}  ${pad(kind, 3)}  ${padL(kb(bytes), 7)} kB gzip${verdict}`);
  }
}
if (over) {
  console.error(`\nSize budget: ${over} over the limit.`);
  process.exit(1);
}
console.log("\nSize budget: all within the limits.");
