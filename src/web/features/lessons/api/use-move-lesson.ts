import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import type { LessonsResponse } from "#shared/lessons/schemas.ts";
import { lessonKeys } from "./keys";
import { moveInList } from "#web/features/lessons/board.ts";

interface Move {
  lessonId: string;
  /** null: Unassigned. */
  folderId: string | null;
}

/**
 * PUT /api/lessons/{lessonId}/folder. The lesson moves on screen at once; when the server refuses, every
 * list goes back to what it was (the lesson returns to its old place).
 */
export function useMoveLesson() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: ({ lessonId, folderId }: Move) =>
      call(client.PUT("/api/lessons/{lessonId}/folder", { params: { path: { lessonId } }, body: { folder_id: folderId } })),
    onMutate: async ({ lessonId, folderId }) => {
      await qc.cancelQueries({ queryKey: lessonKeys.lists });
      const before = qc.getQueriesData<LessonsResponse>({ queryKey: lessonKeys.lists });
      qc.setQueriesData<LessonsResponse>({ queryKey: lessonKeys.lists }, (old) => old && moveInList(old, lessonId, folderId));
      return { before };
    },
    onError: (_err, _move, saved) => saved?.before.forEach(([key, data]) => qc.setQueryData(key, data)),
    onSettled: () => qc.invalidateQueries({ queryKey: lessonKeys.lists }),
  });
}
