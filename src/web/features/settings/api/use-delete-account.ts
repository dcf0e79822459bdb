import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { call, client } from "#web/app/client.ts";
import { paths } from "#web/app/paths.ts";
import { useRefreshSession } from "#web/app/session/use-refresh-session.ts";
import { PRIVACY_MESSAGES } from "#shared/messages/settings.ts";

/** What the home page is handed after a deletion, to say what happened. */
export interface HomeNotice {
  notice: string;
}

/**
 * POST /api/me/delete. On success the server has ended every session and cleared this browser's cookies:
 * go home first (a signed-in-only page that saw the user vanish would send them to the login screen),
 * then forget everything cached for the deleted user.
 */
export function useDeleteAccount() {
  const navigate = useNavigate();
  const refresh = useRefreshSession();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (body: { confirm: string; password: string }) => call(client.POST("/api/me/delete", { body })),
    onSuccess: async () => {
      await navigate(paths.home(), { state: { notice: PRIVACY_MESSAGES.accountDeleted } satisfies HomeNotice });
      await refresh();
    },
  });
}
