import { useMutation } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import type { paths } from "#web/app/api-types.gen.ts";

export type StartBody = paths["/api/debate/start"]["post"]["requestBody"]["content"]["application/json"];

/** Starts a round on a motion and side (in a format: the student's team); the AI answers with its opening when it speaks first. */
export function useStartDebate() {
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (body: StartBody) => call(client.POST("/api/debate/start", { body })),
  });
}
