import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { classroomKeys } from "./keys";
import { liveRefresh } from "./live-refresh";

/** GET /api/classrooms/{id}/manage (host only): code, members, assigned lessons, library, grid, averages; kept fresh as work arrives. */
export function useManageClassroom(classroomId: string) {
  return useQuery({
    queryKey: classroomKeys.manage(classroomId),
    queryFn: ({ signal }) => call(client.GET("/api/classrooms/{classroomId}/manage", { params: { path: { classroomId } }, signal })),
    ...liveRefresh,
  });
}
