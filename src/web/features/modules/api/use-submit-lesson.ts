import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client, type ApiPaths } from "#web/app/client.ts";
import { moduleKeys } from "./keys";

type Operation = ApiPaths["/api/modules/{moduleId}/lessons/{lessonId}/submit"]["post"];
/** What the lesson screen sends: quiz answers by question index, the writing and the case builder answer. */
export type SubmitBody = Operation["requestBody"]["content"]["application/json"];

/** POST …/submit: saves the lesson (AI feedback on the writing when allowed) and answers the lesson with its score. */
export function useSubmitLesson(moduleId: string, lessonId: string) {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (body: SubmitBody) =>
      call(client.POST("/api/modules/{moduleId}/lessons/{lessonId}/submit", { params: { path: { moduleId, lessonId } }, body })),
    onSuccess: (data) => {
      // The answer is the lesson as it now stands (score, revealed answers); the module page and catalogue are stale.
      qc.setQueryData(moduleKeys.lesson(moduleId, lessonId), {
        module: data.module,
        lesson: data.lesson,
        progress: data.progress,
        quiz_reveal: data.quiz_reveal,
        quiz_held: data.quiz_held,
      });
      void qc.invalidateQueries({ queryKey: moduleKeys.module(moduleId), refetchType: "none" });
    },
  });
}
