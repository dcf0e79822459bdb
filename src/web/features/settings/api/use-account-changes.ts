import { useMutation } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { useRefreshSession } from "#web/app/session/use-refresh-session.ts";

// Settings → Account shows each change's failure in its own section, so none raises a notification.

/** POST /api/account/username; the session is read again so the name shows everywhere at once. */
export function useChangeUsername() {
  const refresh = useRefreshSession();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (username: string) => call(client.POST("/api/account/username", { body: { username } })),
    onSuccess: () => refresh(),
  });
}

/** POST /api/auth/change-password (better-auth): the server ends every other session. */
export function useChangePassword() {
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      call(client.POST("/api/auth/change-password", { body: { ...body, revokeOtherSessions: true } })),
  });
}

/** POST /api/auth/change-email (better-auth), then the session read again: has the address changed yet? */
export function useChangeEmail() {
  const refresh = useRefreshSession();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (body: { newEmail: string; currentPassword: string }) =>
      call(client.POST("/api/auth/change-email", { body: { ...body, callbackURL: "/" } })),
    onSuccess: () => refresh(),
  });
}
