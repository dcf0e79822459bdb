import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { liveRoundKeys } from "./keys";

export function useNotes(roundId: string) {
  return useQuery({
    queryKey: liveRoundKeys.notes(roundId),
    queryFn: ({ signal }) => call(client.GET("/api/live-rounds/{roundId}/notes", { params: { path: { roundId } }, signal })),
  });
}

export function useSaveNote(roundId: string) {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (body: { key: string; body: string }) =>
      call(client.PUT("/api/live-rounds/{roundId}/notes", { params: { path: { roundId } }, body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: liveRoundKeys.notes(roundId) }),
  });
}
