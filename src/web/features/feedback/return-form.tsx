import { ApiError } from "#web/ui/api-error.ts";
import { ReturnFields } from "#web/ui/return-fields.tsx";
import { RETURN_MESSAGES as R } from "#shared/messages/returns.ts";
import { useReturnWork } from "./api/use-return-work";
import type { WorkKey } from "./api/use-student-work";

/** A refusal with its own reason (4xx) says it; anything else gets the catalogue's message. */
const failure = (err: unknown) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message ? err.message : R.returnFailed;

/**
 * Return on a lesson: hand this student's work back with a comment and, if the teacher ticks it, one more
 * attempt for this student alone. The grade and feedback above stay as saved; the return joins the history.
 */
export function ReturnForm({ workKey, student, attemptOpen }: { workKey: WorkKey; student: string; attemptOpen: boolean }) {
  const giveBack = useReturnWork(workKey);
  return (
    <ReturnFields
      student={student}
      attemptOpen={attemptOpen}
      attemptLabel="Allow one more attempt (for this student only)"
      attemptHint="On top of the assignment's attempts, even if they are used. The quiz's answers stay hidden until this attempt is turned in."
      pending={giveBack.isPending}
      error={giveBack.isError ? failure(giveBack.error) : null}
      onReturn={async (comment, extra) => {
        const r = await giveBack.mutateAsync({ comment, extra_attempt: extra });
        return r.returned.extra_attempt ? R.returnedWithAttempt : R.returned;
      }}
    />
  );
}
