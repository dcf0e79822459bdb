import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeLlm, type FakeLlm } from "#tests/support/fake-llm.ts";
import { startTestServer, TEACHER_CODE, type TestClient, type TestServer } from "#tests/support/test-server.ts";
import { LESSON_URL_MESSAGES } from "#shared/messages/lesson-url.ts";
import { AUTH_MESSAGES } from "#shared/messages/index.ts";
import { ARTICLE_TITLE, articleHtml } from "#tests/unit/lesson-from-url.fixture.ts";

const PATH = "/api/generate-lesson-from-url";
const ADMIN = "lessons-admin@example.com";

/** A local site: the article, redirects, a redirect to a private address, JSON, and a page over the cap. */
async function startSite(): Promise<{ base: string; allow: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = req.url ?? "/";
    if (path === "/article") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(articleHtml());
    } else if (path === "/moved") {
      res.writeHead(301, { location: "/article" });
      res.end();
    } else if (path === "/to-private") {
      res.writeHead(302, { location: "http://10.0.0.1/article" });
      res.end();
    } else if (path === "/to-metadata") {
      res.writeHead(307, { location: "http://169.254.169.254/latest/meta-data/" });
      res.end();
    } else if (path === "/json") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ reading: "not a page" }));
    } else if (path === "/huge") {
      res.writeHead(200, { "content-type": "text/html" });
      res.end(articleHtml("<p>" + "x".repeat(3 * 1024 * 1024) + "</p>"));
    } else if (path === "/empty") {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<html><body><nav><a href='/'>Home</a></nav></body></html>");
    } else {
      res.writeHead(404, { "content-type": "text/html" });
      res.end("<p>missing</p>");
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    base: `http://127.0.0.1:${port}`,
    allow: `127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

async function teacher(server: TestServer): Promise<TestClient> {
  const c = server.client();
  expect((await c.signup({ role: "teacher", teacherCode: TEACHER_CODE })).status).toBe(200);
  return c;
}

describe("lesson from a URL, offline", () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let server: TestServer;
  let t: TestClient;
  beforeAll(async () => {
    site = await startSite();
    server = await startTestServer({ URL_FETCH_ALLOW: site.allow, ADMIN_EMAILS: ADMIN });
    t = await teacher(server);
  });
  afterAll(async () => {
    await server?.close();
    await site?.close();
  });

  it("gives a teacher the reading, a writing prompt and 3–5 questions from a local article", async () => {
    const res = await t.post(PATH, { url: `${site.base}/article` });
    expect(res.status).toBe(200);
    expect(res.body.engine).toBe("offline");
    expect(res.body.title).toBe(ARTICLE_TITLE);
    expect(res.body.reading).toContain("The second tool is probability.");
    expect(res.body.reading).not.toMatch(/<[a-z]/i);
    expect(res.body.writing_prompt).toContain(ARTICLE_TITLE);
    expect(res.body.quiz.length).toBeGreaterThanOrEqual(3);
    expect(res.body.quiz.length).toBeLessThanOrEqual(5);
    for (const q of res.body.quiz) expect(q.options).toContain(q.correct);
    // Deterministic.
    expect((await t.post(PATH, { url: `${site.base}/article` })).body).toEqual(res.body);
  });

  it("follows a redirect on an allowed server, and an admin may use it too", async () => {
    const admin = server.client();
    expect((await admin.signup({ email: ADMIN })).status).toBe(200);
    const res = await admin.post(PATH, { url: `${site.base}/moved` });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe(ARTICLE_TITLE);
  });

  it("refuses students (403) and signed-out visitors (401) before fetching anything", async () => {
    const student = server.client();
    await student.signup();
    const s = await student.post(PATH, { url: `${site.base}/article` });
    expect(s.status).toBe(403);
    expect(s.body.error).toBe(AUTH_MESSAGES.accessDeniedTeachers);
    const guest = await server.client().post(PATH, { url: `${site.base}/article` });
    expect(guest.status).toBe(401);
  });

  it("asks for an article URL when it is empty, missing or not an http(s) URL", async () => {
    for (const body of [
      { url: "" },
      { url: "   " },
      {},
      { url: 42 },
      { url: "not a url" },
      { url: "ftp://example.com/a" },
      { url: "file:///etc/passwd" },
      [],
    ]) {
      const res = await t.post(PATH, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error, JSON.stringify(body)).toBe(LESSON_URL_MESSAGES.pasteUrl);
    }
    const broken = await t.request("POST", PATH, "{not json");
    expect(broken.status).toBe(400);
    expect(typeof broken.body.error).toBe("string");
  });

  it("refuses loopback, private, link-local and metadata addresses, also behind a redirect", async () => {
    const port = site.allow.split(":")[1];
    for (const url of [
      `http://127.0.0.1:${Number(port) === 1 ? 2 : 1}/`,
      "http://127.0.0.1/",
      "http://localhost/",
      "http://10.0.0.1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::1]/",
      "http://[::ffff:127.0.0.1]/",
      "http://[::127.0.0.1]/",
      "http://[::ffff:0:127.0.0.1]/",
      "http://[64:ff9b::127.0.0.1]/",
      "http://[2002:7f00:1::1]/",
      `${site.base}/to-private`,
      `${site.base}/to-metadata`,
    ]) {
      const res = await t.post(PATH, { url });
      expect(res.status, url).toBe(422);
      expect(res.body.error, url).toBe(LESSON_URL_MESSAGES.addressRefused);
    }
  });

  it("refuses pages that are not HTML, too large, missing or without an article, saying which", async () => {
    const M = LESSON_URL_MESSAGES;
    const why = { "/json": M.notAnArticle, "/huge": M.tooLarge, "/nowhere": M.notFound, "/empty": M.notAnArticle };
    for (const [path, message] of Object.entries(why)) {
      const res = await t.post(PATH, { url: `${site.base}${path}` });
      expect(res.status, path).toBe(422);
      expect(res.body.error, path).toBe(message);
    }
    // Each reason opens with the catalogue's own words, and no two reasons read alike.
    const reasons = [M.notFound, M.notAnArticle, M.addressRefused, M.tooLarge, M.unreachable];
    for (const r of reasons) expect(r.startsWith(M.couldNotGenerate)).toBe(true);
    expect(new Set(reasons).size).toBe(reasons.length);
  });

  it("says the site did not answer when nothing listens at an allowed address", async () => {
    const closed = await startSite();
    await closed.close();
    const quiet = await startTestServer({ URL_FETCH_ALLOW: closed.allow });
    try {
      const res = await (await teacher(quiet)).post(PATH, { url: `${closed.base}/article` });
      expect(res.status).toBe(422);
      expect(res.body.error).toBe(LESSON_URL_MESSAGES.unreachable);
    } finally {
      await quiet.close();
    }
  });
});

