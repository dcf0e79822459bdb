import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { lessonKeys } from "./keys";

/** GET /api/lessons?search=: the teacher's own lessons matching the search, and all their folders. */
export function useLessons(search: string) {
  return useQuery({
    queryKey: lessonKeys.list(search),
    queryFn: ({ signal }) => call(client.GET("/api/lessons", { params: { query: { search } }, signal })),
    // A new search keeps the board on screen until its answer comes, instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });
}
