import { useState } from "react";
import { Alert, Button, Checkbox, Group, Stack, Text, Textarea } from "@mantine/core";
import { IconArrowBackUp } from "@tabler/icons-react";
import { ApiError } from "#web/ui/api-error.ts";
import { RETURN_COMMENT_MAX } from "#shared/classrooms/returns.ts";
import { RETURN_MESSAGES as R } from "#shared/messages/returns.ts";
import { useReturnWork } from "./api/use-return-work";
import type { WorkKey } from "./api/use-student-work";

/** A refusal with its own reason (4xx) says it; anything else gets the catalogue's message. */
const failure = (err: unknown) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message ? err.message : R.returnFailed;

/**
 * Return: hand this student's work back with a comment and, if the teacher ticks it, one more attempt for
 * this student alone. The grade and feedback above stay as saved; the return is added to the history.
 */
export function ReturnForm({ workKey, student, attemptOpen }: { workKey: WorkKey; student: string; attemptOpen: boolean }) {
  const [comment, setComment] = useState("");
  const [extra, setExtra] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const giveBack = useReturnWork(workKey);

  const send = () => {
    setDone(null);
    giveBack.mutate(
      { comment, extra_attempt: extra },
      {
        onSuccess: (r) => {
          setDone(r.returned.extra_attempt ? R.returnedWithAttempt : R.returned);
          setComment("");
          setExtra(false);
        },
      },
    );
  };

  return (
    <Stack gap="sm" data-testid="return-form">
      <Textarea
        label={`Comment for ${student}`}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
        maxLength={RETURN_COMMENT_MAX}
        autosize
        minRows={2}
        maxRows={8}
        data-testid="return-comment"
      />
      <Checkbox
        label="Allow one more attempt (for this student only)"
        description={
          attemptOpen
            ? `${student} already has one more attempt waiting; returning again does not add another.`
            : "On top of the assignment's attempts, even if they are used. The quiz's answers stay hidden until this attempt is turned in."
        }
        checked={extra}
        disabled={attemptOpen}
        onChange={(e) => setExtra(e.currentTarget.checked)}
        data-testid="return-extra-attempt"
      />
      {giveBack.isError && (
        <Alert color="red" role="alert" data-testid="return-error">
          {failure(giveBack.error)}
        </Alert>
      )}
      {done && (
        <Text role="status" c="teal.9" fw={600} data-testid="return-done">
          {done}
        </Text>
      )}
      <Group>
        <Button
          variant="outline"
          leftSection={<IconArrowBackUp size={18} aria-hidden />}
          onClick={send}
          loading={giveBack.isPending}
          data-testid="return-work"
        >
          Return
        </Button>
      </Group>
    </Stack>
  );
}
