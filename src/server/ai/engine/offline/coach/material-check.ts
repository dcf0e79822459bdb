// Material built from a motion's wording alone (no brief) is held to the checks the coach applies to a
// student: each text that argues a side must read as that side, and the whole must be about the motion
// and be an argument rather than vocabulary. Material that fails is not shown; the call says so instead.
import { inspect, type Part } from "#server/ai/engine/integrity/checks.ts";
import type { CharacterizationExampleResponse, ClashesExampleResponse, FramingExampleResponse, Pael } from "#shared/drills/schemas.ts";
import type { Side } from "#shared/sides.ts";
import type { TeacherBrief } from "#shared/debate-assignments/brief.ts";
import { analyseMotion } from "./motion";
import { relevanceFactor } from "./rubric";
import { readStance } from "./stance";

/** A generated text, and the side it argues when it argues one. */
export interface Piece {
  text: string;
  side?: Side;
}

/**
 * The lowest relevance (the share of its claims on the motion's own terms) material built from the
 * motion's words may have. Those words are all it has, so it must keep to them; a brief's prepared case
 * goes beyond them (a named case, a mechanism), and is held only to the student's bar (see the test).
 */
export const ON_MOTION = 0.7;
export const BRIEF_ON_MOTION = 0.35;
/** Findings that cap a student at this or lower say the answer is not an argument on this motion for this side. */
const FATAL_CAP = 1.5;

export function materialPasses(motion: string, pieces: Piece[], onMotion = ON_MOTION, brief?: TeacherBrief | null): boolean {
  const info = analyseMotion(motion, brief);
  for (const side of ["Government", "Opposition"] as const) {
    const own = pieces.filter((p) => p.side === side).map((p) => p.text);
    const lean = own.length ? readStance(own.join(" "), info).lean : null;
    if (lean && lean !== side) return false;
  }
  if (relevanceFactor(pieces.map((p) => p.text).join(" "), info) < onMotion) return false;
  const parts: Part[] = pieces.map((p, i) => ({ key: String(i), text: p.text, prose: true, side: p.side ?? null, group: String(i) }));
  return !inspect(parts, { motion, brief, generated: [] }).findings.some((f) => f.cap <= FATAL_CAP);
}

/** The first of the seed's candidates that passes the checks (else the seed's own): a brief's material is never wrong, but the
 * coach must not then tell a student who quotes it that it argued the other side. */
export function firstPassing<T>(
  motion: string,
  seed: number,
  build: (seed: number) => T,
  pieces: (t: T) => Piece[],
  brief?: TeacherBrief | null,
): T {
  for (let i = 0; i < 6; i++) {
    const t = build(seed + i);
    if (materialPasses(motion, pieces(t), BRIEF_ON_MOTION, brief)) return t;
  }
  return build(seed);
}

// What of each kind of material argues a side, and what argues none (a clash is a question both answer).
export const argumentPieces = (p: Pael, side: Side): Piece[] => [p.point, p.analysis, p.example, p.link].map((text) => ({ text, side }));
export const clashPieces = (c: ClashesExampleResponse): Piece[] => [
  { text: c.clash_text },
  { text: c.gov_argument, side: "Government" },
  { text: c.opp_argument, side: "Opposition" },
];
export const characterizationPieces = (r: CharacterizationExampleResponse): Piece[] =>
  r.actors.flatMap((a) => [{ text: a.characterization }, { text: a.argument }]);
export const framingPieces = (f: FramingExampleResponse, side: Side): Piece[] => [
  ...[f.my_frame, f.values, f.suggested_lines[0] ?? "", f.suggested_lines[2] ?? ""].map((text) => ({ text, side })),
  ...[f.new_frame, f.opponent_frame, f.limitations, f.story].map((text) => ({ text })),
];
