import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { adminKeys } from "./keys";

/** GET /api/admin/module-lessons/{lessonId}: a module lesson as the builder edits it (quiz `correct` as text). */
export function useAdminLesson(lessonId: string) {
  return useQuery({
    queryKey: adminKeys.lesson(lessonId),
    queryFn: ({ signal }) => call(client.GET("/api/admin/module-lessons/{lessonId}", { params: { path: { lessonId } }, signal })),
    enabled: lessonId !== "",
  });
}
