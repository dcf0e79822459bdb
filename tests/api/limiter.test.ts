import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "#server/db/client.ts";
import { counterOf, giveBack, purgeCounters, take, takeAll, windowStart, type LimitRule } from "#server/platform/limits/limiter.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";

// The one limiter on its own, on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL).

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  const testDb = await createTestDatabase();
  drop = testDb.drop;
  database = await openDatabase({ url: testDb.url, dataDir: null });
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

const MINUTE: LimitRule = { limit: 3, windowMs: 60_000 };
const at = (iso: string) => new Date(iso);

describe("the limiter", () => {
  it("windows are aligned to the epoch: a day's window is the UTC day", () => {
    expect(windowStart({ limit: 1, windowMs: 86_400_000 }, at("2026-03-04T23:59:59.999Z")).toISOString()).toBe("2026-03-04T00:00:00.000Z");
    expect(windowStart(MINUTE, at("2026-03-04T10:07:31Z")).toISOString()).toBe("2026-03-04T10:07:00.000Z");
  });

  it("counts up to the limit, refuses without counting, and starts afresh in the next window", async () => {
    const { db } = database;
    const now = at("2026-03-04T10:07:10Z");
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await take(db, "t:one", MINUTE, now));
    expect(results).toEqual([true, true, true, false, false]);
    expect(await counterOf(db, "t:one")).toEqual({ count: 3, windowStart: at("2026-03-04T10:07:00Z") });
    expect(await take(db, "t:one", MINUTE, at("2026-03-04T10:08:00Z"))).toBe(true);
    expect(await counterOf(db, "t:one")).toEqual({ count: 1, windowStart: at("2026-03-04T10:08:00Z") });
  });

  it("a limit of 0 allows nothing", async () => {
    expect(await take(database.db, "t:zero", { limit: 0, windowMs: 60_000 })).toBe(false);
  });

  it("100 takes at once: exactly the limit is granted", async () => {
    const rule = { limit: 7, windowMs: 3_600_000 };
    const granted = await Promise.all(Array.from({ length: 100 }, () => take(database.db, "t:parallel", rule)));
    expect(granted.filter(Boolean)).toHaveLength(7);
    expect((await counterOf(database.db, "t:parallel"))?.count).toBe(7);
  });

  it("takeAll counts all keys or none", async () => {
    const { db } = database;
    const now = at("2026-03-04T10:07:10Z");
    const narrow = { key: "t:narrow", rule: { limit: 5, windowMs: 60_000 } };
    const wide = { key: "t:wide", rule: { limit: 2, windowMs: 60_000 } };
    expect(await takeAll(db, [narrow, wide], now)).toBe(true);
    expect(await takeAll(db, [narrow, wide], now)).toBe(true);
    expect(await takeAll(db, [narrow, wide], now)).toBe(false);
    expect((await counterOf(db, "t:narrow"))?.count).toBe(2);
  });

  it("gives back within the same window only, never below zero", async () => {
    const { db } = database;
    const now = at("2026-03-04T10:07:10Z");
    const use = { key: "t:back", rule: MINUTE };
    await take(db, use.key, use.rule, now);
    await giveBack(db, [use], now);
    await giveBack(db, [use], now);
    expect((await counterOf(db, use.key))?.count).toBe(0);
    await take(db, use.key, use.rule, now);
    await giveBack(db, [use], at("2026-03-04T10:09:00Z"));
    expect((await counterOf(db, use.key))?.count).toBe(1);
  });

  it("purges counters whose window began over two days ago", async () => {
    const { db } = database;
    await take(db, "t:old", MINUTE, new Date(Date.now() - 3 * 86_400_000));
    await take(db, "t:fresh", MINUTE);
    await purgeCounters(db);
    expect(await counterOf(db, "t:old")).toBeNull();
    expect(await counterOf(db, "t:fresh")).not.toBeNull();
  });
});
