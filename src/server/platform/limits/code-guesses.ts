import type { Db, Tx } from "#server/db/client.ts";
import { TooMany } from "#server/platform/errors.ts";
import { giveBack, take, type LimitRule, type LimitUse } from "./limiter";
import { UNLOCK_MAX_WRONG, UNLOCK_WINDOW_MS } from "#shared/modules/rules.ts";

// Guesses at short codes (class join codes, module unlock codes, the teacher code) are counted by the
// one limiter: per user, and per address across accounts, so new accounts bring no new guesses.

/** Wrong join and unlock codes per user: both are guesses at a 6-character code, so one allowance. */
export const WRONG_CODES_PER_USER: LimitRule = { limit: UNLOCK_MAX_WRONG, windowMs: UNLOCK_WINDOW_MS };
/**
 * Wrong join and unlock codes per address, whatever the account: room for a class behind one school
 * address to mistype, not for a guessing run with a fresh account every five guesses.
 */
export const WRONG_CODES_PER_ADDRESS: LimitRule = { limit: 30, windowMs: UNLOCK_WINDOW_MS };

/** The counter key of a user's code guesses (also read by the data export, forgotten with the account). */
export const codeGuessUserKey = (userId: string) => `code-guess:user:${userId}`;

/** The counters a signed-in user's join or unlock code counts against, narrowest first. */
export const codeGuessUses = (userId: string, address: string | undefined): LimitUse[] => [
  { key: codeGuessUserKey(userId), rule: WRONG_CODES_PER_USER },
  { key: `code-guess:address:${address ?? "unknown"}`, rule: WRONG_CODES_PER_ADDRESS },
];

/**
 * Checks one guess at a code under `uses`, in one transaction: the guess is counted first (one
 * statement per counter, which takes the counter's row lock), then `check` looks at the code, and a
 * right code gives the count back before commit. Guesses by one user, or from one address, so take
 * turns for the moment a check lasts: each sees the count the ones before it left, and 100 parallel
 * guesses get exactly the allowance checked. Past any limit the guess is refused with `tooMany` and the
 * code is not looked at, right or wrong. `check` answers null for a wrong code; anything else (a right
 * code, or one this user already used) costs nothing, so a student's own code, sent however many times
 * at once, never uses up their allowance. An error in `check` rolls the count back with everything else.
 */
export async function guessCode<T>(
  deps: { db: Db; now(): Date },
  uses: readonly LimitUse[],
  tooMany: string,
  check: (tx: Tx) => Promise<T | null>,
): Promise<T | null> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    for (const { key, rule } of uses) if (!(await take(tx, key, rule, now))) throw new TooMany(tooMany);
    const result = await check(tx);
    if (result !== null) await giveBack(tx, uses, now);
    return result;
  });
}
