import { useMutation } from "@tanstack/react-query";
import { call, client, type ApiPaths } from "#web/app/client.ts";

type SignupBody = ApiPaths["/api/signup"]["post"]["requestBody"]["content"]["application/json"];

/** POST /api/signup: signs the new user in, unless the server first wants the e-mail confirmed. */
export function useSignUp() {
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (body: SignupBody) => call(client.POST("/api/signup", { body })),
  });
}
