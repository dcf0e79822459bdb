import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { sessionKeys } from "./keys";

/** The signed-in user (null when signed out), shared by the shell, the guards and every feature. */
export function useSession() {
  const q = useQuery({
    queryKey: sessionKeys.me,
    queryFn: ({ signal }) => call(client.GET("/api/me", { signal })),
    staleTime: 30_000,
    // No timer: the session is checked again when the tab regains focus, and at once when any call
    // answers 401 (main.tsx), which catches an expired or revoked session where it matters.
    refetchOnWindowFocus: true,
  });
  return { user: q.data?.user ?? null, loading: q.isPending, error: q.error };
}
