import { useState } from "react";
import { validateMotion } from "../../../../shared/drills/validate";
import { useDrillCall, type DrillCall } from "../api";

/** An example or AI-argument call: needs the motion first, keeps its own error apart from the answer's. */
export function useExampleCall<T>(call: DrillCall) {
  const mutation = useDrillCall<T>(call);
  const [invalid, setInvalid] = useState<string | null>(null);
  const run = (motion: string, body: Record<string, unknown> = {}) => {
    const check = validateMotion(motion);
    setInvalid(check.message);
    if (check.ok) mutation.mutate({ motion, ...body });
  };
  return { run, busy: mutation.isPending, error: invalid ?? mutation.error?.message ?? null, data: mutation.data };
}
