import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { settingsKeys } from "#web/app/settings/use-settings.ts";
import type { SettingsGroup, UserSettings } from "#shared/settings/schemas.ts";

/** One PUT per group, each typed by its own contract. */
function put<G extends SettingsGroup>(group: G, body: UserSettings[G]): Promise<UserSettings[G]> {
  const saves: { [K in SettingsGroup]: (b: UserSettings[K]) => Promise<UserSettings[K]> } = {
    profile: (b) => call(client.PUT("/api/settings/profile", { body: b })),
    notifications: (b) => call(client.PUT("/api/settings/notifications", { body: b })),
    preferences: (b) => call(client.PUT("/api/settings/preferences", { body: b })),
    weights: (b) => call(client.PUT("/api/settings/weights", { body: b })),
    teacher: (b) => call(client.PUT("/api/settings/teacher", { body: b })),
    appearance: (b) => call(client.PUT("/api/settings/appearance", { body: b })),
    privacy: (b) => call(client.PUT("/api/settings/privacy", { body: b })),
  };
  return saves[group](body);
}

/**
 * PUT /api/settings/{group}: saves one tab. The group as the server stored it (weights normalised,
 * text trimmed) goes into the shared settings cache, so the debater, progress page and appearance follow.
 */
export function useSaveSettings<G extends SettingsGroup>(group: G) {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (body: UserSettings[G]) => put(group, body),
    onSuccess: (saved) => qc.setQueryData<UserSettings>(settingsKeys.all, (old) => (old ? { ...old, [group]: saved } : old)),
  });
}
