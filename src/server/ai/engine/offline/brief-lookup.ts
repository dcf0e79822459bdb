// Which brief a motion is argued from: its own when it is a bank motion, or — for a motion typed in other
// words ("This House supports a four-day working week") — the brief of the bank motion it is the same as.
// "Close" is strict: the same content words (by stem; one word may differ only among seven or more), and the
// same direction, so a typed motion that opposes what a bank motion proposes never borrows its brief (its
// sides would be the wrong way round), and one about a part of a bank motion's subject ("social media
// influencers" beside "social media") keeps its own debate.
import { briefFor, briefs, type Brief } from "#content/briefs.ts";
import type { TeacherBrief } from "#shared/debate-assignments/brief.ts";
import { contentStems } from "./text/index";
import { fromTeacherBrief } from "./teacher-brief";

export type BankBrief = Brief & { topic: string };

export interface BriefMatch {
  brief: BankBrief;
  /** The motion is the bank's own (in any case, with or without its full stop), or the brief is the teacher's. */
  exact: boolean;
  /** The brief is the one the teacher wrote for the round's assignment. */
  teacher?: boolean;
}

/** The words that frame a motion rather than say what it is about, and verbs that only mean "bring in". */
const FRAME_STEMS = new Set([
  "thi",
  "hous",
  "would",
  "believ",
  "support",
  "oppos",
  "regret",
  "prefer",
  "should",
  "introduc",
  "implement",
  "adopt",
  "make",
  "creat",
  "establish",
]);
/** A motion that argues against something: its Government opposes, so its sides run the other way. */
const AGAINST = /^\s*this house (?:opposes|regrets)\b|\b(?:not|never|no longer)\b|n't\b/i;
/** How much of the two motions' words must be shared (Jaccard), and at least how many words. */
const CLOSE = 0.85;
const MIN_SHARED = 2;

function subjectStems(motion: string): Set<string> {
  return new Set([...contentStems(motion)].filter((s) => !FRAME_STEMS.has(s)));
}

let index: { brief: BankBrief; stems: Set<string>; against: boolean }[] | null = null;

function bankIndex() {
  index ??= [...briefs.values()].map((brief) => ({ brief, stems: subjectStems(brief.motion), against: AGAINST.test(brief.motion) }));
  return index;
}

function similarity(a: Set<string>, b: Set<string>): { shared: number; jaccard: number } {
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  const union = a.size + b.size - shared;
  return { shared, jaccard: union === 0 ? 0 : shared / union };
}

/**
 * The brief this motion is argued from, and whether it is the motion's own; undefined when none is close
 * enough. A teacher's brief for the round's assignment comes first: she wrote it for this very motion.
 */
export function briefMatch(motion: string, teacherBrief?: TeacherBrief | null): BriefMatch | undefined {
  if (teacherBrief) return { brief: fromTeacherBrief(motion, teacherBrief), exact: true, teacher: true };
  const own = briefFor(motion);
  if (own) return { brief: own, exact: true };
  const stems = subjectStems(motion);
  if (stems.size < MIN_SHARED) return undefined;
  const against = AGAINST.test(motion);
  let best: { brief: BankBrief; jaccard: number } | undefined;
  for (const entry of bankIndex()) {
    if (entry.against !== against) continue;
    const { shared, jaccard } = similarity(stems, entry.stems);
    if (shared >= MIN_SHARED && jaccard >= CLOSE && jaccard > (best?.jaccard ?? 0)) best = { brief: entry.brief, jaccard };
  }
  return best && { brief: best.brief, exact: false };
}

/** The brief a motion is argued from (the teacher's for the assignment, its own, or a bank motion's it is the same as). */
export const briefOf = (motion: string, teacherBrief?: TeacherBrief | null): BankBrief | undefined =>
  briefMatch(motion, teacherBrief)?.brief;

/** The bank motion whose brief a typed motion borrows, when it is not the bank's own wording; else null. */
export function borrowedBankMotion(motion: string): string | null {
  const match = briefMatch(motion);
  return match ? match.brief.motion : null;
}
