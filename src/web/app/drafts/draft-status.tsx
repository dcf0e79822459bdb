import { Alert, Text, Textarea } from "@mantine/core";
import { DRAFT_MESSAGES as M } from "#shared/messages/drafts.ts";
import type { DraftStatus as Status } from "./use-draft";

const TEXT: Partial<Record<Status, string>> = { saving: M.saving, saved: M.saved, error: M.notSaved };

/**
 * A quiet line near the text: whether what the student typed is safe on the server. When a newer copy
 * saved elsewhere replaced this page's text, it says so and shows that text, to copy back what is wanted.
 */
export function DraftStatus({ status, replaced }: { status: Status; replaced?: string | null }) {
  const line = (
    <Text size="xs" c={status === "error" ? "orange.9" : "dimmed"} role="status" aria-live="polite" data-testid="draft-status" mih={18}>
      {TEXT[status] ?? ""}
    </Text>
  );
  if (!replaced) return line;
  // Kept while the page is open, as the student goes on typing in the newer copy.
  return (
    <>
      <Alert color="orange" role="note" py="xs">
        <Text size="sm">{M.replaced}</Text>
        <Textarea aria-label={M.replacedLabel} value={replaced} readOnly autosize minRows={2} maxRows={8} mt="xs" />
      </Alert>
      {line}
    </>
  );
}
