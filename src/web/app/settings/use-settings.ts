import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";

// The user's settings are read by several features (the debater's side and timer, training weights),
// by the shell (appearance) and written by the settings screen, so their key lives here and not in one feature.
export const settingsKeys = { all: ["settings"] as const };

/** GET /api/settings; `enabled: false` while nobody is signed in (the call would answer 401). */
export function useSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => call(client.GET("/api/settings", { signal })),
    staleTime: 60_000,
    enabled,
  });
}
