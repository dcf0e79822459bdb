import { describe, expect, it } from "vitest";
import { gate, gatedPasswords } from "#server/auth/password-hashing.ts";

// Password hashes wait for a slot (one per core but one), so a burst of sign-ins cannot take every core.

describe("the password hashing gate", () => {
  it("runs at most its slots at once, the rest in order, and passes results and errors through", async () => {
    const run = gate(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (i: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setImmediate(r));
      running--;
      order.push(i);
      if (i === 3) throw new Error("three");
      return i * 10;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map((i) => run(task(i))));
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : (r.reason as Error).message))).toEqual([0, 10, 20, "three", 40, 50]);
  });

  it("hashes and checks as better-auth does", async () => {
    const passwords = await gatedPasswords(1);
    const hash = await passwords.hash("secret123");
    expect(await passwords.verify({ hash, password: "secret123" })).toBe(true);
    expect(await passwords.verify({ hash, password: "secret124" })).toBe(false);
  });
});