describe("lesson from a URL with a model", () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let llm: FakeLlm;
  let server: TestServer;
  let t: TestClient;
  beforeAll(async () => {
    site = await startSite();
    llm = await startFakeLlm();
    server = await startTestServer({
      URL_FETCH_ALLOW: site.allow,
      LLM_BASE_URL: llm.url,
      LLM_MODEL: "scripted",
      LLM_TIMEOUT_MS: "2000",
      LLM_MAX_RETRIES: "0",
    });
    t = await teacher(server);
  });
  afterAll(async () => {
    await server?.close();
    await llm?.close();
    await site?.close();
  });

  const written = {
    writing_prompt: "Argue whether probability should count for more than magnitude when weighing.",
    quiz: [
      {
        question: "What does weighing tell the adjudicator?",
        options: ["Why your arguments matter more", "Who spoke first", "The time left"],
        correct: "Why your arguments matter more",
      },
      {
        question: "Which tool asks how likely an impact is?",
        options: ["Magnitude", "Probability", "Reversibility"],
        correct: "Probability",
      },
      { question: "Where does weighing belong?", options: ["Only the summary", "Every speech", "Nowhere"], correct: "Every speech" },
    ],
  };

  it("returns the model's prompt and quiz with the article's reading, the article in the prompt", async () => {
    llm.script([{ kind: "json", content: JSON.stringify(written) }]);
    const res = await t.post(PATH, { url: `${site.base}/article` });
    expect(res.status).toBe(200);
    expect(res.body.engine).not.toBe("offline");
    expect(res.body.writing_prompt).toBe(written.writing_prompt);
    expect(res.body.quiz).toEqual(written.quiz);
    expect(res.body.reading).toContain("The second tool is probability.");
    expect(JSON.stringify(llm.requests.at(-1))).toContain("The second tool is probability.");
  });

  it("refuses a model answer that breaks the schema (a correct answer not among the options, two questions)", async () => {
    for (const bad of [
      { ...written, quiz: written.quiz.map((q) => ({ ...q, correct: "Something else" })) },
      { ...written, quiz: written.quiz.slice(0, 2) },
    ]) {
      llm.script([{ kind: "json", content: JSON.stringify(bad) }]);
      const res = await t.post(PATH, { url: `${site.base}/article` });
      expect(res.status).toBe(502);
      expect(res.body.error).toBe(LESSON_URL_MESSAGES.couldNotGenerate);
    }
  });

  it("does not call the model for a refused address", async () => {
    const before = llm.requests.length;
    const res = await t.post(PATH, { url: "http://10.0.0.1/" });
    expect(res.status).toBe(422);
    expect(llm.requests.length).toBe(before);
  });
});
