import { useMutation } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { useRefreshSession } from "#web/app/session/use-refresh-session.ts";

/**
 * POST /api/auth/change-password from the temporary password someone else set (better-auth; the
 * server ends every other session and lifts the must-change flag), then the session read again so the
 * app opens.
 */
export function useChoosePassword() {
  const refresh = useRefreshSession();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      call(client.POST("/api/auth/change-password", { body: { ...body, revokeOtherSessions: true } })),
    onSuccess: () => refresh(),
  });
}
