// withTransaction on a real (embedded) database: a service joins the caller's transaction, and a
// failure anywhere in it undoes every write made through the context.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "#server/db/client.ts";
import { inTransaction, withTransaction } from "#server/platform/context.ts";
import { testCtx } from "#tests/support/request-ctx.ts";

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  await database.db.execute(sql`create table probe (n int)`);
});
afterAll(() => database.close());

const count = async () => {
  const result = await database.db.execute(sql`select count(*)::int as n from probe`);
  return Number((result as { rows: { n: number }[] }).rows[0].n);
};

describe("withTransaction", () => {
  it("opens one transaction, and a nested call joins it rather than opening another", async () => {
    const ctx = testCtx({ db: database.db, clientIp: "192.0.2.1" });
    expect(inTransaction(ctx)).toBe(false);
    await withTransaction(ctx, async (outer, outerTx) => {
      expect(inTransaction(outer)).toBe(true);
      // Everything but the database reads through to the caller's context.
      expect(outer.who).toBe(ctx.who);
      expect(outer.clientIp).toBe("192.0.2.1");
      await withTransaction(outer, async (inner, innerTx) => {
        expect(innerTx).toBe(outerTx);
        expect(inner.db).toBe(outer.db);
        await inner.db.execute(sql`insert into probe values (1)`);
      });
    });
    expect(await count()).toBe(1);
  });

  it("undoes the inner writes when the outer work fails afterwards", async () => {
    const ctx = testCtx({ db: database.db });
    const before = await count();
    await expect(
      withTransaction(ctx, async (outer) => {
        await withTransaction(outer, (inner) => inner.db.execute(sql`insert into probe values (2)`));
        throw new Error("later step failed");
      }),
    ).rejects.toThrow("later step failed");
    expect(await count()).toBe(before);
  });
});
