import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { classroomKeys } from "./keys";

/** GET /api/classrooms/{id}/student: the member's assigned lessons with their own status and scores. */
export function useStudentView(classroomId: string) {
  return useQuery({
    queryKey: classroomKeys.student(classroomId),
    queryFn: ({ signal }) => call(client.GET("/api/classrooms/{classroomId}/student", { params: { path: { classroomId } }, signal })),
  });
}
