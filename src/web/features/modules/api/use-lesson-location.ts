import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { moduleKeys } from "./keys";

/** GET /api/module-lessons/{lessonId}: the module a lesson lives in (refused when the user may not open it). */
export function useLessonLocation(lessonId: string) {
  return useQuery({
    queryKey: moduleKeys.location(lessonId),
    queryFn: ({ signal }) => call(client.GET("/api/module-lessons/{lessonId}", { params: { path: { lessonId } }, signal })),
  });
}
