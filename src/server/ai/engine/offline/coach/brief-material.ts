// The drills' generated material for a motion with a brief: every piece is the brief's own material
// (a side's argument, its clashes, actors, examples and model), put into the words a debater would
// speak, so what a student rebuts or studies is coherent by construction. A seed picks which argument,
// clash or actors, and which of a few wordings, so repeated requests do not always give the same piece.
import type { Brief, BriefArgument } from "#content/briefs.ts";
import type { CharacterizationExampleResponse, ClashesExampleResponse, FramingExampleResponse, Pael } from "#shared/drills/schemas.ts";
import { otherSide, type Side } from "#shared/sides.ts";
import {
  argumentText,
  choices,
  displayName,
  closest,
  closestArgument,
  lastSentence,
  lowerOpening,
  nth,
  overlap,
  rotate,
  sentencesOf,
  sideOf,
  materialBrief,
  type MaterialNeed,
} from "./brief-pieces";
import { stance, type MotionInfo } from "./motion";
import { briefOf } from "#server/ai/engine/offline/brief-lookup.ts";
import type { TeacherBrief } from "#shared/debate-assignments/brief.ts";
import { TEACHER_TOPIC } from "#server/ai/engine/offline/teacher-brief.ts";

/**
 * The brief the drills' material is built from: the teacher's when it has what the material needs, else the
 * bank's for this motion (or one close to it), else none (the material is then built from the motion's words).
 */
export function briefForMaterial(motion: string, teacherBrief: TeacherBrief | null | undefined, need: MaterialNeed, side?: Side) {
  const own = materialBrief(briefOf(motion, teacherBrief), need, side);
  return own ?? (teacherBrief ? materialBrief(briefOf(motion), need, side) : undefined);
}

/** Where the material comes from: the bank's brief, or the teacher's own for her class's debate. */
const noteOf = (brief: Brief) =>
  (brief as { topic?: string }).topic === TEACHER_TOPIC
    ? "Built from your teacher's brief for this motion: every claim, example and clash here is part of the case your teacher prepared."
    : "Built from the motion's brief: every claim, example and clash here is part of the prepared case for this motion.";

const POINTS = [
  (stance: string, claim: string) => `${stance}. ${claim}`,
  (stance: string, claim: string) => `${stance}, and the reason is simple. ${claim}`,
  (stance: string, claim: string) => `Our case is clear: ${lowerOpening(stance)}. ${claim}`,
];
const ANALYSES = ["Here is how it works.", "Follow the chain of cause and effect.", "Think about how this plays out in practice."];
const CASES = ["Look at a real case.", "This is not just theory.", "We have seen this happen."];
const LINKS = ["That is why", "So", "And that is why"];

/** One argument of the side, worded as a speech: claim as the point, mechanism, example, impact as the link. */
export function briefArgument(brief: Brief, info: MotionInfo, side: Side, seed: number): Pael {
  const [which, p, a, e, l] = choices(seed, 3, POINTS.length, ANALYSES.length, CASES.length, LINKS.length);
  const arg = nth(sideOf(brief, side).arguments, which);
  const position = stance(info, side);
  return {
    point: POINTS[p](position, arg.claim),
    analysis: `${ANALYSES[a]} ${arg.mechanism}`,
    example: exampleOf(arg, CASES[e]),
    link: `${arg.impact} ${LINKS[l]} ${lowerOpening(position)}.`,
  };
}

/** A real case is introduced as one; an illustration already says it is one ("Imagine …"). */
const exampleOf = (arg: BriefArgument, lead: string) => (arg.example.kind === "case" ? `${lead} ${arg.example.text}` : arg.example.text);

