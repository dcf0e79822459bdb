// A teacher's own brief (shared/debate-assignments/brief.ts) in the shape the opponent argues from. Only
// one claim a side is required of a teacher; a part she left out stays empty, and the opponent skips what is
// empty rather than fill it with words of its own (it invents no mechanism, example or impact).
import type { Brief, BriefArgument } from "#content/briefs.ts";
import type { TeacherArgument, TeacherBrief } from "#shared/debate-assignments/brief.ts";
import { nlp } from "./scorer/nlp";

export type ArguedBrief = Brief & { topic: string };

/** What the opponent calls a teacher's brief when it says what it argues from. */
export const TEACHER_TOPIC = "your teacher's brief";

/** Words a name must not end on ("doors to", "the case of", "gives every"). */
const DANGLING =
  /^(a|an|the|to|of|for|at|in|on|with|by|and|or|but|that|which|who|is|are|be|than|as|from|their|its|our|your|his|her|my|every|each|all|some|any|many|more|most|this|these|those)$/i;

/** A name for an argument the teacher gave none: the claim's subject when it has one of two to eight words
 * ("A broad education up to sixteen gives every pupil …" → "A broad education up to sixteen"), else its first
 * clause up to eight words, never ending on a word that needs another after it, nor on a verb. */
export function titleOf(claim: string): string {
  const { nlp: wink } = nlp();
  // "At fourteen, pupils drop subjects …": a short opening phrase is not the claim's first clause.
  const parts = claim.replace(/[.!?]+$/, "").split(/[,;:]\s*/);
  const clause =
    parts.length > 1 &&
    parts[0].split(/\s+/).length <= 3 &&
    /^(at|in|on|by|for|from|after|before|under|with|without|for example|today|now|often)\b/i.test(parts[0])
      ? parts[1]
      : parts[0];
  const tokens = wink.readDoc(clause).tokens();
  const words = tokens.out(wink.its.value) as unknown as string[];
  const pos = tokens.out(wink.its.pos) as unknown as string[];
  if (words.length <= 10) return words.join(" ");
  // The main verb: an auxiliary, or a verb in its "-s" form ("gives", "lets", "teaches").
  const verbAt = pos.findIndex((p, i) => i >= 2 && (p === "AUX" || (p === "VERB" && /[^s]s$/i.test(words[i]))));
  if (verbAt >= 3 && verbAt <= 8 && !DANGLING.test(words[verbAt - 1])) return words.slice(0, verbAt).join(" ");
  const name = words.slice(0, 8);
  const tags = pos.slice(0, 8);
  while (name.length > 3 && (DANGLING.test(name[name.length - 1]) || tags[name.length - 1] === "VERB")) name.pop();
  return name.join(" ");
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
