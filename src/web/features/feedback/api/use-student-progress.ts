import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { feedbackKeys } from "./keys";

/** GET /api/profiles/{studentId}/progress: a student's profile, lessons in the asker's classes and drill summary. */
export function useStudentProgress(studentId: string) {
  return useQuery({
    queryKey: feedbackKeys.studentProgress(studentId),
    queryFn: ({ signal }) => call(client.GET("/api/profiles/{studentId}/progress", { params: { path: { studentId } }, signal })),
    enabled: !!studentId,
  });
}
