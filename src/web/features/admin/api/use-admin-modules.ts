import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { adminKeys } from "./keys";

/** GET /api/admin/modules: the admin's own modules ("mine", Manage Modules) or those lessons may go into ("assignable"). */
export function useAdminModules(scope: "mine" | "assignable") {
  return useQuery({
    queryKey: adminKeys.modules(scope),
    queryFn: ({ signal }) => call(client.GET("/api/admin/modules", { params: { query: { scope } }, signal })),
  });
}
