import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FetchPageError, fetchPage, isPublicAddress, parseArticleUrl } from "#server/domains/importer/fetch-page.ts";
import { extractArticle } from "#server/domains/importer/extract.ts";
import { buildOfflineLesson } from "#server/ai/engine/offline/lesson-from-url.ts";
import { lessonFromUrlOutput } from "#server/ai/tasks/lesson-from-url.ts";
import { loadConfig } from "#server/platform/config.ts";
import { ARTICLE_TITLE, articleHtml } from "./lesson-from-url.fixture";

// Names under .test never resolve on the system resolver: these answers come from here only.
const FAKE_DNS: Record<string, Array<{ address: string; family: number }>> = {
  "pinned.test": [{ address: "127.0.0.1", family: 4 }],
  "mixed.test": [
    { address: "8.8.8.8", family: 4 },
    { address: "10.1.2.3", family: 4 },
  ],
  "private.test": [{ address: "192.168.0.10", family: 4 }],
};
vi.mock("node:dns/promises", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:dns/promises")>();
  const lookup = (async (host: string, opts: unknown) => FAKE_DNS[host] ?? real.lookup(host, opts as never)) as typeof real.lookup;
  return { ...real, default: { ...real, lookup }, lookup };
});

describe("address classes", () => {
  it("refuses loopback, private, link-local, metadata, unique-local, CGNAT and unspecified addresses", () => {
    for (const a of [
      "127.0.0.1",
      "10.0.0.1",
      "172.16.5.4",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "::",
      "fe80::1",
      "fd00:ec2::254",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "224.0.0.1",
      "not-an-address",
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });
  it("refuses every IPv6 form that carries an IPv4 address, as written and as a URL writes it", () => {
    for (const a of [
      "::127.0.0.1", // IPv4-compatible
      "::7f00:1",
      "::a00:1",
      "::ffff:0:127.0.0.1", // IPv4-translated
      "64:ff9b::127.0.0.1", // NAT64
      "64:ff9b::a9fe:a9fe",
      "64:ff9b:1::a00:1",
      "2002:7f00:1::1", // 6to4
      "2002:a9fe:a9fe::",
      "2001:0:4136:e378:8000:63bf:80ff:fffe", // Teredo
      "100::1", // discard-only
      "2001:db8::1", // documentation
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });
  it("accepts public unicast addresses", () => {
    for (const a of ["93.184.216.34", "8.8.8.8", "2606:2800:220:1:248:1893:25c8:1946"]) expect(isPublicAddress(a), a).toBe(true);
  });
  it("takes http and https URLs only, without credentials", () => {
    expect(parseArticleUrl("https://example.com/a")?.href).toBe("https://example.com/a");
    for (const bad of ["ftp://example.com/", "file:///etc/passwd", "javascript:alert(1)", "not a url", "http://u:p@example.com/", ""]) {
      expect(parseArticleUrl(bad), bad).toBeNull();
    }
  });
  it("reads URL_FETCH_ALLOW as a list, empty by default", () => {
    const base = { DATA_DIR: "/tmp/rostrum-unused", AUTH_SECRET: "x".repeat(32), TEACHER_ACCESS_CODE: "ABCDEFG" };
    expect(loadConfig(base).urlFetchAllow).toEqual([]);
    expect(loadConfig({ ...base, URL_FETCH_ALLOW: " 127.0.0.1:4000, [::1]:80 " }).urlFetchAllow).toEqual(["127.0.0.1:4000", "[::1]:80"]);
  });
});

describe("the fetcher against a local server", () => {
  let server: Server;
  let base: string;
  let allow: string[];
  beforeAll(async () => {
    server = createServer((req, res) => {
      const path = req.url ?? "/";
      if (path === "/article") {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        res.end(articleHtml());
      } else if (path.startsWith("/hop/")) {
        const n = Number(path.slice(5));
        res.writeHead(302, { location: n > 0 ? `/hop/${n - 1}` : "/article" });
        res.end();
      } else if (path === "/to-private") {
        res.writeHead(301, { location: "http://10.0.0.1/article" });
        res.end();
      } else if (path === "/json") {
        res.writeHead(200, { "content-type": "application/json" });
        res.end("{}");
      } else if (path === "/huge") {
        // No content-length: the cap must stop the reading itself.
        res.writeHead(200, { "content-type": "text/html" });
        const chunk = "<p>" + "x".repeat(64 * 1024) + "</p>";
        let sent = 0;
        const push = () => {
          while (sent < 200 && res.write(chunk)) sent++;
          if (sent < 200) res.once("drain", push);
          else res.end();
        };
        push();
      } else if (path === "/slow") {
        res.writeHead(200, { "content-type": "text/html" });
        res.write("<p>start");
      } else {
        res.writeHead(404, { "content-type": "text/html" });
        res.end("<p>missing</p>");
      }
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
    allow = [`127.0.0.1:${port}`];
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  const limits = (over: Partial<Parameters<typeof fetchPage>[1]> = {}) => ({
    timeoutMs: 2000,
    maxBytes: 2 * 1024 * 1024,
    maxRedirects: 3,
    allow,
    ...over,
  });
  const reason = async (p: Promise<unknown>) => {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(FetchPageError);
    return (err as FetchPageError).reason;
  };

  it("fetches an allowed page and follows up to 3 redirects", async () => {
    const page = await fetchPage(`${base}/article`, limits());
    expect(page.html).toContain(ARTICLE_TITLE);
    const redirected = await fetchPage(`${base}/hop/2`, limits());
    expect(redirected.url).toBe(`${base}/article`);
  });
  it("refuses a fourth redirect", async () => {
    expect(await reason(fetchPage(`${base}/hop/3`, limits()))).toBe("too-many-redirects");
  });
  it("refuses the same loopback server when it is not on the allow-list", async () => {
    expect(await reason(fetchPage(`${base}/article`, limits({ allow: [] })))).toBe("refused-address");
  });
  it("refuses private, link-local and loopback literals before connecting", async () => {
    for (const url of [
      "http://127.0.0.1/",
      "http://10.0.0.1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::1]/",
      "http://[::127.0.0.1]/",
      "http://[0:0:0:0:0:0:127.0.0.1]/",
      "http://[::ffff:127.0.0.1]/",
      "http://[::ffff:0:127.0.0.1]/",
      "http://[64:ff9b::127.0.0.1]/",
      "http://[2002:7f00:1::1]/",
      "http://localhost/",
    ]) {
      expect(await reason(fetchPage(url, limits({ allow: [] }))), url).toBe("refused-address");
    }
  });
  it("refuses a name that resolves to a private address, or to a public and a private one", async () => {
    expect(await reason(fetchPage("http://private.test/", limits({ allow: [] })))).toBe("refused-address");
    expect(await reason(fetchPage("http://mixed.test/", limits({ allow: [] })))).toBe("refused-address");
  });
  it("connects to the address that was checked, without asking DNS again", async () => {
    // The system resolver does not know pinned.test: the page arrives only because the socket uses the checked answer.
    const port = base.split(":")[2];
    const page = await fetchPage(`http://pinned.test:${port}/article`, limits({ allow: [`pinned.test:${port}`] }));
    expect(page.html).toContain(ARTICLE_TITLE);
  });
  it("checks the address again after a redirect", async () => {
    expect(await reason(fetchPage(`${base}/to-private`, limits()))).toBe("refused-address");
  });
  it("refuses a page that is not HTML", async () => {
    expect(await reason(fetchPage(`${base}/json`, limits()))).toBe("not-html");
  });
  it("stops reading past the size cap", async () => {
    expect(await reason(fetchPage(`${base}/huge`, limits({ maxBytes: 256 * 1024 })))).toBe("too-large");
  });
  it("gives up at the deadline", async () => {
    const started = Date.now();
    expect(await reason(fetchPage(`${base}/slow`, limits({ timeoutMs: 300 })))).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2000);
  });
  it("refuses an error status", async () => {
    expect(await reason(fetchPage(`${base}/nowhere`, limits()))).toBe("status");
  });
});

describe("the article and the offline lesson", () => {
  it("extracts the article as plain text paragraphs, without navigation, footer, scripts or HTML", () => {
    const article = extractArticle(articleHtml(), "http://example.com/a");
    expect(article?.title).toBe(ARTICLE_TITLE);
    const reading = article!.reading;
    expect(reading).toContain("The second tool is probability.");
    expect(reading.split("\n\n").length).toBeGreaterThanOrEqual(7);
    expect(reading).toContain("- Magnitude: how many and how much.");
    expect(reading).not.toMatch(/<[a-z]/i);
    expect(reading).not.toContain("All rights reserved");
    expect(reading).not.toContain("window.evil");
  });
  it("finds no article in a page without one", () => {
    expect(extractArticle("<html><body><nav><a href='/'>Home</a></nav></body></html>", "http://example.com/")).toBeNull();
  });
  it("builds 3–5 questions from the article's sentences, each with one right option among plausible wrong ones, deterministically", () => {
    const { title, reading } = extractArticle(articleHtml(), "http://example.com/a")!;
    const lesson = buildOfflineLesson(title, reading)!;
    expect(lessonFromUrlOutput.parse(lesson)).toEqual(lesson);
    expect(lesson.quiz.length).toBeGreaterThanOrEqual(3);
    expect(lesson.quiz.length).toBeLessThanOrEqual(5);
    const words = new Set(reading.toLowerCase().match(/[a-z][a-z'-]*[a-z]/g));
    for (const q of lesson.quiz) {
      expect(q.options).toContain(q.correct);
      expect(new Set(q.options).size).toBe(q.options.length);
      expect(q.options.length).toBeGreaterThanOrEqual(3);
      for (const o of q.options) expect(words.has(o.toLowerCase()), o).toBe(true);
      // The question is an article sentence with the right answer blanked out.
      const sentence = q.question.replace(/^[^"]*"/, "").replace(/"$/, "");
      expect(reading).toContain(sentence.split("_____")[0]);
      expect(reading.toLowerCase()).toContain(sentence.replaceAll("_____", q.correct).toLowerCase());
    }
    expect(lesson.writing_prompt).toContain(title);
    expect(buildOfflineLesson(title, reading)).toEqual(lesson);
  });
  it("gives no lesson for a text too thin for three questions", () => {
    expect(buildOfflineLesson("Short", "One short sentence only. Another.")).toBeNull();
  });
});