/** A clash of the brief, the actor it turns on, and both sides' positions on it. */
export function briefClash(brief: Brief, info: MotionInfo, actor: string, seed: number): ClashesExampleResponse {
  // A named actor picks the clash about them; otherwise the seed does.
  const clash = actor ? closest(brief.clashes, actor, seed) : nth(brief.clashes, seed);
  const gov = closestArgument(brief.proposition, `${clash} ${actor}`, seed);
  const opp = closestArgument(brief.opposition, `${clash} ${actor}`, seed);
  const who = actor || closest(brief.actors, [clash, argumentText(gov), argumentText(opp)].join(" "), seed);
  return {
    actor: displayName(brief, who),
    clash_text: clash,
    gov_argument: `${stance(info, "Government")}. ${gov.claim} ${gov.impact}`.trim(),
    opp_argument: `${stance(info, "Opposition")}. ${opp.claim} ${opp.impact}`.trim(),
    notes: [`A good clash names one actor and one question both sides answer differently.`, modelNote(brief), noteOf(brief)]
      .filter(Boolean)
      .join(" "),
  };
}

/** The model or definitions both sides debate, when the brief has them. */
const modelNote = (brief: Brief) => (brief.definitions ? `The model both sides debate: ${brief.definitions}` : "");

/**
 * Three or four of the brief's actors, each characterized by what the cases say about them and linked to
 * the side whose argument names them. Actors the arguments name come first; each takes an argument no
 * earlier actor took when one names them as well.
 */
export function briefCharacterization(brief: Brief, seed: number): CharacterizationExampleResponse {
  const all = (["Government", "Opposition"] as const).flatMap((side) => sideOf(brief, side).arguments.map((arg) => ({ side, arg })));
  const named = (who: string) => Math.max(...all.flatMap(({ arg }) => sentencesOf(arg).map((s) => overlap(who, s))));
  const ranked = rotate(brief.actors, seed).sort((a, b) => named(b) - named(a));
  const used = new Set<BriefArgument>();
  const actors = ranked.slice(0, Math.min(ranked.length, 3 + (seed % 2))).map((who) => {
    const options = rotate(all, seed).flatMap((x) =>
      sentencesOf(x.arg).map((s) => ({ ...x, s, score: overlap(who, s) - (used.has(x.arg) ? 0.5 : 0) })),
    );
    const best = options.reduce((a, b) => (b.score > a.score ? b : a));
    used.add(best.arg);
    const characterization = best.score > 0 ? best.s : `The round's central question reaches ${who}: ${closest(brief.clashes, who, seed)}`;
    const support = best.s === best.arg.claim && best.arg.impact ? best.arg.impact : best.arg.claim;
    return { name: displayName(brief, who), characterization, argument: `This helps the ${best.side} ("${best.arg.title}"): ${support}` };
  });
  return {
    actors,
    notes: [`Each actor is read from the arguments that name them, and linked to the side they help.`, modelNote(brief), noteOf(brief)]
      .filter(Boolean)
      .join(" "),
  };
}

/** A worked framing for one side: its case against the other side's, and the clash it turns on. */
export function briefFraming(brief: Brief, info: MotionInfo, side: Side, seed: number): FramingExampleResponse {
  const [which] = choices(seed, 3);
  const mine = nth(sideOf(brief, side).arguments, which);
  const theirs = closestArgument(sideOf(brief, otherSide(side)), mine.claim, seed);
  const clash = closest(brief.clashes, `${argumentText(mine)} ${argumentText(theirs)}`, seed);
  const position = stance(info, side);
  const weighing = sideOf(brief, side).weighing;
  return {
    my_frame: `${position}. ${mine.claim}`,
    opponent_frame: `They will say ${lowerOpening(stance(info, otherSide(side)))}. ${theirs.claim}`,
    limitations: `Their frame has a weak point. ${theirs.rebuttal}`,
    new_frame: `The real question is this: ${clash}`,
    language: `Use the words of your case: ${(mine.keywords.length ? mine.keywords.slice(0, 5) : [mine.title])
      .map((k) => `"${k}"`)
      .join(", ")}.`,
    metaphor: `Picture a pair of scales: on one pan, "${mine.title}"; on the other, "${theirs.title}". Your job is to show why yours is heavier.`,
    story: mine.example.kind === "case" ? `A real case to tell: ${mine.example.text}` : mine.example.text,
    values: mine.impact,
    suggested_lines: [mine.claim, `The real question is this: ${clash}`, lastSentence(weighing)].filter(Boolean),
    notes: `Framed for the ${side} side. ${noteOf(brief)}`,
  };
}
