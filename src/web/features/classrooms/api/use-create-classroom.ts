import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { classroomKeys } from "./keys";

/** POST /api/classrooms: a new class with a fresh join code. */
export function useCreateClassroom() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (name: string) => call(client.POST("/api/classrooms", { body: { name } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: classroomKeys.list }),
  });
}
