import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client, type ApiPaths } from "#web/app/client.ts";
import { errorText } from "#web/ui/api-error.ts";
import { DRILL_CALL_ERRORS } from "#shared/messages/drills.ts";
import type { DrillCall } from "#shared/drills/calls.ts";
import { trainingKeys } from "./keys";

type Operation<C extends DrillCall> = `/api/${C}` extends keyof ApiPaths ? ApiPaths[`/api/${C}`]["post"] : never;
/** What the screen sends to a drill call, as the server's OpenAPI document describes it. */
export type DrillRequest<C extends DrillCall> = Operation<C>["requestBody"]["content"]["application/json"];
/** What a drill call answers (the result, the engine that wrote it, and the saved attempt's id or null). */
export type DrillAnswer<C extends DrillCall> = Operation<C>["responses"][200]["content"]["application/json"];

type Post = { [C in DrillCall]: (body: DrillRequest<C>) => Promise<DrillAnswer<C>> };

// The drill calls, one typed request each.
const post: Post = {
  feedback: (body) => call(client.POST("/api/feedback", { body })),
  "characterization-feedback": (body) => call(client.POST("/api/characterization-feedback", { body })),
  "characterization-example": (body) => call(client.POST("/api/characterization-example", { body })),
  "generate-argument": (body) => call(client.POST("/api/generate-argument", { body })),
  "refutation-feedback": (body) => call(client.POST("/api/refutation-feedback", { body })),
  "clashes-feedback": (body) => call(client.POST("/api/clashes-feedback", { body })),
  "clashes-example": (body) => call(client.POST("/api/clashes-example", { body })),
  "modeling-feedback": (body) => call(client.POST("/api/modeling-feedback", { body })),
  "framing-feedback": (body) => call(client.POST("/api/framing-feedback", { body })),
  "framing-example": (body) => call(client.POST("/api/framing-example", { body })),
};

/** One drill call as a mutation; its error's message is already the text to show (the server's, else the catalogue's). */
export function useDrillCall<C extends DrillCall>(name: C) {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: async (body: DrillRequest<C>) => {
      try {
        return await post[name](body);
      } catch (err) {
        throw new Error(errorText(err, DRILL_CALL_ERRORS[name]));
      }
    },
    // A saved attempt changes the progress page; mark it stale rather than refetching now.
    onSuccess: (data) => {
      if (data.attemptId) void qc.invalidateQueries({ queryKey: trainingKeys.progress, refetchType: "none" });
    },
  });
}
