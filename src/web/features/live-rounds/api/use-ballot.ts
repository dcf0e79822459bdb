import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { call, client } from "#web/app/client.ts";
import type { saveBallotRequest } from "#shared/live-rounds/schemas.ts";
import { ballotKey } from "./keys";

export function useBallot(roundId: string, version: number) {
  return useQuery({
    queryKey: ballotKey(roundId, version),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => call(client.GET("/api/live-rounds/{roundId}/ballot", { params: { path: { roundId } }, signal })),
  });
}

export function useSaveBallot(roundId: string) {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (body: z.input<typeof saveBallotRequest>) =>
      call(client.PUT("/api/live-rounds/{roundId}/ballot", { params: { path: { roundId } }, body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ballotKey(roundId) }),
  });
}

export function useReleaseBallot(roundId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (released: boolean) =>
      call(client.POST("/api/live-rounds/{roundId}/ballot/release", { params: { path: { roundId } }, body: { released } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ballotKey(roundId) }),
  });
}
