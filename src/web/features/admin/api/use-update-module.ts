import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import type { UpdateModuleRequest } from "#shared/modules/admin.ts";
import { adminKeys } from "./keys";

/** PATCH /api/admin/modules/{moduleId}: rename, describe, or make public or private. */
export function useUpdateModule() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: ({ moduleId, body }: { moduleId: string; body: UpdateModuleRequest }) =>
      call(client.PATCH("/api/admin/modules/{moduleId}", { params: { path: { moduleId } }, body })),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.all }),
        // The learners' module queries (features/modules' key, written out because features do not import
        // each other): a new name or visibility changes the catalogue's sections and the module page.
        qc.invalidateQueries({ queryKey: ["modules"] }),
      ]),
  });
}
