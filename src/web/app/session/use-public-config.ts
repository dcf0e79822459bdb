import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { sessionKeys } from "./keys";

/** What the server tells every visitor: whether Google sign-in works, whether e-mails are confirmed, the contact address. */
export function usePublicConfig() {
  return useQuery({
    queryKey: sessionKeys.publicConfig,
    queryFn: ({ signal }) => call(client.GET("/api/public-config", { signal })),
    staleTime: Infinity,
  });
}
