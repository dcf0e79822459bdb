import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import type { CreateModuleRequest } from "#shared/modules/admin.ts";
import { adminKeys } from "./keys";

/** POST /api/admin/modules: a new (private) module with the chosen lessons moved into it. */
export function useCreateModule() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (body: CreateModuleRequest) => call(client.POST("/api/admin/modules", { body })),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.all }),
        // The learners' module queries (features/modules' key, written out because features do not import
        // each other): the chosen lessons left their old modules, so those pages and the catalogue are stale.
        qc.invalidateQueries({ queryKey: ["modules"] }),
      ]),
  });
}
