// A brief as one side argues it: its own three arguments, the other side's three (each with the answer
// this side gives), and helpers that word a brief's text inside a sentence.
import type { Brief, BriefArgument } from "../../../../../content/briefs";
import type { Side } from "../../../../../shared/sides";
import { contentTokens, splitSentences, stem } from "../../text";

export interface SideMaterial {
  brief: Brief;
  side: Side;
  ours: BriefArgument[];
  theirs: BriefArgument[];
  weighing: string;
  /** Stems of the motion, shared by every argument, so they say nothing about which one a sentence makes. */
  motionStems: Set<string>;
  /** Lower-case words the brief uses in the middle of a sentence: those may open a phrase in lower case. */
  lowerWords: Set<string>;
}

const cache = new Map<string, SideMaterial>();

export function sideMaterial(brief: Brief, side: Side): SideMaterial {
  const key = `${brief.motion}|${side}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const [mine, other] = side === "Government" ? [brief.proposition, brief.opposition] : [brief.opposition, brief.proposition];
  const all = JSON.stringify(brief);
  const m: SideMaterial = {
    brief,
    side,
    ours: mine.arguments,
    theirs: other.arguments,
    weighing: mine.weighing,
    motionStems: new Set(contentTokens(brief.motion).map(stem)),
    lowerWords: new Set(all.match(/(?<=[a-z,;] )[a-z][a-z'-]*/g) ?? []),
  };
  cache.set(key, m);
  return m;
}

/** A title inside a sentence: its first word in lower case unless it is a name ("Finland", "NATO"). */
export function phrase(m: SideMaterial, title: string): string {
  const first = title.split(/\s/)[0];
  const lower = first.toLowerCase();
  return m.lowerWords.has(lower) && first.slice(1) === lower.slice(1) ? lower + title.slice(first.length) : title;
}

/** An argument told in full: claim, mechanism, example and impact, each as the brief words it. */
export function fullCase(a: BriefArgument): string[] {
  const example = a.example.kind === "case" ? `Take a real case: ${a.example.text}` : a.example.text;
  return [a.claim, a.mechanism, example, `This matters: ${a.impact}`];
}

/** The argument's sentences a speech can add when it comes back to it, in the order a debater would. */
export function extensions(a: BriefArgument): string[] {
  return [...splitSentences(a.mechanism), a.example.text, ...splitSentences(a.impact)];
}
