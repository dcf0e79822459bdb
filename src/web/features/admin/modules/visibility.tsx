import { useState } from "react";
import { Badge, Button, Stack } from "@mantine/core";
import { IconLock, IconWorld } from "@tabler/icons-react";
import { errorText } from "#web/ui/api-error.ts";
import { DismissibleAlert } from "#web/ui/dismissible-alert.tsx";
import { ADMIN_MESSAGES as A } from "#shared/messages/admin.ts";
import type { AdminModule } from "#shared/modules/admin.ts";
import { useUpdateModule } from "#web/features/admin/api/use-update-module.ts";

/** Public, or Private (Locked): what students see of the module in the catalogue. */
export function VisibilityBadge({ isPublic }: { isPublic: boolean }) {
  return isPublic ? (
    <Badge
      variant="light"
      color="teal"
      c="var(--mantine-color-text)"
      leftSection={<IconWorld size={12} aria-hidden />}
      data-testid="visibility"
    >
      Public
    </Badge>
  ) : (
    <Badge
      variant="light"
      color="gray"
      c="var(--mantine-color-text)"
      leftSection={<IconLock size={12} aria-hidden />}
      data-testid="visibility"
    >
      Private (Locked)
    </Badge>
  );
}

/** Make Public / Make Private; a refusal is shown under the button with the server's reason. */
export function VisibilityToggle({ module: m }: { module: Pick<AdminModule, "id" | "name" | "is_public"> }) {
  const update = useUpdateModule();
  const [error, setError] = useState<string | null>(null);
  const next = !m.is_public;
  return (
    <Stack gap="xs">
      <Button
        variant={next ? "filled" : "default"}
        leftSection={next ? <IconWorld size={16} aria-hidden /> : <IconLock size={16} aria-hidden />}
        loading={update.isPending}
        aria-label={`${next ? "Make Public" : "Make Private"}: ${m.name}`}
        onClick={() => {
          setError(null);
          update.mutate(
            { moduleId: m.id, body: { is_public: next } },
            { onError: (err) => setError(A.visibilityFailed(errorText(err, A.saveModuleFailed))) },
          );
        }}
      >
        {next ? "Make Public" : "Make Private"}
      </Button>
      {error && (
        <DismissibleAlert tone="problem" onClose={() => setError(null)}>
          {error}
        </DismissibleAlert>
      )}
    </Stack>
  );
}
