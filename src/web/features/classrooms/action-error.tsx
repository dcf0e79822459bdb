import { Alert } from "@mantine/core";
import { ApiError } from "../../app/client";

/** A failed action: the spec's message, and the server's reason under it when it gave one. */
export function ActionError({ title, error, onClose }: { title: string; error: unknown; onClose: () => void }) {
  const reason = error instanceof ApiError && error.message && error.message !== title ? error.message : null;
  return (
    <Alert color="red" role="alert" title={title} withCloseButton closeButtonLabel="Dismiss" onClose={onClose} data-testid="action-error">
      {reason}
    </Alert>
  );
}
