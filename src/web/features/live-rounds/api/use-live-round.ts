// The round's state: read once, then kept current by the server's event stream (every change, pushed).
// The page's clock offset from the server's is measured at each answer, so the clock shows the server's
// time however wrong the device's own clock is.
import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { LIVE_EVENTS, type LiveRoundState } from "#shared/live-rounds/schemas.ts";
import { liveRoundKeys } from "./keys";

export type RoundState = LiveRoundState & { offsetMs: number };

const withOffset = (s: LiveRoundState): RoundState => ({ ...s, offsetMs: Date.parse(s.server_now) - Date.now() });

export function useLiveRound(roundId: string) {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: liveRoundKeys.round(roundId),
    queryFn: async ({ signal }) =>
      withOffset(await call(client.GET("/api/live-rounds/{roundId}", { params: { path: { roundId } }, signal }))),
  });
  const ok = q.isSuccess;
  useEffect(() => {
    if (!ok) return;
    // EventSource reconnects by itself after a dropped connection; each (re)connection starts with the state.
    const source = new EventSource(`/api/live-rounds/${encodeURIComponent(roundId)}/events`);
    source.addEventListener(LIVE_EVENTS.state, (e) => {
      const next = withOffset(JSON.parse((e as MessageEvent<string>).data) as LiveRoundState);
      qc.setQueryData<RoundState>(liveRoundKeys.round(roundId), (old) => (old && old.round.version > next.round.version ? old : next));
    });
    source.addEventListener("error", (e) => {
      // The server's own error event (removed from the class, round gone): stop, and let the query say why.
      if ((e as MessageEvent).data) {
        source.close();
        void qc.invalidateQueries({ queryKey: liveRoundKeys.round(roundId) });
      }
    });
    return () => source.close();
  }, [ok, roundId, qc]);
  return q;
}

/** Puts a state a call answered with into the cache (the stream brings the same one a moment later). */
export function useKeepState(roundId: string) {
  const qc = useQueryClient();
  return (s: LiveRoundState) =>
    qc.setQueryData<RoundState>(liveRoundKeys.round(roundId), (old) => (old && old.round.version > s.round.version ? old : withOffset(s)));
}
