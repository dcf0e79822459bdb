import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { feedbackKeys } from "./keys";

export interface WorkKey {
  classroomId: string;
  lessonId: string;
  studentId: string;
}

/** GET …/students/{studentId}/work: the lesson, the student's work and its quiz review (the host, or that student). */
export function useStudentWork(key: WorkKey | null) {
  return useQuery({
    queryKey: feedbackKeys.work(key?.classroomId ?? "", key?.lessonId ?? "", key?.studentId ?? ""),
    queryFn: ({ signal }) =>
      call(client.GET("/api/classrooms/{classroomId}/lessons/{lessonId}/students/{studentId}/work", { params: { path: key! }, signal })),
    enabled: key !== null,
    // A refusal or a missing lesson will not change by asking again.
  });
}
