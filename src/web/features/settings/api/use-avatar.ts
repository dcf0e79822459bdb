import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { settingsKeys } from "#web/app/settings/use-settings.ts";
import type { UserSettings } from "#shared/settings/schemas.ts";
import type { AvatarResponse } from "#shared/settings/avatar.ts";

/** The new address goes into the shared settings cache, so the header menu shows the picture at once. */
function useStoreAvatarUrl() {
  const qc = useQueryClient();
  return ({ avatar_url }: AvatarResponse) =>
    qc.setQueryData<UserSettings>(settingsKeys.all, (old) => (old ? { ...old, profile: { ...old.profile, avatar_url } } : old));
}

/** PUT /api/me/avatar: the file itself is the body, sent with its own type (the server checks both). */
export function useUploadAvatar() {
  const store = useStoreAvatarUrl();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (file: File) =>
      call(
        client.PUT("/api/me/avatar", {
          body: file as unknown as string,
          bodySerializer: (b: unknown) => b as BodyInit,
          headers: { "Content-Type": file.type },
        }),
      ),
    onSuccess: store,
  });
}

/** DELETE /api/me/avatar: the uploaded picture (or the URL) goes. */
export function useRemoveAvatar() {
  const store = useStoreAvatarUrl();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: () => call(client.DELETE("/api/me/avatar")),
    onSuccess: store,
  });
}
