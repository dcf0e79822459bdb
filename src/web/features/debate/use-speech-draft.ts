import { useDraft } from "#web/app/drafts/use-draft.ts";
import { numberOf, textOf } from "#web/app/drafts/draft-fields.ts";
import { draftKeys } from "#shared/drafts/schemas.ts";
import type { DebateState } from "./use-debate";
import type { Countdown } from "./use-countdown";

/** While the timer runs, its time left is kept in steps of 5 seconds, so it saves every few seconds, not every tick. */
const STEP = 5;

/** The unsent speech and the timer's time left, kept as the signed-in debater's draft. */
export function useSpeechDraft(d: DebateState, timer: Countdown) {
  const touched = d.draft.trim() !== "" || timer.left !== timer.total;
  return useDraft({
    key: draftKeys.debate(),
    value: touched ? { speech: d.draft, seconds_left: timer.running ? Math.ceil(timer.left / STEP) * STEP : timer.left } : null,
    onRestore: (b) => {
      const speech = textOf(b, "speech");
      if (speech) d.setDraft(speech);
      const left = numberOf(b, "seconds_left");
      if (left !== undefined) timer.restore(Math.min(left, timer.total));
    },
    enabled: !d.finished,
  });
}
