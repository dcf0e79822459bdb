import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { debateKeys } from "./keys";

/** The student's judged rounds, newest first. */
export function usePastRounds() {
  return useQuery({ queryKey: debateKeys.rounds, queryFn: ({ signal }) => call(client.GET("/api/debate/rounds", { signal })) });
}
