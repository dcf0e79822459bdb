import type { LimitRule } from "./limiter";

// The rules of the limits that better-auth's own limiter (per address and path) does not cover:
// sign-up, sign-in per account, and guesses at codes. Counted by the one limiter (platform/limits).

const MINUTE = 60_000;

/** Sign-ups per address: a whole class behind one school address must fit. */
export const SIGNUP_PER_ADDRESS: LimitRule = { limit: 30, windowMs: 15 * MINUTE };
/** Wrong teacher codes per address: a few typos, not a guessing run. */
export const WRONG_TEACHER_CODES: LimitRule = { limit: 5, windowMs: 60 * MINUTE };
/** Sign-ins at one account from one address: one attacker does not lock the owner out elsewhere. */
export const SIGNIN_PER_ACCOUNT_ADDRESS: LimitRule = { limit: 8, windowMs: 15 * MINUTE };
/** Sign-ins at one account from anywhere: many addresses do not make many guesses. */
export const SIGNIN_PER_ACCOUNT: LimitRule = { limit: 30, windowMs: 15 * MINUTE };
/** Username changes per account: a few tries at a free name, not a run through everyone's names. */
export const RENAMES_PER_ACCOUNT: LimitRule = { limit: 10, windowMs: 60 * MINUTE };

/** Draft saves per account: one a second while typing in two tabs, with room to spare. */
export const DRAFT_SAVES: LimitRule = { limit: 120, windowMs: MINUTE };
export const draftSavesKey = (userId: string) => `draft-saves:${userId}`;

/** Reset e-mails per account: a few lost mails, not an inbox flooded (the asker is answered alike). */
export const RESET_MAILS_PER_ACCOUNT: LimitRule = { limit: 3, windowMs: 60 * MINUTE };
