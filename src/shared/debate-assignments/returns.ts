// A teacher's return of one student's debate round: a comment, the grade the round had, and perhaps one
// more round for that student alone. Kept oldest first beside the work, so the history names every round
// (by its debate id) and its grade even after a new round replaces it. Pure.
import { z } from "zod";
import { RETURN_COMMENT_MAX } from "#shared/classrooms/returns.ts";
import { RETURN_MESSAGES as R } from "#shared/messages/returns.ts";
import { storableText } from "#shared/text.ts";

const roundGradeSchema = z.object({ matter: z.number().int(), manner: z.number().int(), method: z.number().int(), comment: z.string() });

export const debateReturnSchema = z.object({
  returned_at: z.string(),
  /** The round handed back. */
  debate_id: z.string(),
  comment: z.string(),
  /** The teacher's grade on that round (null with none): set again when the next round starts, so a later grade is kept too. */
  grade: roundGradeSchema.nullable(),
  extra_attempt: z.boolean(),
});
export type DebateReturn = z.infer<typeof debateReturnSchema>;

export function storedDebateReturns(value: unknown): DebateReturn[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((r) => {
    const read = debateReturnSchema.safeParse(r);
    return read.success ? [read.data] : [];
  });
}

/** A new round waits: a return of the round still linked gave one. */
export const debateGrantOpen = (returns: readonly DebateReturn[], debateId: string | null): boolean =>
  debateId !== null && returns.some((r) => r.extra_attempt && r.debate_id === debateId);

/** The return the student is looking at: the last one, while its round is still the linked one. */
export function currentDebateReturn(returns: readonly DebateReturn[], debateId: string | null): DebateReturn | null {
  const last = returns.at(-1);
  return last && debateId !== null && last.debate_id === debateId ? last : null;
}

export const returnDebateRequest = z.object({
  comment: storableText().max(RETURN_COMMENT_MAX, R.commentTooLong).optional().default(""),
  /** Let this student debate the motion once more (a new round), beyond the one round the assignment gives. */
  extra_attempt: z.boolean().optional().default(false),
});
export const returnDebateResponse = z.object({ returned: debateReturnSchema, extra_attempt_open: z.boolean() });
