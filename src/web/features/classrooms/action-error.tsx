import { ApiError } from "#web/ui/api-error.ts";
import { DismissibleAlert } from "#web/ui/dismissible-alert.tsx";

/** A failed action: the spec's message, and the server's reason under it when it gave one. */
export function ActionError({ title, error, onClose }: { title: string; error: unknown; onClose: () => void }) {
  const reason = error instanceof ApiError && error.message && error.message !== title ? error.message : null;
  return (
    <DismissibleAlert tone="problem" title={title} onClose={onClose} testId="action-error">
      {reason}
    </DismissibleAlert>
  );
}
