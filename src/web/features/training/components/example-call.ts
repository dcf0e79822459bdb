import { useState } from "react";
import { validateMotion } from "../../../../shared/drills/validate";
import type { DrillCall } from "../../../../shared/drills/calls";
import { useDrillCall, type DrillRequest } from "../api/use-drill-call";

/**
 * An example or AI-argument call for the current motion: it needs a motion first, keeps its own error
 * apart from the answer's, and what it shows belongs to the motion it was asked for — once the student
 * edits or replaces the motion, the old answer (or its error) no longer applies and is not shown.
 */
export function useExampleCall<C extends DrillCall>(call: C, motion: string) {
  const mutation = useDrillCall(call);
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const [needsMotion, setNeedsMotion] = useState<string | null>(null);
  const run = (extra?: Omit<DrillRequest<C>, "motion">) => {
    const check = validateMotion(motion);
    setNeedsMotion(check.message);
    if (!check.ok) return;
    setAskedFor(motion.trim());
    mutation.mutate({ ...extra, motion } as DrillRequest<C>);
  };
  const current = askedFor !== null && askedFor === motion.trim();
  return {
    run,
    busy: mutation.isPending && current,
    error: (needsMotion && !motion.trim() ? needsMotion : null) ?? (current ? (mutation.error?.message ?? null) : null),
    data: current ? mutation.data : undefined,
  };
}
