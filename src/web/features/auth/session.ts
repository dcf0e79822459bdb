import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../app/api";
import type { SessionUser } from "../../../shared/profile";

export const sessionKey = ["me"] as const;

export function useSession() {
  const q = useQuery({
    queryKey: sessionKey,
    queryFn: () => api.get<{ user: SessionUser | null }>("/api/me"),
    staleTime: 30_000,
    refetchInterval: 30_000, // the spec's 30 s session check; the server renews the cookie as needed
  });
  return { user: q.data?.user ?? null, loading: q.isPending, error: q.error };
}

export function usePublicConfig() {
  return useQuery({
    queryKey: ["public-config"],
    queryFn: () => api.get<{ google: boolean; emailConfirmation: boolean; contactEmail: string }>("/api/public-config"),
    staleTime: Infinity,
  });
}

/** Any authentication change reloads the user (spec part 1 section 4). */
export function useRefreshSession() {
  const qc = useQueryClient();
  return async () => {
    qc.removeQueries({ predicate: (q) => q.queryKey[0] !== "public-config" && q.queryKey[0] !== sessionKey[0] });
    await qc.refetchQueries({ queryKey: sessionKey });
  };
}

export function useSignOut() {
  const refresh = useRefreshSession();
  return async () => {
    await api.post("/api/auth/sign-out").catch(() => undefined);
    await refresh();
  };
}

const REMEMBER_KEY = "rostrum.rememberedEmail";
export const rememberedEmail = {
  get: () => (typeof localStorage === "undefined" ? "" : localStorage.getItem(REMEMBER_KEY) ?? ""),
  set: (email: string, remember: boolean) => {
    if (remember) localStorage.setItem(REMEMBER_KEY, email.trim());
    else localStorage.removeItem(REMEMBER_KEY);
  },
};
