import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import type { SubmitClassroomLessonRequest } from "#shared/classrooms/schemas.ts";
import { classroomKeys } from "./keys";

/** GET /api/classrooms/{id}/lessons/{lessonId}: the lesson for the viewer, their own progress, due date and lock. */
export function useClassroomLesson(classroomId: string, lessonId: string) {
  return useQuery({
    queryKey: classroomKeys.lesson(classroomId, lessonId),
    queryFn: ({ signal }) =>
      call(client.GET("/api/classrooms/{classroomId}/lessons/{lessonId}", { params: { path: { classroomId, lessonId } }, signal })),
    // The screen keeps the student's unsaved answers; a refetch on focus must not replace them.
    refetchOnWindowFocus: false,
  });
}

/** POST …/submit: saves the answers and the writing, and answers with the score and the AI's feedback. */
export function useSubmitClassroomLesson(classroomId: string, lessonId: string) {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (body: SubmitClassroomLessonRequest) =>
      call(client.POST("/api/classrooms/{classroomId}/lessons/{lessonId}/submit", { params: { path: { classroomId, lessonId } }, body })),
    onSuccess: (data) => {
      const { ai_feedback: _f, engine: _e, ...lesson } = data;
      qc.setQueryData(classroomKeys.lesson(classroomId, lessonId), lesson);
      void qc.invalidateQueries({ queryKey: classroomKeys.student(classroomId) });
    },
  });
}
