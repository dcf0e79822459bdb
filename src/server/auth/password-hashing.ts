import { availableParallelism } from "node:os";

// better-auth hashes passwords with node:crypto's scrypt (N 16384, r 16: about 120 ms of one core each),
// off the event loop on libuv's thread pool. The pool has four threads whatever the cores: on a 2-core
// server a burst of sign-ins ran four hashes at once, each took 440 ms, and the event loop, which serves
// every other request, got a third of a core. Hashes wait here for a turn instead, at most one per core
// but one, so a burst of sign-ins queues behind itself while page requests keep a core.

/** Hashes at once: every core but one for the event loop, and at least one. */
export const HASH_SLOTS = Math.max(1, availableParallelism() - 1);

type Task<T> = () => Promise<T>;

/** At most `slots` tasks at once; the rest wait in order. */
export function gate(slots: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: Task<T>): Promise<T> {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/** better-auth's own hash and check, each waiting for a slot (better-auth.ts `emailAndPassword.password`). */
export async function gatedPasswords(slots = HASH_SLOTS) {
  const { hashPassword, verifyPassword } = await import("better-auth/crypto");
  const run = gate(slots);
  return {
    hash: (password: string) => run(() => hashPassword(password)),
    verify: (data: { hash: string; password: string }) => run(() => verifyPassword(data)),
  };
}
