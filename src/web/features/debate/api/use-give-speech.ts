import { useMutation } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";

/** The student's speech in a format round, stored alone; the answer says who gives the next speech. */
export function useGiveSpeech() {
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (body: { content: string }) => call(client.POST("/api/debate/speech", { body })),
  });
}
