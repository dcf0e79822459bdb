import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { adminKeys } from "./keys";

/** GET /api/admin/module-lessons: the module lessons this admin may manage, newest first. */
export function useAdminLessons() {
  return useQuery({
    queryKey: adminKeys.lessons,
    queryFn: ({ signal }) => call(client.GET("/api/admin/module-lessons", { signal })),
  });
}
