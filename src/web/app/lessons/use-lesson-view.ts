import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";

/** Under the lessons feature's key (["lessons"]), so saving or deleting a lesson refreshes its preview too. */
export const lessonViewKey = (lessonId: string) => ["lessons", "view", lessonId] as const;

/**
 * GET /api/lessons/{lessonId}/view: a teacher's lesson for the viewer outside a classroom (its owner, or
 * an admin), with the right answers. Here, not in a feature: the lesson address (/modules/{level}/{id},
 * the modules feature) opens it when the id is not a module lesson's.
 */
export function useLessonView(lessonId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: lessonViewKey(lessonId),
    queryFn: ({ signal }) => call(client.GET("/api/lessons/{lessonId}/view", { params: { path: { lessonId } }, signal })),
    refetchOnWindowFocus: false,
    enabled,
  });
}
