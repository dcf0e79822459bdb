import { useMutation } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";

/** Throws the round in progress away (New Debate). */
export function useResetDebate() {
  return useMutation({
    meta: { errorShown: true },
    mutationFn: () => call(client.POST("/api/debate/reset")),
  });
}
