import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { lessonKeys } from "./keys";

/** POST /api/lesson-folders: a new, empty folder of one's own. */
export function useCreateFolder() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (name: string) => call(client.POST("/api/lesson-folders", { body: { name } })),
    onSettled: () => qc.invalidateQueries({ queryKey: lessonKeys.lists }),
  });
}
