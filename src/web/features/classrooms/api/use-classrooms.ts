import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { classroomKeys } from "./keys";

/** GET /api/classrooms: the classes the user joined and (teachers) hosts. */
export function useClassrooms() {
  return useQuery({
    queryKey: classroomKeys.list,
    queryFn: ({ signal }) => call(client.GET("/api/classrooms", { signal })),
  });
}
