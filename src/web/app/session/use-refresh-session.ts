import { useQueryClient } from "@tanstack/react-query";
import { sessionKeys } from "./keys";

/** Any authentication change reloads the user and forgets everything cached for the previous one. */
export function useRefreshSession() {
  const qc = useQueryClient();
  return async () => {
    qc.removeQueries({ predicate: (q) => q.queryKey[0] !== "session" });
    await qc.refetchQueries({ queryKey: sessionKeys.me });
  };
}
