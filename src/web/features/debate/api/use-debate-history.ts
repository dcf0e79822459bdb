import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { debateKeys } from "./keys";

/**
 * The round in progress, read once when the debater opens. Never served from an old cache (the round
 * moves on while the page is open), and a failure is quietly an empty round (spec: ignored).
 */
export function useDebateHistory() {
  return useQuery({
    queryKey: debateKeys.history,
    queryFn: ({ signal }) => call(client.GET("/api/debate/history", { signal })),
    gcTime: 0,
  });
}
