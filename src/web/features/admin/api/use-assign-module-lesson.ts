import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { adminKeys } from "./keys";

/** PUT /api/admin/module-lessons/{lessonId}/module: assign the lesson to a module, or unassign it (null). */
export function useAssignModuleLesson() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: ({ lessonId, moduleId }: { lessonId: string; moduleId: string | null }) =>
      call(client.PUT("/api/admin/module-lessons/{lessonId}/module", { params: { path: { lessonId } }, body: { module_id: moduleId } })),
    // The learners' module screens list the same lessons; their key is written out ("modules", the modules
    // feature's moduleKeys.all) because features cannot import each other.
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: adminKeys.all }), qc.invalidateQueries({ queryKey: ["modules"] })]),
  });
}
