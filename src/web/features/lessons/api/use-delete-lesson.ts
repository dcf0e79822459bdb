import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { CLASSROOM_KEYS, lessonKeys } from "./keys";

/** DELETE /api/lessons/{lessonId}: the server removes its classroom assignments and progress with it. */
export function useDeleteLesson() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (lessonId: string) => call(client.DELETE("/api/lessons/{lessonId}", { params: { path: { lessonId } } })),
    onSuccess: (_, lessonId) => qc.removeQueries({ queryKey: lessonKeys.lesson(lessonId) }),
    onSettled: () =>
      Promise.all([qc.invalidateQueries({ queryKey: lessonKeys.lists }), qc.invalidateQueries({ queryKey: CLASSROOM_KEYS })]),
  });
}
