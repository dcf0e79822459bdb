// Whether a speech argued the side it was not given, read so that it is sure: never from one clause. The
// coach's stance reader (coach/stance.ts) reads the speech as heard (./spoken: a dictated run-on is several
// claims, not one sentence whose first clause decides), and then each clause unit is read on its own: the
// speech argued the other side only when its own units leaning that way are at least MIN_UNITS and outnumber
// those leaning its way SURE to one. A concession, a conditional or a rebuttal that restates the other side
// is one unit among many and cannot turn an honest speech. Its false-positive rate on honest speeches is
// printed by scripts/coach/judge-bench.ts and coach:eval (goal ≤ 1 %).
import type { MotionInfo } from "#server/ai/engine/offline/coach/motion.ts";
import { readStance } from "#server/ai/engine/offline/coach/stance.ts";
import type { Side } from "#shared/sides.ts";
import { heardUnits } from "./spoken";

const MIN_UNITS = 2;
const SURE = 3;

export interface SideReading {
  lean: Side;
  quote: string;
}

/** The other side when the speech as a whole surely argues it, else null. */
export function sureSide(text: string, info: MotionInfo, side: Side): SideReading | null {
  const units = heardUnits(text.replace(/"[^"\n]*"|“[^”\n]*”/g, " "), { ownOnly: true });
  const whole = readStance(units.join(" "), info);
  if (!whole.lean || whole.lean === side) return null;
  let against = 0;
  let along = 0;
  for (const u of units) {
    const lean = readStance(u, info).lean;
    if (lean === whole.lean) against++;
    else if (lean) along++;
  }
  if (against < MIN_UNITS || against < SURE * along) return null;
  // The quote is the student's own sentence as written (a ballot quotes only what was said), when the text as written shows it.
  const written = readStance(text, info);
  return { lean: whole.lean, quote: written.lean === whole.lean ? written.quote : "" };
}
