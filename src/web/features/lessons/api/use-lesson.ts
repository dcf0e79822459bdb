import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { lessonKeys } from "./keys";

/** GET /api/lessons/{lessonId}: one's own lesson as the editor loads it (quiz `correct` as the option's text). */
export function useLesson(lessonId: string) {
  return useQuery({
    queryKey: lessonKeys.lesson(lessonId),
    queryFn: ({ signal }) => call(client.GET("/api/lessons/{lessonId}", { params: { path: { lessonId } }, signal })),
    // The form is seeded once; a refetch on focus must not look like it could replace what is typed.
    refetchOnWindowFocus: false,
  });
}
