import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptedEncodings, staticFiles } from "#server/http/static.ts";
import { startTestServer, type TestServer } from "#tests/support/test-server.ts";

// A tiny stand-in for dist/web: an HTML shell, one hashed script with its precompressed siblings,
// one stylesheet with a stale sibling, and a file outside the folder that must never be served.
describe("static files of the built web app", () => {
  let parent: string;
  let root: string;
  let app: Hono;
  const html = `<!doctype html><html><head><title>Rostrum</title></head><body>${"<p>shell</p>".repeat(120)}</body></html>`;
  const js = `export const answer = ${JSON.stringify("x".repeat(3000))};`;
  const css = `body { color: black; }${" ".repeat(2000)}`;

  beforeAll(() => {
    parent = mkdtempSync(join(tmpdir(), "rostrum-static-"));
    root = join(parent, "web");
    mkdirSync(join(root, "assets"), { recursive: true });
    writeFileSync(join(parent, "secret.txt"), "not for you");
    writeFileSync(join(root, "index.html"), html);
    writeFileSync(join(root, "assets", "index-AbC123.js"), js);
    writeFileSync(join(root, "assets", "index-AbC123.js.br"), brotliCompressSync(js));
    writeFileSync(join(root, "assets", "index-AbC123.js.gz"), gzipSync(js));
    writeFileSync(join(root, "assets", "style-Z9.css.gz"), gzipSync("old content"));
    writeFileSync(join(root, "assets", "style-Z9.css"), css);
    // The stylesheet was rebuilt after its .gz was written: that sibling is someone else's content.
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, "assets", "style-Z9.css"), later, later);
    app = new Hono();
    app.get("*", staticFiles(root));
  });
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it("sends brotli, gzip or the plain file by Accept-Encoding, with the right headers", async () => {
    const br = await get("/assets/index-AbC123.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(js);

    const gz = await get("/assets/index-AbC123.js", { "accept-encoding": "br;q=0, gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(gz)).toString()).toBe(js);

    const plain = await get("/assets/index-AbC123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(plain.headers.get("content-length")).toBe(String(Buffer.byteLength(js)));
    expect((await bytes(plain)).toString()).toBe(js);
  });

  it("answers HEAD with the headers and no body", async () => {
    const res = await app.request("/assets/index-AbC123.js", { method: "HEAD", headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("etag")).toBeTruthy();
    expect((await bytes(res)).length).toBe(0);
  });

  it("ignores a compressed sibling older than its file", async () => {
    const res = await get("/assets/style-Z9.css", { "accept-encoding": "gzip" });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(await res.text()).toBe(css);
  });

  it("caches hashed assets for a year, and a missing one is a 404, not the HTML shell", async () => {
    const res = await get("/assets/index-AbC123.js");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await get("/assets/index-Gone99.js")).status).toBe(404);
  });

  it("revalidates index.html with an ETag and answers If-None-Match with 304", async () => {
    const first = await get("/");
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    expect(await first.text()).toBe(html);

    const again = await get("/", { "if-none-match": etag! });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe("no-cache");
    expect(await again.text()).toBe("");

    expect((await get("/index.html", { "if-none-match": `W/${etag}` })).status).toBe(304);
    expect((await get("/", { "if-none-match": '"something-else"' })).status).toBe(200);
  });

  it("serves the HTML shell for other paths (the SPA fallback), revalidated too", async () => {
    const res = await get("/classrooms/42");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("etag")).toBeTruthy();
    expect(await res.text()).toBe(html);
  });

  it("never serves a file outside the folder", async () => {
    for (const path of ["/%2e%2e/secret.txt", "/..%2fsecret.txt", "/assets/%2e%2e/%2e%2e/secret.txt"]) {
      const res = await get(path);
      expect(await res.text()).not.toContain("not for you");
    }
  });

  it("reads Accept-Encoding with q-values", () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings("gzip, br")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("gzip;q=1, br;q=0.5")).toEqual(["gzip", "br"]);
    expect(acceptedEncodings("br;q=0, gzip;q=0")).toEqual([]);
    expect(acceptedEncodings("*")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("identity")).toEqual([]);
  });
});

// The real app over real HTTP, serving a stand-in web build (the real one may not be built yet).
describe("the app's static files", () => {
  let server: TestServer;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "rostrum-web-"));
    writeFileSync(join(root, "index.html"), "<!doctype html><html><body><div id=root></div></body></html>");
    server = await startTestServer({}, { webDir: root });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** Raw headers as sent (fetch would decompress and drop Content-Encoding). */
  const head = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
      const req = httpRequest(server.url + path, { headers }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers }));
      });
      req.on("error", reject);
      req.end();
    });

  it("serves the shell with no session work (no cookie) and revalidation headers", async () => {
    const res = await head("/", { "accept-encoding": "br, gzip" });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect((await head("/", { "if-none-match": String(res.headers.etag) })).status).toBe(304);
  });
});
