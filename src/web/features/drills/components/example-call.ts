import { useState } from "react";
import { DRILL_MESSAGES } from "#shared/messages/drills.ts";
import { DRILL_CALLS, type DrillCall } from "#shared/drills/calls.ts";
import { useDrillCall, type DrillAnswer, type DrillRequest } from "#web/features/drills/api/use-drill-call.ts";

/**
 * An example or AI-argument call for the current motion: it needs a motion first, keeps its own error
 * apart from the answer's, and what it shows belongs to the motion it was asked for — once the student
 * edits or replaces the motion, the old answer (or its error) no longer applies and is not shown.
 */
export function useExampleCall<C extends DrillCall>(call: C, motion: string) {
  const mutation = useDrillCall(call);
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  // An answer brought back from the round's draft after a reload, for the motion it was asked for.
  const [restored, setRestored] = useState<{ motion: string; data: DrillAnswer<C> } | null>(null);
  const run = (extra?: Omit<DrillRequest<C>, "motion">) => {
    const body = { ...extra, motion } as DrillRequest<C>;
    // The call's own schema, as the server will read it.
    const check = DRILL_CALLS[call].request.safeParse(body);
    setInvalid(check.success ? null : check.error.issues[0].message);
    if (!check.success) return;
    setAskedFor(motion.trim());
    setRestored(null);
    mutation.mutate(body);
  };
  /** Puts back an answer kept in the draft, when it is one this call could have given (checked by the call's schema). */
  const restore = (kept: unknown, forMotion: string) => {
    const check = DRILL_CALLS[call].response.safeParse(kept);
    if (check.success && forMotion.trim()) setRestored({ motion: forMotion.trim(), data: kept as DrillAnswer<C> });
  };
  const current = askedFor !== null && askedFor === motion.trim();
  const kept = !current && restored?.motion === motion.trim() ? restored.data : undefined;
  const stillInvalid = invalid !== null && (invalid !== DRILL_MESSAGES.motionRequired || !motion.trim());
  return {
    run,
    busy: mutation.isPending && current,
    error: (stillInvalid ? invalid : null) ?? (current ? (mutation.error?.message ?? null) : null),
    data: current ? mutation.data : kept,
    restore,
  };
}
