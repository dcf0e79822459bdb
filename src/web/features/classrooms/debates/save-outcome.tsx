import { Alert } from "@mantine/core";
import { errorText } from "#web/ui/api-error.ts";

/** How a teacher's save went: what was done, or why it failed (the server's reason, else the form's own message). */
export function SaveOutcome({
  mutation,
  done,
  failed,
}: {
  mutation: { isSuccess: boolean; isError: boolean; error: unknown };
  done: string;
  failed: string;
}) {
  if (mutation.isError)
    return (
      <Alert color="red" role="alert">
        {errorText(mutation.error, failed)}
      </Alert>
    );
  if (mutation.isSuccess)
    return (
      <Alert color="teal" role="status">
        {done}
      </Alert>
    );
  return null;
}
