import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { trainingKeys } from "./keys";

/** GET /api/training/progress: every attempt, the per-drill summary and the weighted skill score. */
export function useTrainingProgress() {
  return useQuery({ queryKey: trainingKeys.progress, queryFn: ({ signal }) => call(client.GET("/api/training/progress", { signal })) });
}
