// The opponent's position on the motion in one clause, as a debater says it after "Our answer:": "we
// regret the rise of reality television", "we do not accept that zoos do more harm than good".
import { analyseMotion } from "#server/ai/engine/offline/coach/motion.ts";
import { readFrame } from "#server/ai/engine/offline/text/index.ts";
import type { Side } from "#shared/sides.ts";

export function position(motion: string, side: Side): string {
  const gov = side === "Government";
  const { direction, body: raw } = readFrame(motion);
  const b = raw.replace(/^(that|to) /i, "");
  switch (analyseMotion(motion).kind) {
    case "policy": {
      // "would not buy a smartphone": Opposition would buy one, rather than "not not buy" it.
      const not = /^not\s+(.+)$/i.exec(b);
      if (not) return gov ? `we should ${b}` : `we should ${not[1]}`;
      return gov ? `we should ${b}` : `we should not ${b}`;
    }
    case "regret":
      return gov ? `we regret ${b}` : `we do not regret ${b}`;
    case "support":
      if (direction === "prefers") return gov ? `we prefer ${b}` : `we do not prefer ${b}`;
      return gov ? `we support ${b}` : `we oppose ${b}`;
    case "oppose":
      return gov ? `we oppose ${b}` : `we support ${b}`;
    default:
      return gov ? `we believe that ${b}` : `we do not accept that ${b}`;
  }
}
