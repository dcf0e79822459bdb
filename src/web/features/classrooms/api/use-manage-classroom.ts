import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { classroomKeys } from "./keys";

/** GET /api/classrooms/{id}/manage (host only): code, members, assigned lessons, library, grid, averages. */
export function useManageClassroom(classroomId: string) {
  return useQuery({
    queryKey: classroomKeys.manage(classroomId),
    queryFn: ({ signal }) => call(client.GET("/api/classrooms/{classroomId}/manage", { params: { path: { classroomId } }, signal })),
  });
}
