import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { call, client } from "#web/app/client.ts";
import type { createLiveRoundRequest } from "#shared/live-rounds/schemas.ts";
import { liveRoundKeys } from "./keys";

export type CreateLiveRoundBody = z.input<typeof createLiveRoundRequest>;

export function useCreateLiveRound(classroomId: string) {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (body: CreateLiveRoundBody) =>
      call(client.POST("/api/classrooms/{classroomId}/live-rounds", { params: { path: { classroomId } }, body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: liveRoundKeys.list(classroomId) }),
  });
}
