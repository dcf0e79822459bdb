import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { moduleKeys } from "./keys";

/** GET /api/modules/{moduleId}/lessons/{lessonId}: the lesson, the user's saved progress and when answers are revealed. */
export function useModuleLesson(moduleId: string, lessonId: string) {
  return useQuery({
    queryKey: moduleKeys.lesson(moduleId, lessonId),
    queryFn: ({ signal }) =>
      call(client.GET("/api/modules/{moduleId}/lessons/{lessonId}", { params: { path: { moduleId, lessonId } }, signal })),
    // The screen keeps the learner's unsaved answers; a refetch on focus must not replace them.
    refetchOnWindowFocus: false,
  });
}
