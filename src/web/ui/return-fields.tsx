import { useState } from "react";
import { Alert, Button, Checkbox, Group, Stack, Text, Textarea } from "@mantine/core";
import { IconArrowBackUp } from "@tabler/icons-react";
import { RETURN_COMMENT_MAX } from "#shared/classrooms/returns.ts";

export interface ReturnFieldsProps {
  student: string;
  /** A granted attempt already waits: ticking again would add nothing. */
  attemptOpen: boolean;
  /** What the extra attempt means here (a lesson's attempt, a debate's round). */
  attemptLabel: string;
  attemptHint: string;
  pending: boolean;
  error: string | null;
  /** Sends the return; resolves with what to say once it is done, rejects when refused (the error shows). */
  onReturn: (comment: string, extraAttempt: boolean) => Promise<string>;
}

/** Return's fields: a comment, one more attempt for this student only, and the button. The caller sends it. */
export function ReturnFields({ student, attemptOpen, attemptLabel, attemptHint, pending, error, onReturn }: ReturnFieldsProps) {
  const [comment, setComment] = useState("");
  const [extra, setExtra] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const send = () => {
    setDone(null);
    onReturn(comment, extra).then(
      (said) => {
        setDone(said);
        setComment("");
        setExtra(false);
      },
      () => undefined,
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
        label={attemptLabel}
        description={attemptOpen ? `${student} already has one waiting; returning again does not add another.` : attemptHint}
        checked={extra}
        disabled={attemptOpen}
        onChange={(e) => setExtra(e.currentTarget.checked)}
        data-testid="return-extra-attempt"
      />
      {error && (
        <Alert color="red" role="alert" data-testid="return-error">
          {error}
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
          loading={pending}
          data-testid="return-work"
        >
          Return
        </Button>
      </Group>
    </Stack>
  );
}
