import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { adminKeys } from "./keys";

/** GET /api/admin/students?search=: at most 20 students whose name matches, to make an unlock code for. */
export function useStudents(search: string) {
  return useQuery({
    queryKey: adminKeys.students(search),
    queryFn: ({ signal }) => call(client.GET("/api/admin/students", { params: { query: { search } }, signal })),
    // The list stays while the next search runs, so the open dropdown does not flicker empty.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
