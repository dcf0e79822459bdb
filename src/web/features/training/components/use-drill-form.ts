import { useState } from "react";
import type { DrillValidation } from "../../../../shared/drills/validate";
import { useDrillCall, type DrillCall } from "../api";

/**
 * One drill call with its screen-side check: the first failing rule's message, or the call's own
 * failure text. The student's typing is never touched here, so a failed call keeps all of it.
 */
export function useDrillForm<T>(call: DrillCall) {
  const mutation = useDrillCall<T>(call);
  const [invalid, setInvalid] = useState<string | null>(null);
  const send = (check: DrillValidation, body: () => unknown) => {
    if (!check.ok) {
      setInvalid(check.message);
      return false;
    }
    setInvalid(null);
    mutation.mutate(body());
    return true;
  };
  return {
    send,
    busy: mutation.isPending,
    error: invalid ?? mutation.error?.message ?? null,
    data: mutation.data,
    /** Changes on every new answer, so a result panel can take focus each time. */
    answeredAt: mutation.submittedAt,
  };
}
