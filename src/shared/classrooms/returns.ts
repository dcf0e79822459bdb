// A teacher's return of one student's work (as Google Classroom's Return): a comment, the grade it
// carried, and perhaps one more attempt for that student alone. Every return is kept, oldest first, so
// the history shows each attempt, each grade and each hand-back. Pure: read by the server's refusal and
// answer rules and by both screens.
import { z } from "zod";
import { RETURN_MESSAGES as R } from "#shared/messages/returns.ts";
import { storableText } from "#shared/text.ts";

export const RETURN_COMMENT_MAX = 2_000;

export const returnEntrySchema = z.object({
  returned_at: z.string(),
  /** How many attempts had been turned in when the work was returned (the one it answers). */
  after_attempt: z.number().int(),
  comment: z.string(),
  /** The teacher's grade at the time of the return (null with none): later grades do not rewrite it. */
  teacher_score: z.number().int().nullable(),
  /** This return gave the student one more attempt, beyond the assignment's own. */
  extra_attempt: z.boolean(),
});
export type ReturnEntry = z.infer<typeof returnEntrySchema>;

/** The stored returns that read as returns (anything else is dropped), oldest first. */
export function storedReturns(value: unknown): ReturnEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((r) => {
    const read = returnEntrySchema.safeParse(r);
    return read.success ? [read.data] : [];
  });
}

export interface Grant {
  /** Attempts given beyond the assignment's own, all told. */
  extra: number;
  /** A granted attempt is waiting: given after the last attempt turned in, and not used yet. */
  open: boolean;
}

/** What the returns give this student on top of the assignment's attempts. */
export function grantOf(returns: readonly ReturnEntry[], attemptCount: number): Grant {
  const granted = returns.filter((r) => r.extra_attempt);
  return { extra: granted.length, open: granted.some((r) => r.after_attempt >= attemptCount) };
}

/** The return the student is looking at now: the last one, unless they have turned the work in since. */
export function currentReturn(returns: readonly ReturnEntry[], attemptCount: number): ReturnEntry | null {
  const last = returns.at(-1);
  return last && last.after_attempt >= attemptCount ? last : null;
}

// ---- the Return request and its answer

export const returnWorkRequest = z.object({
  comment: storableText().max(RETURN_COMMENT_MAX, R.commentTooLong).optional().default(""),
  /** Give this student one more attempt, beyond the assignment's. */
  extra_attempt: z.boolean().optional().default(false),
});
export type ReturnWorkRequest = z.input<typeof returnWorkRequest>;

export const returnWorkResponse = z.object({
  returned: returnEntrySchema,
  /** A granted attempt waits for the student (this return's, or an earlier one not used yet). */
  extra_attempt_open: z.boolean(),
});
export type ReturnWorkResponse = z.infer<typeof returnWorkResponse>;
