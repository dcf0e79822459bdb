import { useMutation } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import type { WorkKey } from "./use-student-work";

/** POST …/feedback/suggest: the AI's draft of feedback and a grade; nothing is saved. */
export function useSuggestFeedback(key: WorkKey) {
  return useMutation({
    meta: { errorShown: true },
    mutationFn: () =>
      call(
        client.POST("/api/classrooms/{classroomId}/lessons/{lessonId}/students/{studentId}/feedback/suggest", { params: { path: key } }),
      ),
  });
}
