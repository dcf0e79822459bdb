import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import type { LessonBody } from "#shared/lessons/schemas.ts";
import { CLASSROOM_KEYS, lessonKeys } from "./keys";

interface Save {
  body: LessonBody;
  /** The lesson being edited; absent when creating. */
  lessonId?: string;
}

/** POST /api/lessons (create) or PUT /api/lessons/{lessonId} (edit; the folder is left as it is). */
export function useSaveLesson() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: ({ body, lessonId }: Save) =>
      lessonId
        ? call(client.PUT("/api/lessons/{lessonId}", { params: { path: { lessonId } }, body }))
        : call(client.POST("/api/lessons", { body })),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: lessonKeys.all }), qc.invalidateQueries({ queryKey: CLASSROOM_KEYS })]),
  });
}
