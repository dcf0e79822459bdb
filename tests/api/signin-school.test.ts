import { beforeAll, describe, expect, it } from "vitest";
import { serverForTests } from "#tests/support/lifecycle.ts";
import { SIGNIN_ADDRESS_WINDOW_MS } from "#server/platform/limits/rules.ts";

// A school behind one address (issue 32): sign-in counts wrong passwords per account (and per device the
// account signed in on), with a wide cap per client address; a class signing in together all gets in,
// while password guessing stays limited per account and per address.

/** The per-address cap this server runs with: low, so a test reaches it in a few dozen tries. */
const ADDRESS_LIMIT = 40;
const server = serverForTests({ RATE_LIMIT: "true", TRUSTED_PROXIES: "127.0.0.1", SIGNIN_ADDRESS_LIMIT: String(ADDRESS_LIMIT) });

const from = (address: string) => ({ "x-forwarded-for": address });
const password = "secret123";
const CLASS = 30;

/**
 * Limits count in fixed windows: a burst that straddles a window's end is counted in two. Within half a
 * minute of the end, wait for the next window first, so a burst is counted in one.
 */
async function awayFromWindowEnd(windowMs: number) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < 30_000) await new Promise((r) => setTimeout(r, left + 100));
}

const signIn = (email: string, pw: string, address: string, client = server.client()) =>
  client.request("POST", "/api/auth/sign-in/email", { email, password: pw }, from(address));

describe("sign-in from a school's one address", () => {
  const emails: string[] = [];
  beforeAll(async () => {
    // Sign-ups are capped per address too (30 per 15 minutes): each student signed up at home.
    for (let i = 0; i < CLASS; i++) {
      const n = Math.random().toString(36).slice(2, 8);
      const res = await server
        .client()
        .request(
          "POST",
          "/api/signup",
          { username: `pupil ${n}`, email: `pupil-${n}@example.com`, password, role: "student" },
          from(`198.51.100.${i + 1}`),
        );
      expect(res.status).toBe(200);
      emails.push(res.body.user.email);
    }
  });

  it("lets a class of thirty sign in from one address within a minute, each on their own browser", async () => {
    const statuses = [];
    for (const email of emails) statuses.push((await signIn(email, password, "203.0.113.10")).status);
    expect(statuses).toEqual(emails.map(() => 200));
    // Signing in again (a second lesson that hour) counts nothing either.
    const again = await Promise.all(emails.map((email) => signIn(email, password, "203.0.113.10")));
    expect(again.map((r) => r.status)).toEqual(emails.map(() => 200));
  });

  it("limits wrong passwords at one account from one address, and the right one waits there too", async () => {
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn(emails[0], `guess-${i}`, "203.0.113.20")).status);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(statuses.slice(8)).toEqual(Array(4).fill(429));
    expect((await signIn(emails[0], password, "203.0.113.20")).status).toBe(429);
    // A classmate at the same address is not held back.
    expect((await signIn(emails[1], password, "203.0.113.20")).status).toBe(200);
  });

  it("keeps the owner's own browser signing in while strangers use up the account's tries", async () => {
    const owner = server.client();
    expect((await signIn(emails[2], password, "192.0.2.50", owner)).status).toBe(200);
    expect(owner.cookies.has("rostrum_device")).toBe(true);
    const strangers = [];
    for (let i = 0; i < 32; i++) strangers.push((await signIn(emails[2], `guess-${i}`, `172.20.0.${i + 1}`)).status);
    expect(strangers.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(strangers.slice(30)).toEqual([429, 429]);
    // A new browser is a stranger; the owner's is known, at the same school address or another.
    expect((await signIn(emails[2], password, "192.0.2.50")).status).toBe(429);
    expect((await signIn(emails[2], password, "192.0.2.50", owner)).status).toBe(200);
    // A device cookie made up or copied onto another account's sign-in is not believed.
    const forger = server.client();
    forger.cookies.set("rostrum_device", owner.cookies.get("rostrum_device")!.replace(/^[^~%]+/, "madeup"));
    expect((await signIn(emails[2], password, "192.0.2.51", forger)).status).toBe(429);
  });

  it("limits wrong passwords across accounts from one address at the per-address cap", async () => {
    const address = "203.0.113.30";
    await awayFromWindowEnd(SIGNIN_ADDRESS_WINDOW_MS);
    // At once, and spread over many accounts (a few tries each, under every account's own limit).
    const res = await Promise.all(Array.from({ length: ADDRESS_LIMIT + 3 }, (_, i) => signIn(emails[3 + (i % 20)], `spray-${i}`, address)));
    const statuses = res.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(ADDRESS_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    // Past the cap even a right password waits at that address; elsewhere it works.
    expect((await signIn(emails[25], password, address)).status).toBe(429);
    expect((await signIn(emails[25], password, "203.0.113.31")).status).toBe(200);
  });

  it("counts parallel wrong passwords at one account exactly", async () => {
    await awayFromWindowEnd(SIGNIN_ADDRESS_WINDOW_MS);
    const res = await Promise.all(Array.from({ length: 14 }, (_, i) => signIn(emails[26], `burst-${i}`, "203.0.113.40")));
    const statuses = res.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(8);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });
});
