import type { LimitRule } from "./limiter";

// The rules of the limits that better-auth's own limiter (per address and path) does not cover:
// sign-up, sign-in, and guesses at codes. Counted by the one limiter (platform/limits).

const MINUTE = 60_000;

/** Sign-ups per address: a whole class behind one school address must fit. */
export const SIGNUP_PER_ADDRESS: LimitRule = { limit: 30, windowMs: 15 * MINUTE };
/** Wrong teacher codes per address: a few typos, not a guessing run. */
export const WRONG_TEACHER_CODES: LimitRule = { limit: 5, windowMs: 60 * MINUTE };
/** Wrong passwords at one account from one address: one attacker does not lock the owner out elsewhere. */
export const SIGNIN_PER_ACCOUNT_ADDRESS: LimitRule = { limit: 8, windowMs: 15 * MINUTE };
/** Wrong passwords at one account from anywhere but its known devices: many addresses do not make many guesses. */
export const SIGNIN_PER_ACCOUNT: LimitRule = { limit: 30, windowMs: 15 * MINUTE };
/**
 * Wrong passwords at one account from a device that signed in to it before (auth/signin-device.ts): the
 * owner's own browser keeps its few tries while strangers use up the account's.
 */
export const SIGNIN_PER_ACCOUNT_DEVICE: LimitRule = { limit: 8, windowMs: 15 * MINUTE };
/**
 * Wrong passwords per client address across accounts, per 15 minutes (SIGNIN_ADDRESS_LIMIT): sized for a
 * school whose classes share one public address, where the narrow limits above do the real work. Right
 * passwords are not counted, so it caps guessing across accounts, not how many students sign in.
 */
export const signinPerAddress = (limit: number): LimitRule => ({ limit, windowMs: SIGNIN_ADDRESS_WINDOW_MS });
export const SIGNIN_ADDRESS_WINDOW_MS = 15 * MINUTE;
/** SIGNIN_ADDRESS_LIMIT's default: a whole school's mistypes at the start of the day behind one address. */
export const DEFAULT_SIGNIN_ADDRESS_LIMIT = 300;
/** Username changes per account: a few tries at a free name, not a run through everyone's names. */
export const RENAMES_PER_ACCOUNT: LimitRule = { limit: 10, windowMs: 60 * MINUTE };

/** Draft saves per account: one a second while typing in two tabs, with room to spare. */
export const DRAFT_SAVES: LimitRule = { limit: 120, windowMs: MINUTE };
export const draftSavesKey = (userId: string) => `draft-saves:${userId}`;

/** Reset e-mails per account: a few lost mails, not an inbox flooded (the asker is answered alike). */
export const RESET_MAILS_PER_ACCOUNT: LimitRule = { limit: 3, windowMs: 60 * MINUTE };

/** The AI's advice on live rounds per chair: each asks the judge (or a model) to read a whole round. */
export const LIVE_ADVICE: LimitRule = { limit: 30, windowMs: 10 * MINUTE };
export const liveAdviceKey = (userId: string) => `live-advice:${userId}`;
