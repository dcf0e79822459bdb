import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { debateKeys } from "./keys";

/** One of the student's judged rounds in full: the transcript and the verdict. */
export function usePastRound(id: string) {
  return useQuery({
    queryKey: debateKeys.round(id),
    queryFn: ({ signal }) => call(client.GET("/api/debate/rounds/{id}", { params: { path: { id } }, signal })),
  });
}
