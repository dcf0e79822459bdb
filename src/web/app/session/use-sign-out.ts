import { call, client } from "#web/app/client.ts";
import { useRefreshSession } from "./use-refresh-session";

/**
 * Signs out. The caller moves off the page first (Logout returns home): a
 * signed-in-only page that saw the user vanish would send them to the login screen instead.
 */
export function useSignOut() {
  const refresh = useRefreshSession();
  return async () => {
    await call(client.POST("/api/auth/sign-out", { body: {} })).catch(() => undefined);
    await refresh();
  };
}
