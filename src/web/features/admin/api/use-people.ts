import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { adminKeys } from "./keys";

/** GET /api/admin/people: one page of accounts matching the search. */
export function usePeople(q: string, page: number) {
  return useQuery({
    queryKey: adminKeys.people(q, page),
    queryFn: ({ signal }) => call(client.GET("/api/admin/people", { params: { query: { q, page } }, signal })),
    placeholderData: keepPreviousData,
  });
}

// People shows a failed change or reset in its own alert, so neither raises a notification.

/** POST /api/admin/people/{userId}/roles: one role given or taken. */
export function useChangeRole() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: ({ userId, role, granted }: { userId: string; role: "admin" | "teacher"; granted: boolean }) =>
      call(client.POST("/api/admin/people/{userId}/roles", { params: { path: { userId } }, body: { role, granted } })),
    onSettled: () => qc.invalidateQueries({ queryKey: ["admin", "people"] }),
  });
}

/** POST /api/admin/people/{userId}/reset-password: the reset e-mail, or a temporary password shown once. */
export function useResetByAdmin() {
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (userId: string) => call(client.POST("/api/admin/people/{userId}/reset-password", { params: { path: { userId } } })),
  });
}
