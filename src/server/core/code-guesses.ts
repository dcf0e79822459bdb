import type { Db } from "../db/client";
import { TooMany } from "../errors";
import { giveBack, takeAll, type LimitRule, type LimitUse } from "../platform/limits/limiter";
import { UNLOCK_MAX_WRONG, UNLOCK_WINDOW_MS } from "../../shared/modules/rules";

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
 * Checks one guess at a code under `uses`. The guess is counted BEFORE the code is checked, in one
 * statement per counter (all or none), so parallel guesses cannot all pass a count none of them has
 * raised yet; past any limit the guess is refused with `tooMany` and the code is not looked at.
 * `check` answers null for a wrong code; anything else (a right code, one this user already used,
 * or an error that is not about the code) is given back, so a student's own code never uses up
 * their allowance, however many times they send it at once.
 */
export async function guessCode<T>(
  deps: { db: Db; now(): Date },
  uses: readonly LimitUse[],
  tooMany: string,
  check: () => Promise<T | null>,
): Promise<T | null> {
  const now = deps.now();
  if (!(await takeAll(deps.db, uses, now))) throw new TooMany(tooMany);
  let wrong = false;
  try {
    const result = await check();
    wrong = result === null;
    return result;
  } finally {
    if (!wrong) await giveBack(deps.db, uses, now);
  }
}
