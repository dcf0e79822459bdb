// Bundles the server entry points into dist/server/ (ESM, Node 20). Dependencies stay in
// node_modules (`packages: "external"`); files the server reads at run time (migrations, the built
// web app) are found from the package root by src/server/paths.ts, so the bundle's location does not matter.
import { build } from "esbuild";
import { rmSync } from "node:fs";

const outdir = "dist/server";
rmSync(outdir, { recursive: true, force: true });
// esbuild has printed the errors already; a stack trace would only bury them.
const result = await build({
  // The offline coach's worker thread loads its own file, found beside main.js (src/server/ai/coach-pool.ts).
  entryPoints: {
    main: "src/server/main.ts",
    "admin-cli": "src/server/admin-cli.ts",
    "coach-worker": "src/server/ai/engine/drill-worker.ts",
  },
  outdir,
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  metafile: true,
}).catch(() => process.exit(1));
const bytes = Object.entries(result.metafile.outputs)
  .filter(([f]) => f.endsWith(".js"))
  .map(([f, o]) => `${f} ${(o.bytes / 1024).toFixed(0)} KB`);
console.log(`  ${bytes.join(", ")}`);
