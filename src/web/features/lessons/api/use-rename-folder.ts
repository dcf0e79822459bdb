import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { lessonKeys } from "./keys";

/** PATCH /api/lesson-folders/{folderId}: a new name for one's own folder. */
export function useRenameFolder() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: ({ folderId, name }: { folderId: string; name: string }) =>
      call(client.PATCH("/api/lesson-folders/{folderId}", { params: { path: { folderId } }, body: { name } })),
    onSettled: () => qc.invalidateQueries({ queryKey: lessonKeys.lists }),
  });
}
