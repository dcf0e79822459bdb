import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import type { SaveFeedbackRequest } from "#shared/feedback/schemas.ts";
import { feedbackKeys } from "./keys";
import type { WorkKey } from "./use-student-work";

/** PUT …/students/{studentId}/feedback: the teacher's feedback and grade (the server rounds and clamps it). */
export function useSaveFeedback(key: WorkKey) {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (body: SaveFeedbackRequest) =>
      call(client.PUT("/api/classrooms/{classroomId}/lessons/{lessonId}/students/{studentId}/feedback", { params: { path: key }, body })),
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: feedbackKeys.all }), qc.invalidateQueries({ queryKey: ["classrooms"] })]),
  });
}
