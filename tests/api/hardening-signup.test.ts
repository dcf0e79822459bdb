import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TEACHER_CODE } from "#tests/support/test-server.ts";
import { serverForTests } from "#tests/support/lifecycle.ts";
import { configWarnings, loadConfig } from "#server/platform/config.ts";
import { AUTH_MESSAGES as M } from "#shared/messages/index.ts";

// Sign-up is rate-limited per address (a wrong teacher code more strictly),
// the generated teacher code is long; sign-in is limited per address and per account, with the address
// taken from X-Forwarded-For only behind a trusted proxy.

const server = serverForTests({ RATE_LIMIT: "true", TRUSTED_PROXIES: "127.0.0.1" });

const from = (address: string) => ({ "x-forwarded-for": address });
const signupBody = (over: Record<string, unknown> = {}) => ({
  username: `user ${Math.random().toString(36).slice(2, 8)}`,
  email: `u${Math.random().toString(36).slice(2, 10)}@example.com`,
  password: "secret123",
  role: "student",
  ...over,
});

describe("sign-up limits", () => {
  it("limits sign-ups per address, the taken-username answer included", async () => {
    const first = await server.client().request("POST", "/api/signup", signupBody({ username: "Taken Name" }), from("203.0.113.1"));
    expect(first.status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await server.client().request("POST", "/api/signup", signupBody({ username: "Taken Name" }), from("203.0.113.1"));
      statuses.push(res.status);
      if (res.status === 409) expect(res.body.error).toBe(M.usernameTaken);
    }
    expect(statuses).toContain(409);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not held back.
    expect((await server.client().request("POST", "/api/signup", signupBody(), from("203.0.113.2"))).status).toBe(200);
  });

  it("allows only a few wrong teacher codes per address", async () => {
    const wrong = [];
    for (let i = 0; i < 6; i++) {
      const res = await server
        .client()
        .request("POST", "/api/signup", signupBody({ role: "teacher", teacherCode: `guess-${i}` }), from("203.0.113.3"));
      wrong.push(res.status);
    }
    expect(wrong.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(wrong[5]).toBe(429);
    // Even the right code waits at that address; elsewhere it works.
    const right = signupBody({ role: "teacher", teacherCode: TEACHER_CODE });
    expect((await server.client().request("POST", "/api/signup", right, from("203.0.113.3"))).status).toBe(429);
    expect((await server.client().request("POST", "/api/signup", right, from("203.0.113.4"))).status).toBe(200);
  });

  it("generates a teacher code of at least 12 characters and warns about a shorter configured one", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "rostrum-config-"));
    try {
      const generated = loadConfig({ DATA_DIR: dataDir });
      expect(generated.teacherAccessCode.length).toBeGreaterThanOrEqual(12);
      expect(configWarnings(generated)).toEqual([]);
      const short = loadConfig({ DATA_DIR: dataDir, TEACHER_ACCESS_CODE: "TEACH-2026" });
      expect(configWarnings(short).join(" ")).toMatch(/TEACHER_ACCESS_CODE/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("sign-in limits", () => {
  const password = "secret123";
  let victim: string;
  let classmate: string;
  beforeAll(async () => {
    victim = (await server.client().request("POST", "/api/signup", signupBody(), from("192.0.2.1"))).body.user.email;
    classmate = (await server.client().request("POST", "/api/signup", signupBody(), from("192.0.2.2"))).body.user.email;
  });

  it("takes the address from X-Forwarded-For behind a trusted proxy: one attacker does not lock out the school", async () => {
    const statuses: number[] = [];
    // Limits count in fixed 15-minute windows: twice the allowance and one more is refused even if a window turns mid-run.
    for (let i = 0; i < 17; i++) {
      statuses.push(
        (await server.client().request("POST", "/api/auth/sign-in/email", { email: victim, password: "wrong-one" }, from("10.1.0.66")))
          .status,
      );
    }
    expect(statuses).toContain(429);
    const other = await server.client().request("POST", "/api/auth/sign-in/email", { email: classmate, password }, from("10.1.0.7"));
    expect(other.status).toBe(200);
    // The victim, from their own desk, is not locked out either.
    const owner = await server.client().request("POST", "/api/auth/sign-in/email", { email: victim, password }, from("10.1.0.8"));
    expect(owner.status).toBe(200);
  });

  it("limits guesses at one account however many addresses they come from", async () => {
    const target = (await server.client().request("POST", "/api/signup", signupBody(), from("192.0.2.3"))).body.user.email;
    const statuses: number[] = [];
    // Up to twice the account's allowance (30) and one more: the windows are fixed, so one may turn mid-run.
    for (let i = 0; i < 61 && !statuses.includes(429); i++) {
      const res = await server
        .client()
        .request("POST", "/api/auth/sign-in/email", { email: target, password: `guess-${i}` }, from(`172.16.5.${i + 1}`));
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("ignores X-Forwarded-For from an address that is not a trusted proxy", async () => {
    const plain = await startTestServer({ RATE_LIMIT: "true" });
    try {
      const email = (await plain.client().post("/api/signup", signupBody())).body.user.email;
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await plain
          .client()
          .request("POST", "/api/auth/sign-in/email", { email, password: "wrong-one" }, from(`10.9.0.${i + 1}`));
        statuses.push(res.status);
      }
      expect(statuses).toContain(429);
    } finally {
      await plain.close();
    }
  });
});
