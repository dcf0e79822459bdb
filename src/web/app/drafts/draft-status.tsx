import { Text } from "@mantine/core";
import { DRAFT_MESSAGES as M } from "#shared/messages/drafts.ts";
import type { DraftStatus as Status } from "./use-draft";

const TEXT: Partial<Record<Status, string>> = { saving: M.saving, saved: M.saved, error: M.notSaved };

/** A quiet line near the text: whether what the student typed is safe on the server. */
export function DraftStatus({ status }: { status: Status }) {
  return (
    <Text size="xs" c={status === "error" ? "orange.9" : "dimmed"} role="status" aria-live="polite" data-testid="draft-status" mih={18}>
      {TEXT[status] ?? ""}
    </Text>
  );
}
