import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";

export const privacyKeys = { deletePreview: ["privacy", "delete-preview"] as const };

/** GET /api/me/delete-preview: what deleting the account would take with it, read when the dialog opens. */
export function useDeletePreview(enabled: boolean) {
  return useQuery({
    queryKey: privacyKeys.deletePreview,
    queryFn: ({ signal }) => call(client.GET("/api/me/delete-preview", { signal })),
    enabled,
    // Always fresh: the counts are what the user is told before deleting.
    staleTime: 0,
  });
}
