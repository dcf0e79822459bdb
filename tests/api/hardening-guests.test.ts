import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like, sql } from "drizzle-orm";
import { startFakeLlm, type FakeLlm } from "#tests/support/fake-llm.ts";
import { startTestServer, type TestServer } from "#tests/support/test-server.ts";
import { debates, motionHistory } from "#server/db/schema/index.ts";
import { purgeExpired } from "#server/jobs/retention.ts";
import { AI_MESSAGES as M } from "#shared/messages/index.ts";

// A guest's identity is the server's, guests share an allowance per address
// and a daily budget, guest starts count, and guest rounds and motion history expire.

const MOTION = "This House would ban homework in primary schools.";
const GUEST = "rostrum_guest";
const motionAnswer = { kind: "json" as const, content: JSON.stringify({ motion: "This House would plant more trees." }) };

describe("guests with a model", () => {
  let llm: FakeLlm;
  let server: TestServer;
  beforeAll(async () => {
    llm = await startFakeLlm();
    llm.setDefault(motionAnswer);
    server = await startTestServer({
      LLM_BASE_URL: llm.url,
      LLM_MODEL: "scripted",
      LLM_MAX_RETRIES: "0",
      AI_GUEST_DAILY_LIMIT: "3",
      AI_GUEST_ADDRESS_DAILY_LIMIT: "5",
      AI_GUEST_TOTAL_DAILY_LIMIT: "8",
      TRUSTED_PROXIES: "127.0.0.1",
    });
  });
  afterAll(async () => {
    await server?.close();
    await llm?.close();
  });

  it("cannot reset the allowance by dropping the cookie: an address has its own allowance", async () => {
    const from = { "x-forwarded-for": "203.0.113.7" };
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await server.client().request("GET", "/api/generate-motion", undefined, from)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    const over = await server.client().request("GET", "/api/generate-motion", undefined, from);
    expect([over.status, over.body.error]).toEqual([429, M.dailyLimit]);
  });

  it("stops every guest at the overall daily guest budget without calling the model", async () => {
    // 5 guest calls were made above; 3 more from new addresses reach the budget of 8.
    for (let i = 1; i <= 3; i++) {
      const res = await server.client().request("GET", "/api/generate-motion", undefined, { "x-forwarded-for": `198.51.100.${i}` });
      expect(res.status).toBe(200);
    }
    const calls = llm.requests.length;
    const over = await server.client().request("GET", "/api/generate-motion", undefined, { "x-forwarded-for": "198.51.100.99" });
    expect([over.status, over.body.error]).toEqual([429, M.dailyLimit]);
    expect(llm.requests.length).toBe(calls);
    // A signed-in user is not a guest: the guest budget does not stop them.
    const user = server.client();
    await user.signup();
    expect((await user.request("GET", "/api/generate-motion", undefined, { "x-forwarded-for": "198.51.100.99" })).status).toBe(200);
  });
});

describe("guest identity and retention (offline coach)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ AI_GUEST_DAILY_LIMIT: "3", TRUSTED_PROXIES: "127.0.0.1" });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("issues the guest identity itself: a value the client chose is replaced", async () => {
    const c = server.client();
    const chosen = "a".repeat(30);
    c.cookies.set(GUEST, chosen);
    const start = await c.post("/api/debate/start", { motion: MOTION, side: "Government" });
    expect(start.status).toBe(200);
    expect(c.cookies.get(GUEST)).toBeDefined();
    expect(c.cookies.get(GUEST)).not.toBe(chosen);
    const rows = await server.deps.db
      .select()
      .from(debates)
      .where(eq(debates.subject, `guest:${chosen}`));
    expect(rows).toHaveLength(0);
    // The identity the server issued is kept from one request to the next.
    expect((await c.get("/api/debate/history")).body.started).toBe(true);
  });

  it("counts guest starts against the guest allowance", async () => {
    const c = server.client();
    const from = { "x-forwarded-for": "192.0.2.44" };
    for (let i = 0; i < 3; i++)
      expect((await c.request("POST", "/api/debate/start", { motion: MOTION, side: "Government" }, from)).status).toBe(200);
    const over = await c.request("POST", "/api/debate/start", { motion: MOTION, side: "Government" }, from);
    expect([over.status, over.body.error]).toEqual([429, M.dailyLimit]);
  });

  it("replaces the guest identity at sign-in and at sign-out", async () => {
    const c = server.client();
    expect(
      (await c.request("POST", "/api/debate/start", { motion: MOTION, side: "Opposition" }, { "x-forwarded-for": "192.0.2.45" })).status,
    ).toBe(200);
    const guest = c.cookies.get(GUEST);
    expect(guest).toBeDefined();
    const { input } = await c.signup();
    expect(c.cookies.get(GUEST)).toBeUndefined();
    await c.post("/api/auth/sign-out");
    // The next person at this computer is a new guest, without the last guest's round.
    const after = await c.get("/api/debate/history");
    expect(after.body.started).toBe(false);
    expect(c.cookies.get(GUEST) ?? "").not.toBe(guest);

    const d = server.client();
    expect(
      (await d.request("POST", "/api/debate/start", { motion: MOTION, side: "Opposition" }, { "x-forwarded-for": "192.0.2.46" })).status,
    ).toBe(200);
    expect(d.cookies.get(GUEST)).toBeDefined();
    expect((await d.signin(input.email, input.password)).status).toBe(200);
    expect(d.cookies.get(GUEST)).toBeUndefined();
  });

  it("purges guest rounds and motion history older than the retention, and nothing else", async () => {
    const { db } = server.deps;
    const guest = server.client();
    await guest.request("POST", "/api/debate/start", { motion: MOTION, side: "Government" }, { "x-forwarded-for": "192.0.2.47" });
    await guest.request("GET", "/api/generate-motion", undefined, { "x-forwarded-for": "192.0.2.47" });
    const user = server.client();
    await user.signup();
    await user.post("/api/debate/start", { motion: MOTION, side: "Government" });
    await user.get("/api/generate-motion");
    const old = sql`now() - interval '8 days'`;
    await db.update(debates).set({ createdAt: old, updatedAt: old });
    await db.update(motionHistory).set({ shownAt: old });
    const fresh = server.client();
    await fresh.request("POST", "/api/debate/start", { motion: MOTION, side: "Government" }, { "x-forwarded-for": "192.0.2.48" });

    await purgeExpired(server.deps);

    const guestRounds = await db.select().from(debates).where(like(debates.subject, "guest:%"));
    expect(guestRounds).toHaveLength(1); // only the fresh guest's
    expect(await db.select().from(debates).where(like(debates.subject, "user:%"))).not.toHaveLength(0);
    expect(await db.select().from(motionHistory).where(like(motionHistory.subject, "guest:%"))).toHaveLength(0);
    expect(
      await db
        .select()
        .from(motionHistory)
        .where(and(like(motionHistory.subject, "user:%"))),
    ).toHaveLength(1);
    expect((await fresh.get("/api/debate/history")).body.started).toBe(true);
    // Several servers may purge at once: a second pass finds nothing and fails nothing.
    await Promise.all([purgeExpired(server.deps), purgeExpired(server.deps)]);
  });
});
