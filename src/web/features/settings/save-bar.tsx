import { Alert, Button, Group } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { SETTINGS_MESSAGES as M } from "#shared/messages/settings.ts";
import type { SaveStatus } from "./use-group-form";

/** A tab's Save button and what became of the last save, read out by screen readers as it changes. */
export function SaveBar({ status, saving, label }: { status: SaveStatus; saving: boolean; label: string }) {
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <div role="status" aria-live="polite" style={{ flex: "1 1 14rem" }}>
        {status?.ok === true && (
          <Alert color="teal" variant="light" py={6} icon={<IconCircleCheck size={18} aria-hidden />}>
            {M.saved}
          </Alert>
        )}
        {status?.ok === false && (
          <Alert color="red" variant="light" py={6} icon={<IconAlertCircle size={18} aria-hidden />} title={M.saveFailed}>
            {status.detail || undefined}
          </Alert>
        )}
      </div>
      <Button type="submit" loading={saving} aria-label={`Save ${label}`}>
        Save
      </Button>
    </Group>
  );
}
