import { useRef, useState } from "react";
import { schemaResolver, useForm } from "@mantine/form";
import { DRILL_MESSAGES } from "#shared/messages/drills.ts";
import { DRILL_CALLS, type DrillCall } from "#shared/drills/calls.ts";
import { useDrillCall, type DrillRequest } from "#web/features/drills/api/use-drill-call.ts";
import { useDraft } from "#web/app/drafts/use-draft.ts";
import { textOf } from "#web/app/drafts/draft-fields.ts";
import { draftKeys } from "#shared/drafts/schemas.ts";

interface DrillFormOptions<C extends DrillCall, V> {
  motion: string;
  initialValues: V;
  /** The request this answer sends. The call's own schema checks it, so the screen rejects with the server's words. */
  request: (values: V) => DrillRequest<C>;
  /** Paths checked as the student leaves them, before any submit. */
  validateInputOnBlur?: boolean | string[];
  /** The round's draft: how to put a restored motion back, and whether the round began afresh (New Motion). */
  draft?: { setMotion: (motion: string) => void; fresh: boolean };
  /** State of the round outside the form (sides, the AI's material) kept in the draft and given back on a reload. */
  extras?: { value: Record<string, unknown>; restore: (kept: Record<string, unknown>, motion: string) => void };
}

/**
 * One drill answer as a form, checked by the drill call's shared request schema, and its call. The
 * alert shows the first failing rule's message, or the call's own failure text; a failed call keeps
 * everything the student typed.
 */
export function useDrillForm<C extends DrillCall, V extends Record<string, unknown>>(call: C, options: DrillFormOptions<C, V>) {
  const mutation = useDrillCall(call);
  // The request depends on state outside the form (the motion, the AI's argument): read the latest.
  const latest = useRef(options);
  latest.current = options;
  const [resolve] = useState(() => schemaResolver(DRILL_CALLS[call].request, { sync: true }));
  const form = useForm<V>({
    mode: "controlled",
    initialValues: options.initialValues,
    validateInputOnBlur: options.validateInputOnBlur as boolean | undefined,
    validate: (values: V) => resolve(latest.current.request(values)),
  });
  const [invalid, setInvalid] = useState<string | null>(null);
  const kind = DRILL_CALLS[call].scores;
  const draft = useDraft({
    key: draftKeys.drill(kind ?? "argument"),
    value: { motion: options.motion, values: form.values, ...(options.extras && { extras: options.extras.value }) },
    onRestore: (b) => {
      // A drill opened on a motion by a link keeps that motion: a draft of another motion is not brought back
      // (this round's first save replaces it, as New Motion does).
      const linked = latest.current.motion.trim();
      const kept = textOf(b, "motion");
      if (linked && kept !== undefined && kept.trim() !== linked) return;
      const values = b.values;
      if (values && typeof values === "object" && !Array.isArray(values))
        form.setValues(Object.fromEntries(Object.entries(values).filter(([k]) => k in options.initialValues)) as Partial<V>);
      const motion = textOf(b, "motion");
      if (motion !== undefined) options.draft?.setMotion(motion);
      const extras = b.extras;
      if (extras && typeof extras === "object" && !Array.isArray(extras))
        latest.current.extras?.restore(extras as Record<string, unknown>, motion ?? latest.current.motion);
    },
    enabled: kind !== null && !!options.draft,
    restore: !options.draft?.fresh,
  });

  const submit = () => {
    const { hasErrors, errors } = form.validate();
    if (hasErrors) {
      setInvalid(String(Object.values(errors)[0]));
      return;
    }
    setInvalid(null);
    mutation.mutate(latest.current.request(form.getValues()), { onSuccess: () => void draft.clear() });
  };
  // 'Generate a motion first.' no longer applies once there is a motion.
  const shown = invalid === DRILL_MESSAGES.motionRequired && options.motion.trim() ? null : invalid;
  return {
    form,
    submit,
    busy: mutation.isPending,
    error: shown ?? mutation.error?.message ?? null,
    data: mutation.data,
    /** Changes on every new answer, so a result panel can take focus each time. */
    answeredAt: mutation.submittedAt,
    /** Whether the draft is safe on the server, and this page's text if a newer copy replaced it. */
    draftStatus: { status: draft.status, replaced: draft.replaced },
  };
}
