// The part of a motion's brief a model needs for each kind of generated material, so a model writes
// from the same prepared case as the offline coach: a side's arguments for an argument or a frame, the
// clashes and both cases for a clash, the actors and both cases for characterizations.
import type { Brief, BriefArgument } from "#content/briefs.ts";
import { briefOf } from "#server/ai/engine/index.ts";
import type { DrillCall } from "#shared/drills/calls.ts";
import type { TeacherBrief } from "#shared/debate-assignments/brief.ts";
import { otherSide, type Side } from "#shared/sides.ts";

const argumentOf = ({ title, claim, mechanism, example, impact }: BriefArgument) => ({
  title,
  claim,
  mechanism,
  example: example.text,
  impact,
});
const claimOf = ({ title, claim, impact }: BriefArgument) => ({ title, claim, impact });
const caseOf = (brief: Brief, side: Side, full: boolean) => {
  const s = side === "Government" ? brief.proposition : brief.opposition;
  return { arguments: s.arguments.map(full ? argumentOf : claimOf), weighing: s.weighing };
};
const sideIn = (input: { side?: string }): Side => (/^opp/i.test(input.side ?? "") ? "Opposition" : "Government");

/** What of the brief each call's prompt carries (Government is the proposition). */
const PARTS: Partial<Record<DrillCall, (brief: Brief, input: { side?: string }) => unknown>> = {
  "generate-argument": (b, i) => ({ [sideIn(i)]: caseOf(b, sideIn(i), true), definitions: b.definitions }),
  "clashes-example": (b) => ({
    clashes: b.clashes,
    actors: b.actors,
    Government: caseOf(b, "Government", false),
    Opposition: caseOf(b, "Opposition", false),
    definitions: b.definitions,
  }),
  "characterization-example": (b) => ({
    actors: b.actors,
    Government: caseOf(b, "Government", false),
    Opposition: caseOf(b, "Opposition", false),
    definitions: b.definitions,
  }),
  "framing-example": (b, i) => ({
    clashes: b.clashes,
    [sideIn(i)]: caseOf(b, sideIn(i), true),
    [otherSide(sideIn(i))]: caseOf(b, otherSide(sideIn(i)), false),
  }),
};

/** The prompt's lines on the brief (the teacher's, when the drill reads one), or "" when the motion has none (or the call writes no material). */
export function briefPrompt(call: DrillCall, input: { motion: string; side?: string }, teacherBrief?: TeacherBrief | null): string {
  const brief = briefOf(input.motion, teacherBrief);
  const part = brief && PARTS[call]?.(brief, input);
  if (!part) return "";
  return (
    "\nThe motion's brief (the prepared case: build the material from it, keep its examples exactly as written " +
    `and invent no facts or figures):\n${JSON.stringify(part, null, 2)}`
  );
}
