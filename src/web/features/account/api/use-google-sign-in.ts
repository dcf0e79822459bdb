import { useMutation } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";

/** Asks better-auth for Google's sign-in address; the screen then leaves for it. */
export function useGoogleSignIn() {
  return useMutation({
    meta: { errorShown: true },
    mutationFn: () => call(client.POST("/api/auth/sign-in/social", { body: { provider: "google", callbackURL: "/" } })),
  });
}
