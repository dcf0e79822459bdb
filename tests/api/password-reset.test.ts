import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtp, type LocalSmtp } from "#tests/support/smtp.ts";
import { startTestServer, type TestServer } from "#tests/support/test-server.ts";

// "Forgot password?": with SMTP, a link to the web app's reset page; without, no reset by e-mail at all.
// Neither answer tells whether an address has an account.

const linkIn = (text: string) => text.match(/https?:\/\/\S+#\/reset-password\?token=(\S+)/);

describe("with SMTP", () => {
  let smtp: LocalSmtp;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer({
      SMTP_URL: smtp.url,
      MAIL_FROM: "Rostrum <no-reply@rostrum.test>",
      RATE_LIMIT: "true",
      TRUSTED_PROXIES: "127.0.0.1",
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it("mails a link to the reset page; the token sets a new password once and ends every session", async () => {
    const c = server.client();
    const { input } = await c.signup({ email: "forgetful@example.com" });
    await expect.poll(() => smtp.mail.length, { timeout: 5000 }).toBe(1);
    const confirm = smtp.mail[0].text.match(/https?:\/\/\S+verify-email\S+/)![0];
    await c.get(new URL(confirm).pathname + new URL(confirm).search);
    expect((await c.get("/api/me")).body.user?.email).toBe("forgetful@example.com");

    const asked = await server
      .client()
      .request("POST", "/api/auth/request-password-reset", { email: "forgetful@example.com" }, { "x-forwarded-for": "198.51.100.1" });
    const unknown = await server
      .client()
      .request("POST", "/api/auth/request-password-reset", { email: "nobody@example.com" }, { "x-forwarded-for": "198.51.100.1" });
    expect(asked.status).toBe(200);
    expect([unknown.status, unknown.body]).toEqual([asked.status, asked.body]);
    await expect.poll(() => smtp.mail.length, { timeout: 5000 }).toBe(2);
    expect(smtp.mail[1].raw).toContain("forgetful@example.com");
    const token = decodeURIComponent(linkIn(smtp.mail[1].text)![1]);

    const short = await server.client().post("/api/auth/reset-password", { token, newPassword: "abc" });
    expect(short.status).toBe(400);
    const ok = await server.client().post("/api/auth/reset-password", { token, newPassword: "freshpass1" });
    expect(ok.status).toBe(200);
    expect((await c.get("/api/me")).body.user).toBeNull();
    expect((await server.client().signin(input.email, input.password)).status).toBe(401);
    expect((await server.client().signin(input.email, "freshpass1")).status).toBe(200);
    const again = await server.client().post("/api/auth/reset-password", { token, newPassword: "another1" });
    expect(again.status).toBe(400);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mail.length).toBe(2); // nothing went to the unknown address
  });

  const ask = (email: string) =>
    server.client().request("POST", "/api/auth/request-password-reset", { email }, { "x-forwarded-for": "198.51.100.2" });
  const resetMailsTo = (email: string) => smtp.mail.filter((m) => m.to.includes(email) && m.subject === "Reset your Rostrum password");

  it("answers before the e-mail is sent, so a slow mail server does not set a known address apart", async () => {
    const { input } = await server.client().signup({ email: "patient@example.com" });
    const release = smtp.hold();
    try {
      const answer = await Promise.race([
        ask(input.email),
        new Promise((r) => setTimeout(() => r("no answer while the e-mail waits"), 5000)),
      ]);
      expect(answer).toMatchObject({ status: 200 });
      expect(resetMailsTo(input.email)).toEqual([]);
    } finally {
      release();
    }
    await expect.poll(() => resetMailsTo(input.email).length, { timeout: 5000 }).toBe(1);
  });

  it("answers a known address as an unknown one while the mail server is down", async () => {
    const { input } = await server.client().signup({ email: "unlucky@example.com" });
    smtp.down = true;
    try {
      const known = await ask(input.email);
      const unknown = await ask("nobody.else@example.com");
      expect(known.status).toBe(200);
      expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    } finally {
      smtp.down = false;
    }
  });

  it("a newer link ends the older one, and a used one ends them all", async () => {
    const { input } = await server.client().signup({ email: "twice@example.com" });
    const tokens = async (n: number) => {
      await expect.poll(() => resetMailsTo(input.email).length, { timeout: 5000 }).toBe(n);
      return resetMailsTo(input.email).map((m) => decodeURIComponent(linkIn(m.text)![1]));
    };
    await server
      .client()
      .request("POST", "/api/auth/request-password-reset", { email: input.email }, { "x-forwarded-for": "198.51.100.3" });
    const [first] = await tokens(1);
    await server
      .client()
      .request("POST", "/api/auth/request-password-reset", { email: input.email }, { "x-forwarded-for": "198.51.100.3" });
    const [, second] = await tokens(2);
    expect((await server.client().post("/api/auth/reset-password", { token: first, newPassword: "older-link1" })).status).toBe(400);
    await server
      .client()
      .request("POST", "/api/auth/request-password-reset", { email: input.email }, { "x-forwarded-for": "198.51.100.3" });
    const [, , third] = await tokens(3);
    expect((await server.client().post("/api/auth/reset-password", { token: third, newPassword: "newest-link1" })).status).toBe(200);
    expect((await server.client().post("/api/auth/reset-password", { token: second, newPassword: "older-link2" })).status).toBe(400);
  });

  it("sends an account at most 3 reset e-mails an hour, with the same answer past the cap", async () => {
    const { input } = await server.client().signup({ email: "flooded@example.com" });
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const res = await server
        .client()
        .request("POST", "/api/auth/request-password-reset", { email: input.email }, { "x-forwarded-for": `198.51.100.${20 + i}` });
      answers.push([res.status, res.body]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    await expect.poll(() => resetMailsTo(input.email).length, { timeout: 5000 }).toBe(3);
    await new Promise((r) => setTimeout(r, 300));
    expect(resetMailsTo(input.email).length).toBe(3);
  });

  it("is limited per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await server
        .client()
        .request("POST", "/api/auth/request-password-reset", { email: `x${i}@example.com` }, { "x-forwarded-for": "198.51.100.9" });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses).toContain(429);
  });
});

describe("without SMTP", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("resets nothing by e-mail, with one answer for every address", async () => {
    const c = server.client();
    const { input } = await c.signup();
    const known = await server.client().post("/api/auth/request-password-reset", { email: input.email });
    const unknown = await server.client().post("/api/auth/request-password-reset", { email: "nobody@example.com" });
    expect(known.status).toBe(400);
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    const publicConfig = await server.client().get("/api/public-config");
    expect(publicConfig.body.emailConfirmation).toBe(false);
  });
});
