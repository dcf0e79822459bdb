import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { adminKeys } from "./keys";

/** DELETE /api/admin/module-lessons/{lessonId} (the learners' progress on it goes too). */
export function useDeleteModuleLesson() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (lessonId: string) => call(client.DELETE("/api/admin/module-lessons/{lessonId}", { params: { path: { lessonId } } })),
    // The learners' module screens list the same lessons; their key is written out ("modules", the modules
    // feature's moduleKeys.all) because features cannot import each other.
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: adminKeys.all }), qc.invalidateQueries({ queryKey: ["modules"] })]),
  });
}
