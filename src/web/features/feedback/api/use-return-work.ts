import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import type { ReturnWorkRequest } from "#shared/classrooms/returns.ts";
import { feedbackKeys } from "./keys";
import type { WorkKey } from "./use-student-work";

/** POST …/students/{studentId}/return: hand the work back with a comment and, perhaps, one more attempt (the host). */
export function useReturnWork(key: WorkKey) {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (body: ReturnWorkRequest) =>
      call(client.POST("/api/classrooms/{classroomId}/lessons/{lessonId}/students/{studentId}/return", { params: { path: key }, body })),
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: feedbackKeys.all }), qc.invalidateQueries({ queryKey: ["classrooms"] })]),
  });
}
