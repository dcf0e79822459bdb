// After `vite build`: writes .br (brotli, quality 11) and .gz (gzip, level 9) siblings of the
// text files in dist/web, so the server sends compressed bytes without compressing per request
// (src/server/http/static.ts picks one by Accept-Encoding). Usage: node scripts/compress-web.mjs [dir]
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dir = process.argv[2] ?? fileURLToPath(new URL("../dist/web", import.meta.url));
const TEXT = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".map", ".webmanifest", ".txt"]);
// Below about 1 KB the saving is smaller than the cost of another file and header.
const MIN_BYTES = 1024;

function* files(d) {
  for (const e of readdirSync(d, { withFileTypes: true })) {
    const p = join(d, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (TEXT.has(extname(e.name))) yield p;
  }
}

let raw = 0;
let br = 0;
let gz = 0;
let count = 0;
for (const file of files(dir)) {
  if (statSync(file).size < MIN_BYTES) continue;
  const body = readFileSync(file);
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gzip = gzipSync(body, { level: 9 });
  // A variant that is not smaller is not worth sending; the server then sends the file as is.
  if (brotli.length < body.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < body.length) writeFileSync(`${file}.gz`, gzip);
  raw += body.length;
  br += Math.min(brotli.length, body.length);
  gz += Math.min(gzip.length, body.length);
  count++;
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`compressed ${count} files in ${relative(process.cwd(), dir) || "."}: ${kb(raw)} → brotli ${kb(br)}, gzip ${kb(gz)}`);
