import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { debateKeys } from "./keys";

/** Ends the round: the judge's verdict comes back and the round joins the past rounds. */
export function useEndDebate() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: () => call(client.POST("/api/debate/end")),
    onSuccess: () => qc.invalidateQueries({ queryKey: debateKeys.rounds }),
  });
}
