import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { moduleKeys } from "./keys";

/** GET /api/modules/{moduleId}: the module and its lessons with the user's completion (403 when locked). */
export function useModule(moduleId: string) {
  return useQuery({
    queryKey: moduleKeys.module(moduleId),
    queryFn: ({ signal }) => call(client.GET("/api/modules/{moduleId}", { params: { path: { moduleId } }, signal })),
    // A refusal (locked, not found) will not change by asking again.
  });
}
