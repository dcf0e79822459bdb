import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { adminKeys } from "./keys";

/** POST /api/admin/modules/{moduleId}/codes: a one-time unlock code (24 hours) for one student and this module. */
export function useCreateCode(moduleId: string) {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (studentId: string) =>
      call(client.POST("/api/admin/modules/{moduleId}/codes", { params: { path: { moduleId } }, body: { student_id: studentId } })),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.all }),
        // The learners' module queries (features/modules' key, written out because features do not import
        // each other), so every admin change leaves no stale module screen behind.
        qc.invalidateQueries({ queryKey: ["modules"] }),
      ]),
  });
}
