import { useMutation } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";

/** POST /api/auth/request-password-reset (better-auth): the same answer for any address. */
export function useRequestPasswordReset() {
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (email: string) => call(client.POST("/api/auth/request-password-reset", { body: { email } })),
  });
}

/** POST /api/auth/reset-password (better-auth): the token from the e-mailed link, and the new password. */
export function useResetPassword() {
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (body: { token: string; newPassword: string }) => call(client.POST("/api/auth/reset-password", { body })),
  });
}
