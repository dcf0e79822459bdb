import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { lessonKeys } from "./keys";

/** DELETE /api/lesson-folders/{folderId}: the folder goes, its lessons stay (in Unassigned). */
export function useDeleteFolder() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (folderId: string) => call(client.DELETE("/api/lesson-folders/{folderId}", { params: { path: { folderId } } })),
    onSettled: () => qc.invalidateQueries({ queryKey: lessonKeys.lists }),
  });
}
