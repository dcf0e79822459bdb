import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { call, client } from "#web/app/client.ts";
import type { saveBallotRequest } from "#shared/live-rounds/schemas.ts";
import { practiceKey, practiceCountKey } from "./keys";

/** A student judge's own practice ballot, and the chair's once released (keyed by the round's version, as the ballot is). */
export function usePracticeBallot(roundId: string, version: number) {
  return useQuery({
    queryKey: practiceKey(roundId, version),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => call(client.GET("/api/live-rounds/{roundId}/practice-ballot", { params: { path: { roundId } }, signal })),
  });
}

export function useSavePracticeBallot(roundId: string) {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (body: z.input<typeof saveBallotRequest>) =>
      call(client.PUT("/api/live-rounds/{roundId}/practice-ballot", { params: { path: { roundId } }, body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: practiceKey(roundId) }),
  });
}

/** How many practice ballots the audience filled: the chair's view. */
export function usePracticeCount(roundId: string, version: number) {
  return useQuery({
    queryKey: practiceCountKey(roundId, version),
    placeholderData: keepPreviousData,
    // Students filling theirs do not move the round: the count is read again now and then.
    refetchInterval: 20_000,
    queryFn: ({ signal }) => call(client.GET("/api/live-rounds/{roundId}/practice-ballots", { params: { path: { roundId } }, signal })),
  });
}
