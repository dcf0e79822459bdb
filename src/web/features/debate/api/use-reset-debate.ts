import { useMutation } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";

/** Throws the round in progress away (New Debate); a class assignment's round only with `dropAssignment` (else 409). */
export function useResetDebate() {
  return useMutation({
    meta: { errorShown: true },
    mutationFn: ({ dropAssignment }: { dropAssignment: boolean }) =>
      call(client.POST("/api/debate/reset", { params: { query: dropAssignment ? { assignment: "drop" } : {} } })),
  });
}
