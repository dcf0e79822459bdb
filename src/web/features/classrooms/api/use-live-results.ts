import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { classroomKeys } from "./keys";

/** GET /api/classrooms/{id}/live-results: the member's own results in the class's released live-round ballots. */
export function useClassLiveResults(classroomId: string) {
  return useQuery({
    queryKey: [...classroomKeys.all, "live-results", classroomId] as const,
    queryFn: ({ signal }) => call(client.GET("/api/classrooms/{classroomId}/live-results", { params: { path: { classroomId } }, signal })),
  });
}
