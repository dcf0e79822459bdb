import { useMutation } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";

/** POST /api/auth/sign-in/email (better-auth); the session cookie comes back with the answer. */
export function useSignIn() {
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (body: { email: string; password: string }) =>
      call(client.POST("/api/auth/sign-in/email", { body: { ...body, rememberMe: true } })),
  });
}
