import { useMutation } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import type { Side } from "#shared/debate/rules.ts";

/** Starts a round on a motion and side; the AI answers with its opening. */
export function useStartDebate() {
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (body: { motion: string; side: Side }) => call(client.POST("/api/debate/start", { body })),
  });
}
