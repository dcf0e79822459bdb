// A teacher's own brief (shared/debate-assignments/brief.ts) in the shape the opponent argues from. Only
// one claim a side is required of a teacher; a part she left out stays empty, and the opponent skips what is
// empty rather than fill it with words of its own (it invents no mechanism, example or impact).
import type { Brief, BriefArgument } from "#content/briefs.ts";
import type { TeacherArgument, TeacherBrief } from "#shared/debate-assignments/brief.ts";

export type ArguedBrief = Brief & { topic: string };

/** What the opponent calls a teacher's brief when it says what it argues from. */
export const TEACHER_TOPIC = "your teacher's brief";

/** Words a name must not end on ("doors to", "the case of"). */
const DANGLING = /^(a|an|the|to|of|for|at|in|on|with|by|and|or|but|that|which|who|is|are|be|than|as|from|their|its|our|your)$/i;

/** A name for an argument the teacher gave none: its claim up to the first comma or eight words, never
 * ending on a word that needs another after it. */
export function titleOf(claim: string): string {
  const words = claim
    .replace(/[.!?]+$/, "")
    .split(/[,;:]/)[0]
    .split(/\s+/)
    .slice(0, 8);
  while (words.length > 3 && DANGLING.test(words[words.length - 1])) words.pop();
  return words.join(" ");
}

function argumentOf(a: TeacherArgument): BriefArgument {
  return {
    title: a.title ?? titleOf(a.claim),
    claim: /[.!?]$/.test(a.claim) ? a.claim : `${a.claim}.`,
    mechanism: a.mechanism ?? "",
    example: a.example ?? { kind: "illustration", text: "" },
    impact: a.impact ?? "",
    rebuttal: a.rebuttal ?? "",
    keywords: [],
  };
}

const made = new WeakMap<TeacherBrief, ArguedBrief>();

/** The teacher's brief for this motion as the opponent reads it (the same object for the same brief). */
export function fromTeacherBrief(motion: string, tb: TeacherBrief): ArguedBrief {
  const hit = made.get(tb);
  if (hit) return hit;
  const brief: ArguedBrief = {
    motion,
    level: "intermediate",
    topic: TEACHER_TOPIC,
    clashes: tb.clashes ?? [],
    actors: tb.actors ?? [],
    definitions: tb.definitions,
    proposition: { arguments: tb.proposition.arguments.map(argumentOf), weighing: tb.proposition.weighing ?? "" },
    opposition: { arguments: tb.opposition.arguments.map(argumentOf), weighing: tb.opposition.weighing ?? "" },
  };
  made.set(tb, brief);
  return brief;
}
