import { useState } from "react";
import { Alert, Button, FileButton, Group, Stack, Text } from "@mantine/core";
import { IconTrash, IconUpload } from "@tabler/icons-react";
import { errorText } from "#web/ui/api-error.ts";
import { UserAvatar } from "#web/ui/user-avatar.tsx";
import { SETTINGS_MESSAGES as M } from "#shared/messages/settings.ts";
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, isAvatarType } from "#shared/settings/avatar.ts";
import { useRemoveAvatar, useUploadAvatar } from "./api/use-avatar";

/** What the picker refuses before sending anything; the server checks the same (and decodes the file). */
function refusal(file: File): string | null {
  if (!isAvatarType(file.type)) return M.avatarType;
  if (file.size > AVATAR_MAX_BYTES) return M.avatarTooLarge;
  return null;
}

/**
 * The picture: upload a file (saved at once, on its own, like a tab) or remove it. `onStored` hands the
 * stored address back to the Profile form, so its value and baseline follow. Only uploads are shown: a
 * picture on another site would tell that site who looks at it.
 */
export function ProfileAvatar({ url, name, onStored }: { url: string; name: string; onStored: (url: string) => void }) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const busy = upload.isPending || remove.isPending;

  const done = (text: string) => (res: { avatar_url: string }) => {
    onStored(res.avatar_url);
    setMessage({ ok: true, text });
  };
  const failed = (fallback: string) => (err: unknown) => setMessage({ ok: false, text: errorText(err, fallback) });

  const pick = (file: File | null) => {
    if (!file) return;
    const refused = refusal(file);
    setMessage(refused ? { ok: false, text: refused } : null);
    if (!refused) upload.mutate(file, { onSuccess: done(M.saved), onError: failed(M.avatarUploadFailed) });
  };

  return (
    <Group align="center" gap="md" wrap="nowrap">
      <UserAvatar url={url} name={name} size={72} radius="xl" data-testid="profile-avatar" />
      <Stack gap={6} miw={0}>
        <Group gap="xs">
          <FileButton onChange={pick} accept={AVATAR_ACCEPT}>
            {(props) => (
              <Button {...props} size="xs" loading={upload.isPending} disabled={busy} leftSection={<IconUpload size={16} aria-hidden />}>
                Upload image
              </Button>
            )}
          </FileButton>
          <Button
            size="xs"
            variant="default"
            loading={remove.isPending}
            disabled={busy || !url}
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => remove.mutate(undefined, { onSuccess: done(M.saved), onError: failed(M.avatarRemoveFailed) })}
          >
            Remove
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          PNG, JPEG or WebP, up to 2 MB. It is cropped to a square.
        </Text>
        <div role="status" aria-live="polite">
          {message && (
            <Alert color={message.ok ? "teal" : "red"} variant="light" py={4} px="xs" data-testid="avatar-message">
              {message.text}
            </Alert>
          )}
        </div>
      </Stack>
    </Group>
  );
}
