import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { adminKeys } from "./keys";

/** GET /api/admin/modules/{moduleId}: the module, its lessons and its unlock codes (403 for another admin's module). */
export function useModuleSettings(moduleId: string) {
  return useQuery({
    queryKey: adminKeys.moduleSettings(moduleId),
    queryFn: ({ signal }) => call(client.GET("/api/admin/modules/{moduleId}", { params: { path: { moduleId } }, signal })),
    // A refusal (not yours, not found) will not change by asking again.
  });
}
