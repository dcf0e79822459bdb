import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { trainingKeys } from "./keys";

/** GET /api/training/attempts/{id}: one saved attempt, as sent and as scored. */
export function useAttempt(id: string | null) {
  return useQuery({
    queryKey: trainingKeys.attempt(id),
    queryFn: ({ signal }) => call(client.GET("/api/training/attempts/{id}", { params: { path: { id: id! } }, signal })),
    enabled: !!id,
    staleTime: Infinity, // a saved attempt never changes
  });
}
