import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { liveRoundKeys } from "./keys";

/**
 * The AI's advice on a finished round, for its chair. Each read asks the judge (or a model, against her
 * allowance) to read the whole round: it is read once when the page opens and again only when she asks.
 */
export function useAdvice(roundId: string) {
  return useQuery({
    queryKey: liveRoundKeys.advice(roundId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    queryFn: ({ signal }) => call(client.GET("/api/live-rounds/{roundId}/advice", { params: { path: { roundId } }, signal })),
  });
}
