import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { adminKeys } from "./keys";

/** POST /api/admin/modules/{moduleId}/class-codes: one unlock code per student of a class (by its join code). */
export function useClassCodes(moduleId: string) {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (classroom: string) =>
      call(client.POST("/api/admin/modules/{moduleId}/class-codes", { params: { path: { moduleId } }, body: { classroom } })),
    // The module settings list the new codes too.
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.moduleSettings(moduleId) }),
  });
}
