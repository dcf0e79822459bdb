import { useState } from "react";
import { DRILL_MESSAGES } from "../../../../shared/messages/drills";
import type { DrillValidation } from "../../../../shared/drills/validate";
import type { DrillCall } from "../../../../shared/drills/calls";
import { useDrillCall, type DrillRequest } from "../api/use-drill-call";

/**
 * One drill call with its screen-side check: the first failing rule's message, or the call's own
 * failure text. The student's typing is never touched here, so a failed call keeps all of it.
 */
export function useDrillForm<C extends DrillCall>(call: C, motion: string) {
  const mutation = useDrillCall(call);
  const [invalid, setInvalid] = useState<string | null>(null);
  const send = (check: DrillValidation, body: () => DrillRequest<C>) => {
    if (!check.ok) {
      setInvalid(check.message);
      return false;
    }
    setInvalid(null);
    mutation.mutate(body());
    return true;
  };
  // 'Generate a motion first.' no longer applies once there is a motion.
  const shown = invalid === DRILL_MESSAGES.motionRequired && motion.trim() ? null : invalid;
  return {
    send,
    busy: mutation.isPending,
    error: shown ?? mutation.error?.message ?? null,
    data: mutation.data,
    /** Changes on every new answer, so a result panel can take focus each time. */
    answeredAt: mutation.submittedAt,
  };
}
