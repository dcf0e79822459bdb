import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { classroomKeys } from "./keys";

/** POST /api/classrooms/join with a normalised code (joining twice is harmless). */
export function useJoinClassroom() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (code: string) => call(client.POST("/api/classrooms/join", { body: { code } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: classroomKeys.list }),
  });
}
