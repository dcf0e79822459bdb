import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";
import type { MiddlewareHandler } from "hono";
import { headerOf } from "./headers";

// The built web app (dist/web): precompressed siblings (.br, .gz written by scripts/compress-web.mjs)
// chosen by Accept-Encoding; Vite's content-hashed files under /assets/ cached for a year; everything
// else (index.html, the SPA fallback) revalidated on each load with an ETag. No session work here:
// the app mounts this after every /api route, and session middleware only runs on /api/*.

const TYPES: ReadonlyMap<string, string> = new Map([
  [".html", "text/html; charset=utf-8"],
  [".js", "text/javascript; charset=utf-8"],
  [".mjs", "text/javascript; charset=utf-8"],
  [".css", "text/css; charset=utf-8"],
  [".json", "application/json"],
  [".map", "application/json"],
  [".webmanifest", "application/manifest+json"],
  [".svg", "image/svg+xml"],
  [".png", "image/png"],
  [".jpg", "image/jpeg"],
  [".jpeg", "image/jpeg"],
  [".gif", "image/gif"],
  [".webp", "image/webp"],
  [".avif", "image/avif"],
  [".ico", "image/x-icon"],
  [".woff", "font/woff"],
  [".woff2", "font/woff2"],
  [".ttf", "font/ttf"],
  [".txt", "text/plain; charset=utf-8"],
  [".wasm", "application/wasm"],
]);

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

type Encoding = "br" | "gzip";
const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

interface Variant {
  body: Uint8Array;
  etag: string;
}

interface Entry {
  key: string;
  identity: Variant;
  encoded: Partial<Record<Encoding, Variant>>;
}

/** Encodings the client accepts (q > 0), best first: brotli is smaller, so it wins a tie. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    q.set(name.trim(), qParam ? Number(qParam.slice(2)) || 0 : 1);
  }
  const weight = (e: Encoding) => q.get(e) ?? (e === "gzip" ? q.get("x-gzip") : undefined) ?? q.get("*") ?? 0;
  return (["br", "gzip"] as Encoding[]).filter((e) => weight(e) > 0).sort((a, b) => weight(b) - weight(a));
}

function etagMatches(header: string | undefined, entry: Entry): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  // Weak comparison (RFC 9110 §13.1.2): every variant is the same content, so any of them matches.
  const tags = new Set([entry.identity, ...Object.values(entry.encoded)].map((v) => v!.etag));
  return header.split(",").some((t) => tags.has(t.trim().replace(/^W\//, "")));
}

async function readOptional(path: string): Promise<Buffer | null> {
  return readFile(path).catch(() => null);
}

/** Serves the files under `root` (a built Vite app). Missing paths fall back to index.html, except under /assets/. */
export function staticFiles(root: string): MiddlewareHandler {
  const base = resolve(root);
  // Files are read once per (path, size, mtime): a rebuild while the server runs is picked up, and
  // a hot file costs one stat per request instead of a read.
  const cache = new Map<string, Entry>();

  async function load(file: string): Promise<Entry | null> {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const key = `${info.size}-${info.mtimeMs}`;
    const hit = cache.get(file);
    if (hit?.key === key) return hit;
    const body = await readOptional(file);
    if (!body) return null;
    const hash = createHash("sha1").update(body).digest("base64url").slice(0, 20);
    const entry: Entry = { key, identity: { body, etag: `"${hash}"` }, encoded: {} };
    for (const enc of ["br", "gzip"] as Encoding[]) {
      // Only a sibling written after the file belongs to it: a leftover from an older build would
      // serve old content, so it is ignored (the file is then sent uncompressed).
      const sibInfo = await stat(file + SUFFIX[enc]).catch(() => null);
      const sibling = sibInfo && sibInfo.mtimeMs >= info.mtimeMs ? await readOptional(file + SUFFIX[enc]) : null;
      if (sibling) entry.encoded[enc] = { body: sibling, etag: `"${hash}-${enc}"` };
    }
    cache.set(file, entry);
    return entry;
  }

  function fileFor(urlPath: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded.includes("\0")) return null;
    const full = resolve(join(base, decoded.endsWith("/") ? `${decoded}index.html` : decoded));
    return full === base || full.startsWith(base + sep) ? full : null;
  }

  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const path = c.req.path;
    const hashed = path.startsWith("/assets/");
    const file = fileFor(path);
    let entry = file ? await load(file) : null;
    let served = file ?? "";
    // A missing hashed asset is a stale chunk: a 404, not the HTML shell parsed as a script.
    if (!entry && !hashed) {
      served = join(base, "index.html");
      entry = await load(served);
    }
    if (!entry) return next();

    const enc = acceptedEncodings(headerOf(c, "accept-encoding")).find((e) => entry.encoded[e]);
    const variant = enc ? entry.encoded[enc]! : entry.identity;
    c.header("Cache-Control", hashed ? IMMUTABLE : REVALIDATE);
    c.header("ETag", variant.etag);
    if (Object.keys(entry.encoded).length) c.header("Vary", "Accept-Encoding");
    if (etagMatches(headerOf(c, "if-none-match"), entry)) return c.body(null, 304);

    c.header("Content-Type", TYPES.get(extname(served).toLowerCase()) ?? "application/octet-stream");
    if (enc) c.header("Content-Encoding", enc);
    c.header("Content-Length", String(variant.body.byteLength));
    // Bytes read from disk (a Buffer over a plain ArrayBuffer, never a shared one).
    return c.body(variant.body as Uint8Array<ArrayBuffer>, 200);
  };
}
