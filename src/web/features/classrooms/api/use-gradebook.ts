import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { classroomKeys } from "./keys";
import { liveRefresh } from "./live-refresh";

/** Under `classroomKeys.all`, so every manage action (assign, unassign, remove) refreshes it too. */
export const gradebookKey = (classroomId: string) => [...classroomKeys.all, "gradebook", classroomId] as const;

/** GET /api/classrooms/{id}/gradebook (host only): lessons and debates as columns, a row per student, the averages. */
export function useGradebook(classroomId: string) {
  return useQuery({
    queryKey: gradebookKey(classroomId),
    queryFn: ({ signal }) => call(client.GET("/api/classrooms/{classroomId}/gradebook", { params: { path: { classroomId } }, signal })),
    ...liveRefresh,
  });
}
