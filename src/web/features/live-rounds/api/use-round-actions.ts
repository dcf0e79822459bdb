// The calls a round page makes: the chair's actions (at the version on screen), POI offers and answers.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import type { ChairAction } from "#shared/live-rounds/schemas.ts";
import { liveRoundKeys } from "./keys";
import { useKeepState } from "./use-live-round";

export function useChairAction(roundId: string) {
  const keep = useKeepState(roundId);
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { action: ChairAction; version: number; elapsed_ms?: number; team?: string }) =>
      call(client.POST("/api/live-rounds/{roundId}/actions", { params: { path: { roundId } }, body })),
    onSuccess: keep,
    // Refused (the round moved on, say): read it as it is now; the notification says why.
    onError: () => qc.invalidateQueries({ queryKey: liveRoundKeys.round(roundId) }),
  });
}

export function useOfferPoi(roundId: string) {
  const keep = useKeepState(roundId);
  return useMutation({
    mutationFn: () => call(client.POST("/api/live-rounds/{roundId}/poi", { params: { path: { roundId } } })),
    onSuccess: keep,
  });
}

export function useAnswerPoi(roundId: string) {
  const keep = useKeepState(roundId);
  return useMutation({
    mutationFn: (body: { user_id: string; accept: boolean }) =>
      call(client.POST("/api/live-rounds/{roundId}/poi/answer", { params: { path: { roundId } }, body })),
    onSuccess: keep,
  });
}
