import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { trainingKeys } from "./keys";

/** GET /api/live-results: the student's own results in released live-round ballots, in every class she is in. */
export function useLiveResults() {
  return useQuery({ queryKey: trainingKeys.liveResults, queryFn: ({ signal }) => call(client.GET("/api/live-results", { signal })) });
}
