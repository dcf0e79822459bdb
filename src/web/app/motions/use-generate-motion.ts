import { useMutation } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";

/** GET /api/generate-motion, shared by the debater and the drills; each screen shows its own failure text. */
export function useGenerateMotion(onMotion?: (motion: string) => void) {
  return useMutation({
    meta: { errorShown: true },
    mutationFn: () => call(client.GET("/api/generate-motion")),
    onSuccess: (data) => onMotion?.(data.motion),
  });
}
