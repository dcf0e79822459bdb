import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { moduleKeys } from "./keys";

/** POST /api/modules/{moduleId}/unlock: the one-time code made for this student; the module then moves to My Modules. */
export function useUnlockModule() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: ({ moduleId, code }: { moduleId: string; code: string }) =>
      call(client.POST("/api/modules/{moduleId}/unlock", { params: { path: { moduleId } }, body: { code } })),
    onSuccess: (_data, { moduleId }) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: moduleKeys.catalogues }),
        qc.invalidateQueries({ queryKey: moduleKeys.module(moduleId) }),
      ]),
  });
}
